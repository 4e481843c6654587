import Testing
@testable import PanelBase
@testable import PanelUI

/// Panel's inline markdown reader: which characters become which styled parts.
@MainActor
@Suite struct InlineMarkdownTests {
    private func parts(_ text: String, inserts: [InlineMarkdown.Insert] = []) -> [(String, [TextStyleChange])]? {
        InlineMarkdown.parts(of: text, inserts: inserts)?.map { ($0.content, $0.resolver?.styleChanges ?? []) }
    }

    @Test func plainTextHasNoParts() {
        #expect(parts("Just words, 3 * 4 = 12") == nil)
        #expect(parts("snake_case_name") == nil)
        #expect(parts("[not a link]") == nil)
        #expect(!InlineMarkdown.mayHoldMarkup("Plain text 42"))
        #expect(InlineMarkdown.mayHoldMarkup("a_b"))
    }

    @Test func emphasisStrongAndBoth() throws {
        let read = try #require(parts("a *b* __c__ ***d***"))
        #expect(read.map(\.0) == ["a ", "b", " ", "c", " ", "d"])
        #expect(read[1].1 == [.italic])
        #expect(read[3].1 == [.weight(.bold)])
        #expect(read[5].1 == [.weight(.bold), .italic])
    }

    @Test func codeSpansAreNotReadInside() throws {
        let read = try #require(parts("run `*x*` now"))
        #expect(read.map(\.0) == ["run ", "*x*", " now"])
        #expect(read[1].1 == [.design(.monospaced)])
    }

    @Test func linksCarryTheirDestination() throws {
        let read = try #require(parts("see [the **docs**](https://example.com/a) here"))
        #expect(read.map(\.0) == ["see ", "the ", "docs", " here"])
        #expect(read[1].1 == [.link("https://example.com/a")])
        #expect(read[2].1 == [.weight(.bold), .link("https://example.com/a")])
    }

    @Test func escapesAndUnclosedDelimitersShowAsWritten() throws {
        #expect(try #require(parts("\\*a\\*")).map(\.0) == ["*a*"])
        #expect(parts("*open only") == nil)
        #expect(parts("** spaced **") == nil)
    }

    @Test func interpolatedValuesAreNeverMarkup() throws {
        // "*x*" at offsets 6..<9 came from a value.
        let read = try #require(parts("**v** *x*", inserts: [InlineMarkdown.Insert(range: 6..<9, text: nil)]))
        #expect(read.map(\.0) == ["v", " *x*"])
        #expect(parts("Value *x*", inserts: [InlineMarkdown.Insert(range: 6..<9, text: nil)]) == nil)
    }

    @Test func strikethroughNeedsTwoTildes() throws {
        let read = try #require(parts("~~gone~~"))
        #expect(read.count == 1 && read[0].0 == "gone")
        #expect(parts("~one~") == nil)
    }
}
