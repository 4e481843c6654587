import Testing
@testable import PanelBase
@testable import PanelUI

/// The selection's handles: drawn under its ends after a double tap, dragged by a finger
/// to move an end, on the side the text is drawn in right-to-left text, and scrolling a
/// long text when dragged past the field's edge.
@MainActor
@Suite(.enabled(if: (try? KeyboardLayout(layout: "us")) != nil && InternationalFonts.missing.isEmpty))
struct TextSelectionHandleTests {
    let fonts: FontSet

    init() throws { fonts = try InternationalFonts.fontSet() }

    private func host(_ edited: EditedText, width: CGFloat = 200) -> ViewHost {
        let host = ViewHost(rootView: ProbeField(edited: edited, width: width), width: 400, height: 200, textMeasurer: fonts)
        host.hasHardwareKeyboard = true
        host.update()
        return host
    }

    private func point(before index: Int, of text: String, in host: ViewHost) throws -> FixedPoint {
        let origin = try #require(host.origin(of: text))
        let x = fonts.caretStops(text, font: .body, rightToLeft: false).caretX(at: index)
        return FixedPoint(x: origin.x + Fixed(raw: x), y: origin.y - Fixed(5))
    }

    private func centre(_ rect: FixedRect) -> FixedPoint { FixedPoint(x: rect.midX, y: rect.minY + rect.height / 2) }

    @Test func aDoubleTapDrawsTwoHandlesThatDragTheSelectionsEnds() throws {
        let text = "warm white light"
        let edited = EditedText(text)
        let host = host(edited, width: 300)
        var keys = KeyTyping(host)
        let onWhite = try point(before: 7, of: text, in: host)
        keys.tap(at: onWhite)
        keys.tap(at: onWhite)
        let knobs = host.handleKnobs
        try #require(knobs.count == 2)
        // Under the ends of "white".
        let origin = try #require(host.origin(of: text))
        let stops = fonts.caretStops(text, font: .body, rightToLeft: false)
        #expect(abs((knobs[0].midX - origin.x).raw - stops.caretX(at: 5)) <= 64)
        #expect(abs((knobs[1].midX - origin.x).raw - stops.caretX(at: 10)) <= 64)
        #expect(knobs[0].minY > origin.y)
        // The right handle dragged to the end of "light": "white light" selected.
        let end = try point(before: 16, of: text, in: host)
        keys.touch([centre(knobs[1]), FixedPoint(x: (knobs[1].midX + end.x) / 2, y: knobs[1].midY), FixedPoint(x: end.x, y: knobs[1].midY)])
        #expect(host.handleKnobs.count == 2)
        // The left handle dragged past the right one stops a character short of it.
        let left = host.handleKnobs[0]
        keys.touch([centre(left), FixedPoint(x: left.midX + Fixed(20), y: left.midY), FixedPoint(x: end.x + Fixed(30), y: left.midY)])
        keys.type("x")
        #expect(edited.text == "warm white lighx")
    }

    @Test func aHandleDragSelectsFromTheWordToWhereItIsLetGo() throws {
        let text = "warm white light"
        let edited = EditedText(text)
        let host = host(edited, width: 300)
        var keys = KeyTyping(host)
        let onWhite = try point(before: 7, of: text, in: host)
        keys.tap(at: onWhite)
        keys.tap(at: onWhite)
        let knob = try #require(host.handleKnobs.last)
        let end = try point(before: 16, of: text, in: host)
        // Held by the knob's lower half, which hangs below the field's frame.
        let field = try #require(host.graph.focusIfMade?.focused).screenFrame
        let grip = FixedPoint(x: knob.midX, y: knob.maxY - Fixed(2))
        #expect(grip.y > field.maxY)
        keys.touch([grip, FixedPoint(x: (knob.midX + end.x) / 2, y: grip.y), FixedPoint(x: end.x, y: grip.y)])
        // Let go: the menu is back.
        #expect(host.editMenuTitles.contains("Copy"))
        keys.type("x")
        #expect(edited.text == "warm x")
    }

    @Test func inHebrewTheFirstCharactersHandleIsOnTheRight() throws {
        // Two words: the first (logically) drawn on the right.
        let text = "שלום עולם"
        let edited = EditedText(text)
        let host = host(edited, width: 300)
        var keys = KeyTyping(host)
        let stops = fonts.caretStops(text, font: .body, rightToLeft: false)
        #expect(stops.caretX(at: 0) > stops.caretX(at: 4))
        let onFirst = try point(before: 2, of: text, in: host)
        keys.tap(at: onFirst)
        keys.tap(at: onFirst)
        let knobs = host.handleKnobs
        try #require(knobs.count == 2)
        let origin = try #require(host.origin(of: text))
        // Right: the selection's start (before "ש"); left: its end (after "ם").
        #expect(abs((knobs[1].midX - origin.x).raw - stops.caretX(at: 0)) <= 64)
        #expect(abs((knobs[0].midX - origin.x).raw - stops.caretX(at: 4)) <= 64)
        // The left handle dragged to the text's left end takes the second word in.
        keys.touch([centre(knobs[0]), FixedPoint(x: knobs[0].midX - Fixed(10), y: knobs[0].midY),
                    FixedPoint(x: origin.x, y: knobs[0].midY)])
        keys.type("x")
        #expect(edited.text == "x")
    }

    @Test func aHandleDraggedPastTheFieldsEdgeScrollsTheText() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let edited = EditedText(text)
        let host = host(edited, width: 160)
        var keys = KeyTyping(host)
        let before = try #require(host.origin(of: text))
        let onOne = try point(before: 1, of: text, in: host)
        keys.tap(at: onOne)
        keys.tap(at: onOne)
        let knob = try #require(host.handleKnobs.last)
        let field = try #require(host.graph.focusIfMade?.focused).screenFrame
        // Held past the right edge, moving on a little each time: the text slides left.
        var path = [centre(knob)]
        for step in 1...8 { path.append(FixedPoint(x: field.maxX + Fixed(10 * step), y: knob.midY)) }
        keys.touch(path)
        let after = try #require(host.origin(of: text))
        #expect(after.x < before.x - Fixed(40))
        // The selection's end stays under the finger's line: the right knob inside the field.
        let knobs = host.handleKnobs
        #expect(knobs.count == 2 && knobs[1].midX <= field.maxX)
        keys.type("x")
        #expect(edited.text.hasPrefix("x") && edited.text.count < text.count - 20)
    }

    @Test func aHandleHeldStillPastTheEdgeKeepsScrolling() throws {
        let text = "one two three four five six seven eight nine ten eleven twelve"
        let edited = EditedText(text)
        let host = host(edited, width: 160)
        var keys = KeyTyping(host)
        let onOne = try point(before: 1, of: text, in: host)
        keys.tap(at: onOne)
        keys.tap(at: onOne)
        let knob = try #require(host.handleKnobs.last)
        let field = try #require(host.graph.focusIfMade?.focused).screenFrame
        let past = FixedPoint(x: field.maxX + Fixed(12), y: knob.midY)
        keys.advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .began, location: FixedPoint(x: knob.midX, y: knob.midY), timestamp: keys.time))
        keys.advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .moved, location: past, timestamp: keys.time))
        host.update(at: keys.time)
        let first = try #require(host.origin(of: text)).x
        // The finger rests: every 50 ms the end moves on and the text slides further.
        var origins: [Fixed] = []
        for _ in 0..<6 {
            keys.wait(50_000_000)
            origins.append(try #require(host.origin(of: text)).x)
        }
        #expect(origins.last! < first - Fixed(20))
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $0.1 <= $0.0 })
        keys.advance(5_000_000)
        host.send(PointerEvent(pointer: 1, phase: .ended, location: past, timestamp: keys.time))
        host.update(at: keys.time)
        // Let go: nothing moves any more, and the field wakes for nothing but its caret.
        let resting = try #require(host.origin(of: text)).x
        keys.wait(200_000_000)
        #expect(try #require(host.origin(of: text)).x == resting)
    }
}
