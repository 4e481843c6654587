import Testing
@testable import PanelBase
@testable import PanelUI

/// Selections in `TextEditingState`, the arrow keys' moves in `TextEditingLayout`, and
/// undo's bursts in `TextUndoHistory`.
@Suite struct TextSelectionEditingTests {
    @Test func typingReplacesTheSelectionAndBackspaceDeletesIt() {
        var state = TextEditingState(text: "warm white", caret: 10, anchor: 5)
        #expect(state.selection == 5..<10)
        state.insert("yellow")
        #expect(state.text == "warm yellow" && state.caret == 11 && !state.hasSelection)
        state.moveCaret(to: 0, extending: true)
        state.deleteBackward()
        #expect(state.text.isEmpty && state.caret == 0)
        // A selection of a whole emoji with its skin tone and a flag goes whole.
        var emoji = TextEditingState(text: "a👍🏽🇩🇪b", caret: 3, anchor: 1)
        emoji.deleteForward()
        #expect(emoji.text == "ab" && emoji.caret == 1)
    }

    @Test func arrowsWithoutShiftCollapseASelectionToItsEdge() {
        var state = TextEditingState(text: "garden", caret: 5, anchor: 2)
        state.moveCaret(by: -1)
        #expect(state.caret == 2 && !state.hasSelection)
        state = TextEditingState(text: "garden", caret: 2, anchor: 5)
        state.moveCaret(by: 1)
        #expect(state.caret == 5 && !state.hasSelection)
        state.moveCaret(by: -2, extending: true)
        #expect(state.selection == 3..<5)
        state.selectAll()
        #expect(state.selection == 0..<6)
    }

    @Test func aWordIsLettersDigitsAndMarksTogether() {
        var state = TextEditingState(text: "Zone 12 – café\u{301}s!")
        state.selectWord(at: 1)
        #expect(state.selection == 0..<4)
        state.selectWord(at: 6)
        #expect(state.selection == 5..<7)
        // At a word's end, that word; on a dash, the dash alone.
        state.selectWord(at: 4)
        #expect(state.selection == 0..<4)
        state.selectWord(at: 8)
        #expect(state.selection == 8..<9)
        state.selectWord(at: 12)
        #expect(state.selection == 10..<15)
    }

    @Test func layoutMovesAcrossLinesAndSelectsLineByLine() {
        // Uniform stops: each character 64 px wide (in 1/64 px: 4096).
        let layout = TextEditingLayout(shown: "abc\nde\n", lineHeight: 1000) { TextCaretStops(uniformAdvance: 4096, count: $0.count) }
        #expect(layout.lines.map(\.start) == [0, 4, 7])
        #expect(layout.caretPosition(at: 6) == (x: 2 * 4096, y: 1000))
        #expect(layout.index(atX: 3 * 4096, y: 1500) == 6)
        #expect(layout.index(atX: 100, y: 2500) == 7)
        // Down from after "c" lands after "e", the nearest place on the shorter line.
        #expect(layout.index(verticallyFrom: 3, down: true) == 6)
        #expect(layout.index(verticallyFrom: 1, down: false) == nil)
        // Right at a line's end goes to the next line's start.
        #expect(layout.index(visuallyFrom: 3, right: true) == 4)
        #expect(layout.index(visuallyFrom: 4, right: false) == 3)
        #expect(layout.lineBounds(of: 5) == 4..<6)
        // "c\nd": the c, a sliver for the line break, and the d.
        let rects = layout.selectionRects(2..<5)
        #expect(rects.count == 3)
        #expect(rects[0].x == 2 * 4096 && rects[0].width == 4096 && rects[2].y == 1000)
    }

    @Test func aLongLineWrapsAfterItsLastSpaceThatFits() {
        // Ten characters to a line: each 10 px, the line 100 px.
        let layout = TextEditingLayout(shown: "light the garden path\nabcdefghijkl", lineHeight: 1000, wrapWidth: 6400) {
            TextCaretStops(uniformAdvance: 640, count: $0.count)
        }
        #expect(layout.lines.map(\.text) == ["light the ", "garden ", "path", "abcdefghij", "kl"])
        #expect(layout.lines.map(\.start) == [0, 10, 17, 22, 32])
        #expect(layout.lines.map(\.endsParagraph) == [false, false, true, false, true])
        #expect(layout.drawnText == "light the \ngarden \npath\nabcdefghij\nkl")
        // The caret at a wrap stands at the next line's start; Left from there goes into
        // the line above.
        #expect(layout.caretPosition(at: 10) == (x: 0, y: 1000))
        #expect(layout.index(visuallyFrom: 10, right: false) == 9)
        // A selection across a wrap has no sliver for a line break.
        #expect(layout.selectionRects(8..<12).count == 2)
    }

    @Test func undoTakesBackABurstAtATime() {
        var history = TextUndoHistory()
        var state = TextEditingState(text: "")
        var time = MonotonicTime(seconds: 1)
        func type(_ text: String, gap: Int64 = 100_000_000) {
            for character in text {
                let before = state
                state.insert(String(character))
                time = time + gap
                history.record(.typing, before: before, after: state, at: time)
            }
        }
        type("on")
        time = time + 3_000_000_000
        type(" now")
        // Moving the caret ends a burst too.
        state.moveCaret(by: -4)
        type("!")
        #expect(state.text == "on! now")
        var undone = history.undo(from: state)
        #expect(undone?.text == "on now")
        undone = undone.flatMap { history.undo(from: $0) }
        #expect(undone?.text == "on")
        undone = undone.flatMap { history.undo(from: $0) }
        #expect(undone?.text == "")
        #expect(!history.canUndo)
        let redone = undone.flatMap { history.redo(from: $0) }
        #expect(redone?.text == "on")
        // A new edit forgets what could be redone.
        var edited = redone!
        let before = edited
        edited.deleteBackward()
        history.record(.deleting, before: before, after: edited, at: time + 5_000_000_000)
        #expect(!history.canRedo)
    }
}
