import Testing
@testable import PanelBase
@testable import PanelUI

/// `UnitCurve` against the curves' formulas, the animations it drives, and how animations
/// describe themselves.
@MainActor
@Suite struct UnitCurveTests {
    @Test func theCircularCurvesAreQuartersOfACircle() {
        // 1 − √(1 − 0.6²) = 0.2; √(0.4 · 1.6) = 0.8; the in-out's first half is the in-curve halved.
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - 0.2) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.4) - 0.8) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.3) - 0.1) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.7) - 0.9) < 1e-12)
        // d/dx (1 − √(1 − x²)) = x / √(1 − x²): 0.6 / 0.8.
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.4) - 0.75) < 1e-12)
    }

    @Test func bezierCurvesFollowTheirControlPoints() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1.0 / 4096)
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5 && UnitCurve.easeOut.value(at: 0.5) > 0.5)
        // Inputs outside 0...1 are clamped.
        #expect(UnitCurve.easeIn.value(at: -1) == 0 && UnitCurve.easeIn.value(at: 2) == 1)
        let custom = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))
        #expect(custom.value(at: 0.25) > 0.7)
    }

    @Test func anInverseMapsOutputsBackToInputs() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.linear.inverse == .linear)
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut] {
            for x in [0.1, 0.35, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 2e-3, "\(curve) at \(x)")
            }
        }
    }

    @Test func aCircularTimingCurveAnimatesAlongItsCircle() {
        let offset: Int64 = 1 << 20
        var component = AnimationComponent(curve: .circularEaseIn, duration: 1_000_000_000, offset: offset,
                                           animation: .timingCurve(.circularEaseIn, duration: 1), at: .zero)
        // At 0.6 s the curve is at 0.2: 80 % of the offset is left.
        let left = component.sample(at: MonotonicTime(seconds: 0.6)).offset
        #expect(abs(Double(left) - Double(offset) * 0.8) <= 2)
        #expect(component.sample(at: MonotonicTime(seconds: 1)).offset == 0)
    }

    @Test func animationsDescribeThemselvesAsSwiftUIPrintsThem() {
        #expect(String(describing: Animation.default) == "DefaultAnimation()")
        #expect(Animation.spring.description == "FluidSpringAnimation(response: 0.55, dampingFraction: 0.825, blendDuration: 0.0)")
        let easeInOut = String(describing: Animation.easeInOut(duration: 1))
        #expect(easeInOut.hasPrefix("BezierAnimation(duration: 1.0, curve: UnitCurve.CubicSolver(ax: "))
        // cubic-bezier(0.42, 0, 0.58, 1): cx = 3·0.42, bx = 3·(0.58 − 0.42) − cx, ax = 1 − cx − bx.
        let cx = 3 * 0.42, bx = 3 * (0.58 - 0.42) - cx
        #expect(easeInOut.contains("ax: \(1 - cx - bx), bx: \(bx), cx: \(cx)"))
        #expect(Animation.linear(duration: 1).delay(0.5).debugDescription.hasPrefix("DelayAnimation(animation: BezierAnimation"))
        #expect(Animation.easeIn.repeatForever().description.hasSuffix("repeatCount: nil, autoreverses: true)"))
        #expect(Animation.default != Animation.spring(response: 0.55, dampingFraction: 1))
    }

    @Test func anglesAndGeometryAreAnimatable() {
        var angle = Angle(degrees: 90)
        #expect(angle.animatableData == Double.pi / 2)
        angle.animatableData = Double.pi
        #expect(angle.degrees == 180)
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test func springsMapDurationAndBounceAsSwiftUIDoes() {
        #expect(Spring(duration: 0.4, bounce: 0.25).dampingRatio == 0.75)
        #expect(Spring(duration: 0.4, bounce: -0.5).dampingRatio == 2)
        #expect(abs(Spring(duration: 0.4, bounce: 0.25).bounce - 0.25) < 1e-12)
        // Critically damped: 1 − (1 + ωt)e^(−ωt) reaches 0.999 near ωt = 9.23.
        let settle = Spring(response: 1, dampingRatio: 1).settlingDuration
        #expect(abs(settle - 9.23 / (2 * Double.pi)) < 0.01)
    }
}
