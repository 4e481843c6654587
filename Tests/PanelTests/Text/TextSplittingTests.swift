import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct TextSplittingTests {
    /// What splitting by Character gives: the behaviour the byte path must keep.
    static func byCharacter(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        }
    }

    static let texts = [
        "", " ", "\n", "Tapped 3 ×", "Not tapped yet", "  two  spaces ", "a\nb c\n\nd ",
        "naïve café", "ÿ ŷ ǅ ʰ˿", // every scalar below U+0300: cut by bytes
        "e\u{301} x", "a \u{301}b", // a combining mark after a space joins the space
        "one\r\ntwo", "cr\r only", "x\u{200D} y", "🙂 👍🏽 ok", "日本 語",
    ]

    @Test(arguments: texts)
    func cutsAsCharactersWould(text: String) {
        let split = TextSplitting(text)
        #expect(split.paragraphs.map(\.words) == Self.byCharacter(text))
        #expect(split.paragraphs.map(\.text) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    @Test func aSpaceFollowedByACombiningMarkIsNoPlaceToBreak() {
        // " \u{301}" is one Character: the text has one word.
        #expect(TextSplitting("a \u{301}b").paragraphs.map(\.words) == [["a \u{301}b"]])
    }

    @Test func carriageReturnAndLineFeedAreOneCharacterNotABreak() {
        #expect(TextSplitting("one\r\ntwo").paragraphs.count == 1)
        #expect(TextSplitting("one\ntwo").paragraphs.count == 2)
    }
}
