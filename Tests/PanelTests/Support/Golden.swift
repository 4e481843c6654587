import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Compares `surface` byte for byte with `Tests/PanelTests/Golden/<name>.png`; on a
/// mismatch the actual and difference images are written beside it. `make golden`
/// rewrites the goldens from the current renderer.
func expectGolden(_ surface: Surface, named name: String, file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let path = testsDirectory(of: file, target: "PanelTests") + "/Golden/\(name).png"
    if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
        Issue.record("golden \(name): \(failure)", sourceLocation: sourceLocation)
    }
}

/// The test target's folder, found from a test file's own path.
func testsDirectory(of file: String, target: String) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    while let last = parts.last, last != target { parts.removeLast() }
    return parts.isEmpty ? "Tests/\(target)" : parts.joined(separator: "/")
}
