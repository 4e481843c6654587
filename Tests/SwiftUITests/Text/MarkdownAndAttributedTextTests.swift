import Testing
import Foundation
import Panel
import SwiftUI

/// Markdown in text literals and `Text(AttributedString)`, written as for Apple's SwiftUI.
@MainActor
@Suite struct MarkdownAndAttributedTextTests {
    private func runs(_ view: some View, width: Int = 600, height: Int = 120) -> [TextRun] {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host.displayList.entries.compactMap { if case .text(let run) = $0.item { run } else { nil } }
    }

    private func strokes(_ view: some View) -> [(rect: FixedRect, color: PixelColor)] {
        let host = ViewHost(rootView: view, width: 600, height: 120)
        host.update()
        return host.displayList.entries.compactMap { if case .fill(.rectangle, let rect, let color) = $0.item { (rect, color) } else { nil } }
    }

    @Test func aLiteralsMarkdownIsStyled() throws {
        let drawn = runs(Text("**Bold** and *italic* and `code` and [link](https://example.com)"))
        #expect(drawn.map(\.string) == ["Bold", " and ", "italic", " and ", "code", " and ", "link"])
        #expect(drawn[0].weight == Font.Weight.bold.value && !drawn[0].style.isItalic)
        #expect(drawn[2].style.isItalic && drawn[2].weight == Font.Weight.regular.value)
        #expect(drawn[4].style.family == .monospaced)
        #expect(drawn[6].color == Color.accentColor.pixelColor && drawn[1].color == Color.black.pixelColor)
    }

    @Test func moreMarkdown() throws {
        #expect(runs(Text("__b__ _i_ ***bi***")).map(\.string) == ["b", " ", "i", " ", "bi"])
        let both = try #require(runs(Text("***bi***")).first)
        #expect(both.style.isItalic && both.weight == Font.Weight.bold.value)
        #expect(!strokes(Text("~~gone~~")).isEmpty)
        // Escapes, and underscores inside words, are not emphasis.
        #expect(runs(Text("\\*not\\* snake_case_name")).map(\.string) == ["*not* snake_case_name"])
        #expect(runs(Text("2 * 3 * 4")).map(\.string) == ["2 * 3 * 4"])
        #expect(runs(Text("*a **b** c*")).map(\.string) == ["a ", "b", " c"])
    }

    @Test func verbatimTextsStringsAndInterpolatedValuesAreNotMarkdown() throws {
        #expect(runs(Text(verbatim: "**Bold**")).map(\.string) == ["**Bold**"])
        let string = "**Bold**"
        #expect(runs(Text(string)).map(\.string) == ["**Bold**"])
        let value = "*x*"
        #expect(runs(Text("Value \(value)")).map(\.string) == ["Value *x*"])
        let styled = runs(Text("**Value** \(value)"))
        #expect(styled.map(\.string) == ["Value", " *x*"])
    }

    @Test func anAttributedStringsRunsAreDrawnInTheirStyle() throws {
        var red = AttributedString("Red")
        red.foregroundColor = .red
        red.font = .title
        var under = AttributedString(" under")
        under.underlineStyle = .single
        var struck = AttributedString(" struck")
        struck.strikethroughStyle = Text.LineStyle(pattern: .solid, color: .green)
        var raised = AttributedString(" up")
        raised.baselineOffset = 6
        var link = AttributedString(" site")
        link.link = URL(string: "https://example.com")
        let text = Text(red + under + struck + raised + link)
        let drawn = runs(text)
        #expect(drawn.map(\.string) == ["Red", " under", " struck", " up", " site"])
        #expect(drawn[0].color == Color.red.pixelColor && drawn[0].fontSize == Fixed(28))
        #expect(drawn[1].color == Color.black.pixelColor && drawn[1].fontSize == Fixed(17))
        #expect(drawn[3].baselineOrigin.y == drawn[1].baselineOrigin.y - Fixed(6))
        #expect(drawn[4].color == Color.accentColor.pixelColor)
        let lines = strokes(text)
        #expect(lines.contains { $0.color == Color.green.pixelColor })
        #expect(lines.contains { $0.color == Color.black.pixelColor && $0.rect.minX == drawn[1].baselineOrigin.x })
    }

    @Test func attributedSpacing() throws {
        var spaced = AttributedString("ab")
        spaced.tracking = 5
        var kerned = AttributedString("cd")
        kerned.kern = 3
        let drawn = runs(Text(spaced + kerned))
        #expect(drawn.map(\.string) == ["a", "b", "c", "d"])
        let measurer = ApproximateTextMeasurer()
        #expect(drawn[1].baselineOrigin.x - drawn[0].baselineOrigin.x == measurer.measure("a", font: .body).width + Fixed(5))
        #expect(drawn[3].baselineOrigin.x - drawn[2].baselineOrigin.x == measurer.measure("c", font: .body).width + Fixed(3))
    }

    @Test func theSwiftUIScopeIsReachableByName() {
        var string = AttributedString("x")
        string[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .blue
        #expect(string.foregroundColor == .blue)
        let container = AttributeContainer().foregroundColor(.red)
        string.mergeAttributes(container)
        #expect(string.runs.first?.foregroundColor == .red)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
    }
}
