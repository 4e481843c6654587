import Testing
@testable import PanelBase
@testable import PanelUI

/// Where an editor's and a vertical field's lines wrap: after spaces, and where the line
/// breaking rules allow inside a run without spaces (Chinese), never before closing
/// punctuation; the handles' places at a wrap.
@Suite struct TextWrappingTests {
    /// Every character 10 px wide (640 in 1/64 px).
    private func layout(_ text: String, charactersPerLine: Int) -> TextEditingLayout {
        TextEditingLayout(shown: text, lineHeight: 1000, wrapWidth: charactersPerLine * 640) {
            TextCaretStops(uniformAdvance: 640, count: $0.count)
        }
    }

    @Test func chineseWrapsBetweenCharactersButNotBeforeAFullStop() {
        // Four fit; "界" cannot end a line before "。", so the line ends after "世".
        let wrapped = layout("你好世界。再见", charactersPerLine: 4)
        #expect(wrapped.lines.map(\.text) == ["你好世", "界。再见"])
        #expect(wrapped.lines.map(\.endsParagraph) == [false, true])
    }

    @Test func breakOpportunitiesAreAfterSpacesAndBetweenChineseCharacters() {
        let breaks = TextEditingLayout.breakOpportunities(in: Array("ab cd 你好"))
        #expect(breaks == [false, false, false, true, false, false, true, true, false])
        // Latin words stay whole: no break inside "well-lit".
        #expect(!TextEditingLayout.breakOpportunities(in: Array("well-lit")).contains(true))
    }

    @Test func aWordLongerThanTheLineIsCutWhereTheLineEnds() {
        let wrapped = layout("abcdefghijklmnop", charactersPerLine: 6)
        #expect(wrapped.lines.map(\.text) == ["abcdef", "ghijkl", "mnop"])
    }

    @Test func aSelectionEndingAtAWrapHasItsHandleAtTheLineAbovesEnd() {
        let wrapped = layout("light the garden", charactersPerLine: 10)
        #expect(wrapped.lines.map(\.text) == ["light the ", "garden"])
        let handles = SelectionHandles(selection: 6..<10, layout: wrapped, scrollX: 0, scrollY: 0)
        #expect(handles.handles.map(\.x) == [6 * 640, 10 * 640])
        #expect(handles.handles.map(\.top) == [0, 0])
        // Scrolled, the handles move with the text.
        let scrolled = SelectionHandles(selection: 6..<12, layout: wrapped, scrollX: 100, scrollY: 50)
        #expect(scrolled.handles[1].x == 2 * 640 - 100 && scrolled.handles[1].top == 1000 - 50)
        // A touch on a knob grabs that handle; one far from both grabs none.
        let knob = FixedPoint(x: Fixed(raw: 10 * 640), y: Fixed(raw: 1000) + Fixed(6))
        #expect(handles.handle(at: knob)?.end == .upper)
        #expect(handles.handle(at: FixedPoint(x: Fixed(raw: 6 * 640 + 200), y: Fixed(raw: 500)))?.end == .lower)
        #expect(handles.handle(at: FixedPoint(x: Fixed(30), y: Fixed(raw: 500))) == nil)
    }

    @Test func theEditMenuStaysOnScreenAndGoesBelowWithoutRoomAbove() {
        let measurer = ApproximateTextMeasurer()
        let screen = FixedSize(width: Fixed(480), height: Fixed(272))
        let commands: [TextEditCommand] = [.cut, .copy, .paste, .selectAll]
        // Over a selection near the left edge: pushed right to stay 4 px in.
        let left = TextEditMenu(commands: commands, anchor: (x: 0, top: 2000, bottom: 3000), origin: FixedPoint(x: Fixed(10), y: Fixed(100)),
                                screen: screen, measurer: measurer)
        #expect(left.frame.minX == Fixed(-6))
        // On whole pixels.
        #expect(abs((left.frame.maxY - Fixed(raw: 2000) + TextEditMenu.gap).raw) <= 32)
        #expect(left.items.map(\.command) == commands)
        #expect(left.command(at: FixedPoint(x: left.items[1].rect.midX, y: left.items[1].rect.midY)) == .copy)
        // At the top of the screen: under the selection and its handles.
        let top = TextEditMenu(commands: [.paste], anchor: (x: 6400, top: 0, bottom: 1000), origin: FixedPoint(x: Fixed(100), y: Fixed(10)),
                               screen: screen, measurer: measurer)
        #expect(top.frame.minY >= Fixed(raw: 1000) + SelectionHandles.knob)
        #expect(abs(top.frame.midX.raw - 6400) <= 64)
    }

    @Test func linesAlignedRightMeasureTouchesAndCaretsFromTheirOwnStart() {
        var aligned = layout("ab\nabcd", charactersPerLine: 10)
        aligned.alignRight(to: 10 * 640)
        #expect(aligned.lines.map(\.x) == [8 * 640, 6 * 640])
        #expect(aligned.left == 6 * 640)
        #expect(aligned.caretPosition(at: 1) == (x: 9 * 640, y: 0))
        #expect(aligned.index(atX: 7 * 640, y: 1500) == 4)
        #expect(aligned.selectionRects(3..<5).map(\.x) == [6 * 640])
        // Down from after "a" keeps the place on screen, not the column.
        #expect(aligned.index(verticallyFrom: 1, down: true) == 6)
        // A text wider than the edge ends at its widest line.
        var wide = layout("abc\nabcdef", charactersPerLine: 10)
        wide.alignRight(to: 4 * 640)
        #expect(wide.lines.map(\.x) == [3 * 640, 0])
    }
}
