import Testing
@testable import Panel

/// The examples' screens as pixels, compared exactly with their golden images in
/// Tests/ExampleTests/Golden (`PANEL_UPDATE_GOLDEN=1` writes them).
@MainActor
enum ExampleGolden {
    /// The host's whole screen drawn on `background`.
    static func render(_ host: ViewHost, fonts: FontSet, background: Color) -> Surface {
        let surface = Surface(width: host.size.width.floorPixels, height: host.size.height.floorPixels)
        let renderer = DisplayListRenderer(fonts: fonts, background: background.pixelColor)
        renderer.draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    static func expect(_ surface: Surface, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let path = parts.joined(separator: "/") + "/Golden/\(name).png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)", sourceLocation: sourceLocation)
        }
    }
}
