import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Where shapes take touches: a filled shape in its whole frame, a stroked one only on its
/// line, so touches inside a ring or an outline reach the views under it.
@MainActor
@Suite struct ShapeTests {
    /// A tappable square under a shape; counts the taps that reach it.
    final class Taps { var under = 0 }

    func host<Top: View>(_ top: Top, taps: Taps) -> ViewHost {
        let host = ViewHost(rootView: ZStack {
            Color.blue.onTapGesture { taps.under += 1 }
            top
        }.frame(width: 100, height: 100), width: 100, height: 100)
        host.update()
        return host
    }

    /// Taps at (x, y); true when the tap reached the square under the shape.
    func reachesUnder(_ host: ViewHost, _ taps: Taps, _ x: Double, _ y: Double) -> Bool {
        let before = taps.under
        let point = FixedPoint(x: Fixed(x), y: Fixed(y))
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: 1.05)))
        return taps.under > before
    }

    @Test func aStrokedRingTakesTouchesOnlyOnItsLine() {
        let taps = Taps()
        // A circle of radius 50 about (50, 50), its line 6 px wide from radius 47 to 53.
        let host = host(Circle().stroke(Color.red, lineWidth: 6), taps: taps)
        #expect(reachesUnder(host, taps, 50, 50), "the middle of the ring")
        #expect(reachesUnder(host, taps, 50, 10), "inside the ring, off its line")
        #expect(reachesUnder(host, taps, 3, 3), "the frame's corner, outside the circle")
        #expect(!reachesUnder(host, taps, 50, 1), "on the line at the top")
        #expect(!reachesUnder(host, taps, 98, 50), "on the line at the right")
        // At 45°, the line runs from 50 − 47/√2 ≈ 16.8 to 50 − 53/√2 ≈ 12.5 px.
        #expect(!reachesUnder(host, taps, 15, 15), "on the line along the diagonal")
        #expect(reachesUnder(host, taps, 18, 18), "just inside the line along the diagonal")
    }

    @Test func aStrokeTakesTouchesOnItsLineBeyondItsFrame() {
        // A ring in a 40 px frame about (50, 50), its line 20 px wide from radius 10 to 30:
        // the outer half of the line lies outside the frame.
        final class Rings { var taps = 0 }
        let rings = Rings()
        let host = ViewHost(rootView: ZStack {
            Circle().stroke(Color.red, lineWidth: 20).frame(width: 40, height: 40).onTapGesture { rings.taps += 1 }
        }.frame(width: 100, height: 100), width: 100, height: 100)
        host.update()
        func tap(_ x: Double, _ y: Double, at seconds: Double) {
            let point = FixedPoint(x: Fixed(x), y: Fixed(y))
            host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
            host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        }
        tap(50, 22, at: 1)
        #expect(rings.taps == 1, "on the line, 8 px above the frame")
        tap(50, 15, at: 2)
        #expect(rings.taps == 1, "beyond the line")
    }

    @Test func aStrokeBorderTakesTouchesOnItsBandInsideTheFrame() {
        let taps = Taps()
        let host = host(RoundedRectangle(cornerRadius: 20).strokeBorder(Color.red, lineWidth: 4), taps: taps)
        #expect(!reachesUnder(host, taps, 50, 1))
        #expect(!reachesUnder(host, taps, 50, 3.5))
        #expect(reachesUnder(host, taps, 50, 4.5), "just inside the band")
        #expect(reachesUnder(host, taps, 50, 50))
        #expect(reachesUnder(host, taps, 1, 1), "cut off by the rounded corner")
        #expect(!reachesUnder(host, taps, 7, 7), "on the band in the corner")
    }

    @Test func aBorderLeavesTheViewInsideItTappable() {
        let taps = Taps()
        let host = ViewHost(rootView: Color.blue.onTapGesture { taps.under += 1 }.border(Color.red, width: 3)
            .frame(width: 100, height: 100), width: 100, height: 100)
        host.update()
        #expect(reachesUnder(host, taps, 50, 50))
        #expect(!reachesUnder(host, taps, 50, 1))
    }

    @Test func aFilledShapeStillTakesTouchesInItsWholeFrame() {
        let taps = Taps()
        let host = host(Circle().fill(Color.red), taps: taps)
        #expect(!reachesUnder(host, taps, 50, 50))
        #expect(!reachesUnder(host, taps, 3, 3))
    }

    @Test func aClearStrokeTakesNoTouches() {
        let taps = Taps()
        let host = host(Circle().stroke(Color.clear, lineWidth: 6), taps: taps)
        #expect(reachesUnder(host, taps, 50, 1))
    }
}
