import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct BezierTimingCurveTests {
    /// Floating-point reference: solve x(t) = u by bisection in Double, return y(t).
    func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ u: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if b(x1, x2, mid) < u { low = mid } else { high = mid }
        }
        return b(y1, y2, (low + high) / 2)
    }

    @Test(arguments: [(0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0), (0.0, 0.0, 1.0, 1.0), (0.25, 0.1, 0.25, 1.0), (0.68, -0.55, 0.265, 1.55)])
    func withinOne256thOfTheExactCurveAtEveryFrame(x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve = BezierTimingCurve(x1: x1, y1: y1, x2: x2, y2: y2)
        let duration: Int64 = 350_000_000
        var worst = 0.0
        // Every 60 Hz frame of a 0.35 s animation, and a fine sweep.
        for frame in 0...21 {
            let elapsed = Int64(frame) * 16_666_667
            let u = Double(min(elapsed, duration)) / Double(duration)
            let value = Double(curve.value(elapsed: elapsed, duration: duration)) / Double(BezierTimingCurve.one)
            worst = max(worst, abs(value - reference(x1, y1, x2, y2, u)))
        }
        for i in 0...1000 {
            let u = Double(i) / 1000
            let value = Double(curve.value(atQ24: Int64(u * Double(BezierTimingCurve.one)))) / Double(BezierTimingCurve.one)
            worst = max(worst, abs(value - reference(x1, y1, x2, y2, u)))
        }
        #expect(worst <= 1.0 / 256, "worst error \(worst)")
        #expect(worst <= 1.0 / 4096, "worst error \(worst): the solver should be far better than required")
    }

    @Test func endsAreExact() {
        #expect(BezierTimingCurve.easeInOut.value(atQ24: 0) == 0)
        #expect(BezierTimingCurve.easeInOut.value(atQ24: BezierTimingCurve.one) == BezierTimingCurve.one)
        #expect(BezierTimingCurve.easeIn.value(elapsed: -5, duration: 100) == 0)
        #expect(BezierTimingCurve.easeIn.value(elapsed: 500, duration: 100) == BezierTimingCurve.one)
    }
}
