import Testing
@testable import PanelBase
@testable import PanelUI

/// Where the caret stands in right-to-left text on screen, a vertical field growing with
/// its lines within its line limits, and a text editor scrolling to its caret.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextFieldLinesTests {
    let fonts: FontSet

    init() throws { fonts = try InternationalFonts.fontSet() }

    @Test func theCaretInHebrewStandsAndMovesAsTheTextIsDrawn() throws {
        let word = "שלום"
        let host = ViewHost(rootView: ProbeField(edited: EditedText(word)), width: 400, height: 200, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        let origin = try #require(host.origin(of: word))
        let stops = fonts.caretStops(word, font: .body, rightToLeft: false)
        // Frames stand on whole pixels: the caret is within one of its place.
        func caretIsAt(_ x: Int) -> Bool { host.caretRect.map { abs(($0.minX - origin.x).raw - x) <= 64 } ?? false }
        // After the last letter: the word's left end on screen.
        #expect(caretIsAt(0))
        // Right goes back through the text: before the last letter, right of it.
        keys.tap(KeyTyping.right)
        #expect(stops.caretX(at: 3) > 64)
        #expect(caretIsAt(stops.caretX(at: 3)))
        keys.tap(KeyTyping.home)
        #expect(caretIsAt(stops.width))
        // Left from the start goes on into the word.
        keys.tap(KeyTyping.left)
        #expect(caretIsAt(stops.caretX(at: 1)))
        #expect(stops.caretX(at: 1) < stops.width - 64)
    }

    private struct Notes: View {
        let edited: EditedText
        let limit: ClosedRange<Int>
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Notes", text: edited.binding, axis: .vertical).lineLimit(limit)
                Spacer()
            }
        }
    }

    /// The height of the field (the text's view is its only child drawn here, so the
    /// field's frame is read from the focus system's node).
    private func fieldHeight(_ host: ViewHost) throws -> Fixed {
        try #require(host.graph.focusIfMade?.focused).screenFrame.height
    }

    @Test func aVerticalFieldGrowsWithItsLinesWithinItsLimits() throws {
        let edited = EditedText("one")
        let host = ViewHost(rootView: Notes(edited: edited, limit: 2...3), width: 400, height: 300, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        let line = fonts.measure(" ", font: .body).lineHeight
        // One line of text, two reserved by the lower limit.
        #expect(try fieldHeight(host) == line * 2)
        keys.tap(KeyTyping.enter)
        keys.type("two")
        keys.tap(KeyTyping.enter)
        keys.type("three")
        #expect(edited.text == "one\ntwo\nthree")
        #expect(try fieldHeight(host) == line * 3)
        // A fourth line: the field stays at three and scrolls, the caret in sight.
        keys.tap(KeyTyping.enter)
        keys.type("four")
        let frame = try #require(host.graph.focusIfMade?.focused).screenFrame
        #expect(frame.height == line * 3)
        let caret = try #require(host.caretRect)
        #expect(caret.minY >= frame.minY && caret.maxY <= frame.maxY + Fixed(1))
        // Up moves the caret a line up, at the same place along it.
        keys.tap(KeyTyping.up)
        keys.type("x")
        #expect(edited.text == "one\ntwo\nthrexe\nfour" || edited.text == "one\ntwo\nthreex\nfour")
    }

    @Test func aTextEditorScrollsToKeepItsCaretInSight() throws {
        let lines = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let edited = EditedText(lines)
        let view = VStack { TextEditor(text: edited.binding).frame(height: 100); Spacer() }
        let host = ViewHost(rootView: view, width: 400, height: 300, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        // The caret at the end, on line 12: the lines moved up to show it.
        let frame = try #require(host.graph.focusIfMade?.focused).screenFrame
        let caret = try #require(host.caretRect)
        #expect(caret.minY >= frame.minY && caret.maxY <= frame.maxY)
        let last = try #require(host.origin(of: "line 12"))
        #expect(last.y > frame.minY && last.y < frame.maxY)
        // Return starts a line in an editor.
        keys.tap(KeyTyping.enter)
        keys.type("end")
        #expect(edited.text == lines + "\nend")
    }
}
