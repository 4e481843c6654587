import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The panel files the fuzzer once broke the kiosk with (Fuzz/Regressions/FuzzPanelFile),
/// and the corpus it starts from, through the fuzz target's own checks (decoded, shown,
/// used, saved and read back): they run with every `swift test`, not only under `make
/// fuzz-ci`.
@MainActor
@Suite struct PanelFileFuzzRegressionTests {
    static let folders = ["Fuzz/Regressions/FuzzPanelFile", "Fuzz/Corpus/FuzzPanelFile"]

    static func files() -> [String] {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(4)
        let root = parts.joined(separator: "/")
        var found: [String] = []
        for folder in folders {
            guard let directory = opendir(root + "/" + folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if !name.hasPrefix(".") { found.append(root + "/" + folder + "/" + name) }
            }
        }
        return found.sorted()
    }

    @Test func everyKeptInputPassesTheFuzzTargetsChecks() throws {
        let files = Self.files()
        #expect(files.count > 10, "\(files)")
        for file in files {
            let text = try readWholeFile(file, limit: 4 * 1024 * 1024)
            KioskFuzzing.panelFile(Array(text.utf8))
        }
    }
}
