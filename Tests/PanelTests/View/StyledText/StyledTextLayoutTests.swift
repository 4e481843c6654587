import Testing
@testable import PanelBase
@testable import PanelUI

/// Styled text's layout with the approximate measurer: plain texts keep the one-run path,
/// spaced and concatenated texts take the styled one, and truncation keeps run styles.
@MainActor
@Suite struct StyledTextLayoutTests {
    private func textNode(_ host: ViewHost) -> TextNode? {
        var found: TextNode?
        host.graph.root.forEachDescendant { if found == nil, let text = $0 as? TextNode { found = text } }
        return found
    }

    private struct Spaced: View {
        @State var tracking: CGFloat = 0
        var body: some View { Text("Label").tracking(tracking) }
    }

    @Test func aPlainTextKeepsNoStyledLayout() throws {
        let host = ViewHost(rootView: Text("Plain"), width: 200, height: 50)
        host.update()
        #expect(try #require(textNode(host)).styled == nil)
        let joined = ViewHost(rootView: Text("a") + Text("b").bold(), width: 200, height: 50)
        joined.update()
        #expect(try #require(textNode(joined)).styled?.segments.count == 2)
    }

    @Test func spacingTakesTheStyledPathAndLeavesItWhenZero() throws {
        let view = Spaced(tracking: 2)
        let host = ViewHost(rootView: view, width: 200, height: 50)
        host.update()
        #expect(try #require(textNode(host)).styled != nil)
        let plain = ViewHost(rootView: Spaced(tracking: 0), width: 200, height: 50)
        plain.update()
        #expect(try #require(textNode(plain)).styled == nil)
    }

    private func segment(_ string: String, bold: Bool = false) -> StyledTextSegment {
        var font = Font.body
        if bold { font.weight = .bold }
        return StyledTextSegment(string: string, font: font, color: nil, decoration: TextDecoration(), kerning: 0, tracking: 0, link: nil)
    }

    @Test(arguments: [Text.TruncationMode.head, .middle, .tail])
    func truncationKeepsEachCharactersRun(mode: Text.TruncationMode) throws {
        var options = TextLayoutOptions()
        options.lineLimit = 1
        options.truncationMode = mode
        let layout = StyledTextLayout(segments: [segment("Alpha beta ", bold: true), segment("gamma delta epsilon")],
                                      options: options, measurer: ApproximateTextMeasurer())
        let width = Fixed(90)
        let laid = layout.layout(width)
        let line = try #require(laid.lines.first)
        #expect(laid.lines.count == 1 && line.width <= width)
        #expect(line.string.contains("…"))
        switch mode {
        case .tail: #expect(line.fragments.first?.segment == 0 && line.string.hasSuffix("…"))
        case .head: #expect(line.fragments.last?.segment == 1 && line.string.hasPrefix("…"))
        case .middle: #expect(line.fragments.first?.segment == 0 && line.fragments.last?.segment == 1)
        }
    }

    @Test func linesBreakOnlyBetweenWordsAndReserveSpace() throws {
        var options = TextLayoutOptions()
        options.lineLimit = 4
        options.reservesSpace = true
        let layout = StyledTextLayout(segments: [segment("one two"), segment("three", bold: true), segment(" four")],
                                      options: options, measurer: ApproximateTextMeasurer())
        let narrow = layout.layout(Fixed(80))
        // "twothree" is one word across two runs.
        #expect(narrow.lines.contains { $0.string == "twothree" })
        let line = ApproximateTextMeasurer().measure("", font: .body).lineHeight
        #expect(narrow.size.height == line * 4)
    }
}
