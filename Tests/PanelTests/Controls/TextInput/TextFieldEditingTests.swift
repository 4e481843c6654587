import Testing
@testable import PanelBase
@testable import PanelUI

/// Editing a field as a person does: touches place and drag the caret, a double tap
/// selects a word, Shift and the arrows select, typing replaces the selection, Ctrl+A
/// selects everything, a long text scrolls inside its field, and Ctrl+Z takes back bursts.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextFieldEditingTests {
    let fonts: FontSet

    init() throws { fonts = try InternationalFonts.fontSet() }

    private func host(_ edited: EditedText, width: CGFloat = 200) -> ViewHost {
        let host = ViewHost(rootView: ProbeField(edited: edited, width: width), width: 400, height: 200, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        return host
    }

    /// The point on the baseline's middle line where the caret before `index` of the shown
    /// `text` stands.
    private func point(before index: Int, of text: String, in host: ViewHost, nudge: Int = 0) throws -> FixedPoint {
        let origin = try #require(host.origin(of: text))
        let x = fonts.caretStops(text, font: .body, rightToLeft: false).caretX(at: index)
        return FixedPoint(x: origin.x + Fixed(raw: x + nudge), y: origin.y - Fixed(5))
    }

    @Test func aTapPlacesTheCaretBetweenTheCharactersItLandsOn() throws {
        let edited = EditedText("kitchen")
        let host = host(edited)
        var keys = KeyTyping(host)
        // Just left of the boundary after "kit": nearest to it, not to "ki" or "kitc".
        keys.tap(at: try point(before: 3, of: "kitchen", in: host, nudge: -40))
        keys.type("x")
        #expect(edited.text == "kitxchen")
        // The caret stands after the x, drawn there.
        let caret = try #require(host.caretRect)
        let expected = try point(before: 4, of: "kitxchen", in: host)
        #expect(abs((caret.minX - expected.x).raw) <= 64)
    }

    @Test func aDragMovesTheCaretWithTheFinger() throws {
        let edited = EditedText("kitchen")
        let host = host(edited)
        var keys = KeyTyping(host)
        let start = try point(before: 1, of: "kitchen", in: host)
        let end = try point(before: 5, of: "kitchen", in: host)
        let middle = FixedPoint(x: (start.x + end.x) / 2, y: start.y)
        keys.touch([start, middle, end])
        keys.type("x")
        #expect(edited.text == "kitchxen")
    }

    @Test func aDoubleTapSelectsTheWordAndTypingReplacesIt() throws {
        let edited = EditedText("living room")
        let host = host(edited)
        var keys = KeyTyping(host)
        let onRoom = try point(before: 9, of: "living room", in: host)
        keys.tap(at: onRoom)
        keys.tap(at: onRoom)
        // The word drawn selected: one see-through fill as wide as "room".
        let selection = try #require(host.selectionRects.first)
        let stops = fonts.caretStops("living room", font: .body, rightToLeft: false)
        #expect(abs(selection.width.raw - (stops.caretX(at: 11) - stops.caretX(at: 7))) <= 64)
        #expect(host.caretRect == nil)
        keys.type("hall")
        #expect(edited.text == "living hall")
        #expect(host.selectionRects.isEmpty)
    }

    @Test func shiftAndArrowsSelectAndBackspaceDeletesTheSelection() throws {
        let edited = EditedText("garden lights")
        let host = host(edited)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.end)
        for _ in 0..<7 { keys.chord([KeyTyping.leftShift], KeyTyping.left) }
        #expect(host.selectionRects.count == 1)
        keys.tap(KeyTyping.backspace)
        #expect(edited.text == "garden")
        // Left with a selection collapses it to its start; Ctrl+A selects everything.
        keys.chord([KeyTyping.leftControl], KeyTyping.a)
        keys.type("x")
        #expect(edited.text == "x")
    }

    @Test func aLongTextScrollsToKeepTheCaretInsideTheField() throws {
        let long = "the quick brown fox jumps over the lazy dog and runs far away"
        let edited = EditedText(long)
        let host = host(edited, width: 160)
        var keys = KeyTyping(host)
        let unscrolled = try #require(host.origin(of: long))
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.end)
        // The field's content runs from 28 to 172 px: the caret is inside it, and the text
        // moved left by what it needed.
        let caret = try #require(host.caretRect)
        #expect(caret.minX >= Fixed(28) && caret.maxX <= Fixed(172))
        let scrolled = try #require(host.origin(of: long))
        #expect(scrolled.x < unscrolled.x)
        let width = fonts.caretStops(long, font: .body, rightToLeft: false).width
        #expect(caret.maxX - scrolled.x >= Fixed(raw: width))
        // Home goes back to the start: the text with it.
        keys.tap(KeyTyping.home)
        #expect(host.origin(of: long) == unscrolled)
        #expect(host.caretRect.map { $0.minX == unscrolled.x } == true)
    }

    @Test func undoTakesBackBurstsOfTypingAndRedoMakesThemAgain() throws {
        let edited = EditedText("")
        let host = host(edited)
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.type("lamp")
        keys.wait(2_000_000_000)
        keys.type("s on")
        #expect(edited.text == "lamps on")
        keys.chord([KeyTyping.leftControl], KeyTyping.z)
        #expect(edited.text == "lamp")
        keys.chord([KeyTyping.leftControl], KeyTyping.z)
        #expect(edited.text == "")
        keys.chord([KeyTyping.leftControl, KeyTyping.leftShift], KeyTyping.z)
        #expect(edited.text == "lamp")
        // Deleting is a step of its own.
        keys.chord([KeyTyping.leftControl, KeyTyping.leftShift], KeyTyping.z)
        keys.tap(KeyTyping.backspace)
        keys.tap(KeyTyping.backspace)
        #expect(edited.text == "lamps ")
        keys.chord([KeyTyping.leftControl], KeyTyping.z)
        #expect(edited.text == "lamps on")
    }

    @Test func theAppsSelectionBindingIsTheFieldsBothWays() throws {
        let edited = EditedText("warm white")
        let held = HeldSelection()
        let view = TextField("Light", text: edited.binding, selection: held.binding)
        let host = ViewHost(rootView: view, width: 300, height: 60, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        var keys = KeyTyping(host)
        keys.tap(KeyTyping.tab)
        keys.tap(KeyTyping.home)
        // The field writes where its caret is.
        #expect(held.selection == TextSelection(insertionPoint: edited.text.startIndex))
        // The app selects "white": typing replaces it.
        let text = edited.text
        held.selection = TextSelection(range: text.index(text.startIndex, offsetBy: 5)..<text.endIndex)
        keys.type("cold")
        #expect(edited.text == "warm cold")
        #expect(held.selection?.isInsertion == true)
    }
}
