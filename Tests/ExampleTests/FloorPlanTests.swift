import Foundation
import Testing
@testable import Panel
@testable import FloorPlan

/// The floor-plan example: two fingers zoom and turn the plan, one pans it, a tap selects
/// a room; its pixels at 800x480 before and after.
@MainActor
@Suite struct FloorPlanTests {
    final class Lines { var all: [String] = [] }

    private func host() throws -> (ViewHost, FontSet, Lines) {
        let fonts = try FontSet.loadDefault()
        let lines = Lines()
        let host = ViewHost(rootView: FloorPlanView(report: { lines.all.append($0) }), width: 800, height: 480, textMeasurer: fonts)
        host.update(at: MonotonicTime(seconds: 1))
        return (host, fonts, lines)
    }

    private func touch(_ host: ViewHost, _ phase: PointerEvent.Phase, _ x: Int, _ y: Int, at seconds: Double, finger: Int) {
        host.send(PointerEvent(pointer: finger, phase: phase, location: FixedPoint(x: Fixed(x), y: Fixed(y)),
                               timestamp: MonotonicTime(seconds: seconds)))
        host.update(at: MonotonicTime(seconds: seconds))
    }

    /// Two fingers 100 points apart about the centre spread to 200 and turn a quarter.
    private func pinchAndTurn(_ host: ViewHost, at start: Double) {
        touch(host, .began, 350, 240, at: start, finger: 1)
        touch(host, .began, 450, 240, at: start + 0.05, finger: 2)
        for step in 1...10 {
            // The second finger goes round the first, from 100 to 200 points away, a quarter turn.
            let angle = Double(step) / 10 * Double.pi / 2, radius = 100 + 10 * Double(step)
            touch(host, .moved, 350 + Int((radius * cos(angle)).rounded()), 240 + Int((radius * sin(angle)).rounded()),
                  at: start + 0.05 + Double(step) * 0.02, finger: 2)
        }
        touch(host, .ended, 350, 440, at: start + 0.3, finger: 2)
        touch(host, .ended, 350, 240, at: start + 0.35, finger: 1)
    }

    @Test func twoFingersZoomAndTurnThePlan() throws {
        let (host, fonts, lines) = try host()
        ExampleGolden.expect(ExampleGolden.render(host, fonts: fonts, background: .white), "floor-plan-800x480")
        pinchAndTurn(host, at: 2)
        #expect(lines.all.first == "zoom 2.00 turn 0° pan 0 0")
        #expect(lines.all.last == "zoom 2.00 turn 90° pan 0 0")
        ExampleGolden.expect(ExampleGolden.render(host, fonts: fonts, background: .white), "floor-plan-zoomed-turned-800x480")
    }

    @Test func oneFingerPansAndATapSelectsARoom() throws {
        let (host, _, lines) = try host()
        touch(host, .began, 400, 240, at: 2, finger: 1)
        touch(host, .moved, 450, 260, at: 2.1, finger: 1)
        touch(host, .ended, 460, 270, at: 2.2, finger: 1)
        #expect(lines.all == ["zoom 1.00 turn 0° pan 60 30"])
        // The plan (360 x 240, centred) now lies 60 right and 30 down: its Living room
        // (the top-left 200 x 140) spans 280...480 and 150...290 on screen.
        touch(host, .began, 300, 280, at: 3, finger: 1)
        touch(host, .ended, 300, 280, at: 3.05, finger: 1)
        #expect(lines.all.last == "selected Living")
    }
}
