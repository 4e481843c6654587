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

    /// A spring started from motion finds its settling step as it runs: every frame, its
    /// end and whether it is finished agree with a component told the count ahead, whether
    /// it is asked before or after sampling, at any speed, also when sampled backwards.
    @Test func aSpringFoundSettlingAsItRunsAgreesWithOneCountedAhead() {
        let stepper = SpringStepper(response: 0.4, dampingFraction: 0.6)
        let initial = SpringStepper.State(displacement: Self.offset / 3, velocity: Self.offset * 2)
        let tolerance = AnimatableChannels.positionTolerance
        let counted = AnimationComponent.settleSteps(of: stepper, from: initial, tolerance: tolerance)
        for animation in [Animation.default, .spring(response: 0.4).speed(1.7), .spring().delay(0.1)] {
            var found = AnimationComponent(spring: stepper, initial: initial, tolerance: tolerance, settleSteps: nil,
                                           animation: animation, at: ms(3))
            // A copy asked first shares what was searched: the answers stay the same.
            let copy = found
            #expect(copy.isFinished(at: ms(900)) == found.isFinished(at: ms(900)))
            var told = AnimationComponent(spring: stepper, initial: initial, tolerance: tolerance, settleSteps: counted,
                                          animation: animation, at: ms(3))
            #expect(found.end == told.end)
            let end = try! #require(told.end)
            var time = MonotonicTime(nanoseconds: 0)
            while time <= end + 40_000_000 {
                #expect(found.isFinished(at: time) == (time >= end), "at \(time)")
                #expect(told.isFinished(at: time) == (time >= end), "at \(time)")
                #expect(found.sample(at: time) == told.sample(at: time), "at \(time)")
                time = time + 4_166_667
            }
            // Backwards, and its end still the same.
            #expect(found.sample(at: ms(20)) == told.sample(at: ms(20)))
            #expect(found.end == told.end)
        }
        // Played three times, its play's length is needed at once: counted at the start.
        let repeated = AnimationComponent(spring: stepper, initial: initial, tolerance: tolerance, settleSteps: nil,
                                          animation: Animation.default.repeatCount(3), at: .zero)
        #expect(repeated.end == MonotonicTime(nanoseconds: 3 * counted * SpringStepper.stepNanoseconds))
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
