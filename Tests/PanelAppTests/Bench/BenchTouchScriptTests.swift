import Testing
import Panel
@testable import PanelKiosk

@Suite struct BenchTouchScriptTests {
    @Test func sceneTouchesBecomeAScriptWithExactWaits() throws {
        var builder = TouchScriptBuilder()
        let start = MonotonicTime(nanoseconds: 1_000_000_000)
        builder.press(FixedPoint(x: Fixed(raw: 6401), y: Fixed(100)), at: start + 16_666_667, duration: 50_000_000)
        let text = try BenchTouchScript.text(for: builder.events, start: start)
        #expect(text == "wait 0.016666667\ndown 0 100.015625 100.000000\nwait 0.050000000\nup 0\n")
    }

    @Test func scriptedSourcePlaysThemBackThroughTheRotation() throws {
        // A screen turned 90°: the touches go out as physical evdev coordinates and come
        // back as the same logical points at the same times.
        let transform = ScreenTransform(physicalWidth: 800, physicalHeight: 480, rotation: .clockwise90)
        var builder = TouchScriptBuilder()
        let start = MonotonicTime(nanoseconds: 5_000_000)
        builder.swipe(from: FixedPoint(x: Fixed(40), y: Fixed(300)), to: FixedPoint(x: Fixed(200), y: Fixed(300)),
                      at: start + 10_000_000, steps: 4, stepInterval: 16_000_000)
        let source = try BenchTouchScript.source(for: builder.events, transform: transform, start: start)
        var played: [PointerEvent] = []
        while let due = source.nextDeadline { played += source.eventsDue(at: due).pointerEvents }
        #expect(played.map(\.phase) == builder.events.map(\.phase))
        #expect(played.map(\.timestamp) == builder.events.map(\.timestamp))
        for (a, b) in zip(played, builder.events) {
            // The device's resolution may round a point by under a pixel.
            #expect(abs(a.location.x.raw - b.location.x.raw) < 64 && abs(a.location.y.raw - b.location.y.raw) < 64)
        }
    }

    @Test func tooManyFingersAreRefusedByName() {
        let events = (0..<11).map { PointerEvent(pointer: $0, phase: .began, location: .zero, timestamp: .zero) }
        #expect(throws: BenchSceneError.self) { try BenchTouchScript.text(for: events, start: .zero) }
    }
}
