import Testing
import Foundation
import Panel
import SwiftUI

/// Styled text drawn with the real fonts, compared with golden images exactly: a paragraph
/// of mixed runs wrapping over lines, an attributed string, markdown.
private struct MixedRuns: View {
    var body: some View {
        (Text("Zone 3 ").font(.headline)
            + Text("is at ")
            + Text("31.5 °C").bold().foregroundColor(.red)
            + Text(", above its limit of ")
            + Text("28 °C").italic().underline()
            + Text(". Vents open ")
            + Text("automatically").strikethrough(color: .orange)
            + Text(" in two minutes").font(.caption).foregroundColor(.secondary)
            + Text(" (tracked)").tracking(3))
            .multilineTextAlignment(.center)
            .frame(width: 300)
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

private struct Attributed: View {
    var content: AttributedString {
        var title = AttributedString("Humidity ")
        title.font = .title2
        var value = AttributedString("64%")
        value.font = .system(size: 28, weight: .bold)
        value.foregroundColor = .blue
        value.underlineStyle = Text.LineStyle(pattern: .dash, color: .green)
        var note = AttributedString(" rising")
        note.foregroundColor = .orange
        note.baselineOffset = 6
        note.kern = 1
        var link = AttributedString(" details")
        link.link = URL(string: "https://example.com/humidity")
        return title + value + note + link
    }
    var body: some View {
        Text(content)
            .padding(10)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct Markdown: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("**Bold** and *italic* and `code` and [a link](https://example.com)")
            Text("***Both***, ~~struck~~ and \\*escaped\\*")
            Text(verbatim: "**not markdown**")
        }
        .padding(10)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private let fontsInstalled = (try? FontSet.loadDefault()) != nil

@MainActor
@Suite struct StyledTextGoldenTests {
    private func check(_ view: some View, name: String, width: Int = 320, height: Int = 160) throws {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: PixelColor(red: 255, green: 255, blue: 255)))
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SwiftUITests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/\(name).png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden \(name): \(failure)")
        }
    }

    @Test(.enabled(if: fontsInstalled)) func mixedRunsWrapOverLines() throws {
        try check(MixedRuns(), name: "styled-text-mixed-runs")
    }

    @Test(.enabled(if: fontsInstalled)) func attributedString() throws {
        try check(Attributed(), name: "styled-text-attributed", height: 80)
    }

    @Test(.enabled(if: fontsInstalled)) func markdown() throws {
        try check(Markdown(), name: "styled-text-markdown", width: 480, height: 110)
    }
}
