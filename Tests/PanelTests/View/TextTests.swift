import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
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

    @Test func atNoWidthEveryWordTakesALine() throws {
        let measurer = ApproximateTextMeasurer(advance: 0.5)
        let host = ViewHost(rootView: Text("a bb ccc\nd e").frame(width: 0), width: 400, height: 300,
                            textMeasurer: measurer)
        host.update()
        // Offered no width, it answers its widest word's width and a line per word...
        let frame = try #require(host.frames(ofText: "a bb ccc\nd e").first)
        let widest = measurer.measure("ccc", font: .body)
        #expect(frame.size == FixedSize(width: widest.width, height: widest.lineHeight * 5))
        // ... and placed in that width, "d e" fits on one line.
        #expect(host.displayList.texts.map(\.string) == ["a", "bb", "ccc", "d e"])
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

@MainActor
@Suite struct ShapeAndFontModifierTests {
    @Test func borderStrokesInsideTheFrame() throws {
        let host = ViewHost(rootView: Color.white.frame(width: 40, height: 20).border(Color.red, width: 4), width: 100, height: 100)
        host.update()
        let stroke = host.displayList.entries.compactMap { entry -> (FixedRect, Fixed)? in
            if case .stroke(_, let rect, _, let width) = entry.item { return (rect, width) } else { return nil }
        }
        #expect(stroke.count == 1)
        #expect(stroke.first?.0 == FixedRect(x: 32, y: 42, width: 36, height: 16))
        #expect(stroke.first?.1 == Fixed(4))
    }

    @Test func boldAndWeightReachText() {
        let host = ViewHost(rootView: VStack {
            Text("a").bold()
            Text("b").fontWeight(.medium)
            Text("c").font(.title).bold()
        }, width: 100, height: 100)
        host.update()
        #expect(host.displayList.texts.map(\.weight) == [700, 500, 700])
        #expect(host.displayList.texts[2].fontSize == Fixed(28))
    }
}
