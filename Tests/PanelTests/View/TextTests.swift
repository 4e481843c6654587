import Testing
@testable import Panel

@MainActor
@Suite struct TextTests {
    @Test func textIsSizedByItsFontAndWrapsWhenNarrow() throws {
        let measurer = ApproximateTextMeasurer(advance: 0.5)
        let host = ViewHost(rootView: VStack {
            Text("ab cd")
            Text("ab cd").frame(width: 30)
        }, width: 400, height: 300, textMeasurer: measurer)
        host.update()
        let frames = host.frames(ofText: "ab cd")
        let line = measurer.measure("ab cd", font: .body)
        #expect(frames[0].size == FixedSize(width: line.width, height: line.lineHeight))
        // "ab" is 17 px wide, "ab cd" 42.5: two lines in 30 px.
        #expect(frames[1].height == line.lineHeight * 2)
        #expect(host.displayList.texts.map(\.string) == ["ab cd", "ab", "cd"])
        #expect(host.displayList.texts[0].fontSize == Fixed(17))
    }

    @Test func newlinesStartNewLines() throws {
        let measurer = ApproximateTextMeasurer(advance: 0.5)
        let host = ViewHost(rootView: Text("one\ntwo three"), width: 400, height: 300, textMeasurer: measurer)
        host.update()
        let line = measurer.measure("two three", font: .body)
        let frame = try #require(host.frames(ofText: "one\ntwo three").first)
        #expect(frame.size == FixedSize(width: line.width, height: line.lineHeight * 2))
        #expect(host.displayList.texts.map(\.string) == ["one", "two three"])
    }
}
