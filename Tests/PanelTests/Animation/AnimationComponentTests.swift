import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Running animations of one number against floating-point references.
@Suite struct AnimationComponentTests {
    static let offset: Int64 = -Int64(40 * 64) << 16   // 40 px, in Q16 of 1/64 px

    func ms(_ value: Int) -> MonotonicTime { MonotonicTime(nanoseconds: Int64(value) * 1_000_000) }

    @Test func easeInOutStaysWithinOne256thOfTheExactCurve() {
        var component = AnimationComponent(curve: .easeInOut, duration: 350_000_000, offset: Self.offset,
                                           animation: .easeInOut, at: .zero)
        for frame in 0...22 {
            let t = Double(frame) / 60
            // Reference: solve x(s) = t/0.35 by bisection in Double, then y(s).
            let x = min(t / 0.35, 1)
            func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s }
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 { let mid = (lo + hi) / 2; if bez(0.42, 0.58, mid) < x { lo = mid } else { hi = mid } }
            let exact = Double(Self.offset) * (1 - bez(0, 1, hi))
            let sampled = Double(component.sample(at: MonotonicTime(seconds: t)).offset)
            #expect(abs(sampled - exact) <= abs(Double(Self.offset)) / 256, "frame \(frame)")
        }
        #expect(component.isFinished(at: ms(351)))
        #expect(component.sample(at: ms(400)).offset == 0)
    }

    @Test func criticallyDampedSpringFollowsTheExactSolution() {
        let stepper = SpringStepper(response: 0.55, dampingFraction: 1)
        let velocity: Int64 = Self.offset * 3
        var component = AnimationComponent(spring: stepper, offset: Self.offset, velocity: velocity,
                                           tolerance: AnimatableChannels.positionTolerance, animation: .default, at: .zero)
        let omega = 2 * Double.pi / 0.55
        for frame in 0...40 {
            let t = Double(frame) / 60
            let exact = (Double(Self.offset) + (Double(velocity) + omega * Double(Self.offset)) * t) * exp(-omega * t)
            let sampled = Double(component.sample(at: MonotonicTime(seconds: t)).offset)
            #expect(abs(sampled - exact) <= abs(Double(Self.offset)) / 256, "frame \(frame): \(sampled) vs \(exact)")
        }
        let end = try! #require(component.end)
        #expect(end > ms(500) && end < ms(1500), "settles at \(end)")
        #expect(component.sample(at: end).offset == 0)
    }

    @Test func delaySpeedAndRepeatsShapeTheTimeline() {
        let linear = Animation.linear(duration: 1)
        var delayed = AnimationComponent(curve: .linear, duration: 1_000_000_000, offset: 1 << 20,
                                         animation: linear.delay(0.5), at: .zero)
        #expect(delayed.sample(at: ms(400)).offset == 1 << 20)
        #expect(delayed.sample(at: ms(1000)).offset == 1 << 19)
        var fast = AnimationComponent(curve: .linear, duration: 1_000_000_000, offset: 1 << 20,
                                      animation: linear.speed(2), at: .zero)
        #expect(fast.sample(at: ms(250)).offset == 1 << 19)
        #expect(fast.isFinished(at: ms(501)))
        var bouncing = AnimationComponent(curve: .linear, duration: 1_000_000_000, offset: 1 << 20,
                                          animation: linear.repeatCount(3, autoreverses: true), at: .zero)
        #expect(bouncing.sample(at: ms(250)).offset == 3 << 18)
        // The second play runs backwards: a quarter in, a quarter of the way back.
        #expect(bouncing.sample(at: ms(1250)).offset == 1 << 18)
        #expect(bouncing.sample(at: ms(2250)).offset == 3 << 18)
        #expect(bouncing.sample(at: ms(3001)).offset == 0)
        let forever = AnimationComponent(curve: .linear, duration: 1_000_000_000, offset: 1 << 20,
                                         animation: linear.repeatForever(), at: .zero)
        #expect(forever.end == nil && !forever.isFinished(at: ms(1_000_000)))
    }

    @Test func badParametersAreClamped() {
        #expect(Animation.linear(duration: -1) == Animation.linear(duration: 0))
        #expect(Animation.linear(duration: .nan) == Animation.linear(duration: 0))
        #expect(Animation.easeIn.speed(0) == Animation.easeIn)
        #expect(Animation.easeIn.speed(-.infinity) == Animation.easeIn)
        #expect(Animation.spring(response: .nan) == Animation.spring())
    }
}
