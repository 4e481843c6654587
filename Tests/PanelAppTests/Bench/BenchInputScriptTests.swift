import Testing
import Panel
@testable import PanelKiosk

@Suite struct BenchInputScriptTests {
    @Test func sceneTouchesBecomeAScriptWithExactWaits() throws {
        var builder = BenchInputBuilder()
        let start = MonotonicTime(nanoseconds: 1_000_000_000)
        builder.press(FixedPoint(x: Fixed(raw: 6401), y: Fixed(100)), at: start + 16_666_667, duration: 50_000_000)
        let text = try BenchInputScript.text(for: builder.events, start: start)
        #expect(text == "wait 0.016666667\ndown 0 100.015625 100.000000\nwait 0.050000000\nup 0\n")
    }

    @Test func scriptedSourcePlaysThemBackThroughTheRotation() throws {
        // A screen turned 90°: the touches go out as physical evdev coordinates and come
        // back as the same logical points at the same times.
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .clockwise90)
        var builder = BenchInputBuilder()
        let start = MonotonicTime(nanoseconds: 5_000_000)
        builder.swipe(from: FixedPoint(x: Fixed(40), y: Fixed(300)), to: FixedPoint(x: Fixed(200), y: Fixed(300)),
                      at: start + 10_000_000, steps: 4, stepInterval: 16_000_000)
        let source = try BenchInputScript.source(for: builder.events, transform: transform, start: start)
        var played: [PointerEvent] = []
        while let due = source.nextDeadline { played += source.eventsDue(at: due).pointerEvents }
        let sent = builder.events.pointerEvents
        #expect(played.map(\.phase) == sent.map(\.phase))
        #expect(played.map(\.timestamp) == sent.map(\.timestamp))
        for (a, b) in zip(played, sent) {
            // The device's resolution may round a point by under a pixel.
            #expect(abs(a.location.x.raw - b.location.x.raw) < 64 && abs(a.location.y.raw - b.location.y.raw) < 64)
        }
    }

    @Test func tooManyFingersAreRefusedByName() {
        let events = (0..<11).map { InputEvent.pointer(PointerEvent(pointer: $0, phase: .began, location: .zero, timestamp: .zero)) }
        #expect(throws: BenchSceneError.self) { try BenchInputScript.text(for: events, start: .zero) }
    }

    @Test func keysBecomeKeydownAndKeyupAtTheirTimesAndComeBackAsKeyEvents() throws {
        var builder = BenchInputBuilder()
        let start = MonotonicTime(nanoseconds: 2_000_000_000)
        // Shift held around a key, the way a capital is typed; then a key alone.
        builder.keyDown(42, at: start + 10_000_000)
        builder.key(20, at: start + 35_000_000, duration: 40_000_000)
        builder.keyUp(42, at: start + 85_000_000)
        builder.key(35, at: start + 120_000_000, duration: 40_000_000)
        let text = try BenchInputScript.text(for: builder.events, start: start)
        #expect(text == """
            wait 0.010000000
            keydown 42
            wait 0.025000000
            keydown 20
            wait 0.040000000
            keyup 20
            wait 0.010000000
            keyup 42
            wait 0.035000000
            keydown 35
            wait 0.040000000
            keyup 35

            """)
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .none)
        let source = try BenchInputScript.source(for: builder.events, transform: transform, start: start)
        var played: [KeyEvent] = []
        while let due = source.nextDeadline { played += source.eventsDue(at: due).keyEvents }
        #expect(played == builder.events.keyEvents)
        // A code under 10 is not read as a digit's key (KEY_1 is code 2).
        #expect(BenchInputScript.code(2) == "02")
        let digits = try BenchInputScript.source(for: [.key(KeyEvent(code: 2, state: .pressed, timestamp: start))],
                                                 transform: transform, start: start)
        // (The key still held at the end is released.)
        #expect(digits.playToEnd().keyEvents.map(\.code) == [2, 2])
    }

    @Test func touchesAndKeysAtTheSameTimeKeepTheSceneOrder() throws {
        var builder = BenchInputBuilder()
        let start = MonotonicTime.zero
        builder.keyDown(42, at: start + 1_000_000)
        builder.press(FixedPoint(x: Fixed(10), y: Fixed(20)), at: start + 1_000_000, duration: 1_000_000)
        builder.keyUp(42, at: start + 1_000_000)
        let text = try BenchInputScript.text(for: builder.events, start: start)
        #expect(text == "wait 0.001000000\nkeydown 42\ndown 0 10.000000 20.000000\nkeyup 42\nwait 0.001000000\nup 0\n")
        #expect(throws: BenchSceneError.self) {
            try BenchInputScript.text(for: [.axis(AxisEvent(axis: .dial, value: 1, timestamp: .zero))], start: .zero)
        }
    }
}
