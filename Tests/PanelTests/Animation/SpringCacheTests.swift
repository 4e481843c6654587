import Testing
@testable import PanelBase
@testable import PanelUI

/// The settling steps a host's springs remember: the same count the spring gives when
/// stepped, once per start, and never more than `settlingKept` of them.
@Suite struct SpringCacheTests {
    static let tolerance = AnimatableChannels.positionTolerance

    @Test func aRememberedCountIsTheSteppedOne() {
        var cache = SpringCache()
        let stepper = cache.stepper(response: 0.35, dampingFraction: 0.7)
        for (displacement, velocity) in [(Int64(-40 * 64) << 16, Int64(0)), (Int64(12 * 64) << 16, Int64(-300 * 64) << 16), (0, 0)] {
            let initial = SpringStepper.State(displacement: displacement, velocity: velocity)
            let stepped = velocity == 0 ? AnimationComponent.settleSteps(of: stepper, from: initial, tolerance: Self.tolerance) : nil
            #expect(cache.settleSteps(of: stepper, from: initial, tolerance: Self.tolerance) == stepped)
            #expect(cache.settleSteps(of: stepper, from: initial, tolerance: Self.tolerance) == stepped)
        }
        // The start from motion was neither counted nor kept.
        #expect(cache.settlingCount == 2)
        // Another spring from the same start is another count.
        let stiffer = cache.stepper(response: 0.2, dampingFraction: 1)
        let start = SpringStepper.State(displacement: Int64(-40 * 64) << 16, velocity: 0)
        #expect(cache.settleSteps(of: stiffer, from: start, tolerance: Self.tolerance)
            == AnimationComponent.settleSteps(of: stiffer, from: start, tolerance: Self.tolerance))
        #expect(cache.settlingCount == 3)
    }

    @Test func startsThatNeverRepeatDoNotGrowIt() {
        var cache = SpringCache()
        let stepper = cache.stepper(response: 0.5, dampingFraction: 0.8)
        for index in 0..<(SpringCache.settlingKept * 3) {
            let initial = SpringStepper.State(displacement: Int64(index + 1) << 16, velocity: 0)
            _ = cache.settleSteps(of: stepper, from: initial, tolerance: Self.tolerance)
            #expect(cache.settlingCount <= SpringCache.settlingKept)
        }
        #expect(cache.settlingCount > 0)
        // Starts from motion are not counted (the component finds its settling step as it
        // runs) and not kept at all.
        var moving = SpringCache()
        for index in 1...8 {
            let initial = SpringStepper.State(displacement: Int64(index) << 16, velocity: Int64(index) << 12)
            #expect(moving.settleSteps(of: stepper, from: initial, tolerance: Self.tolerance) == nil)
        }
        #expect(moving.settlingCount == 0)
    }

    @Test func aRetargetedSpringMatchesOneStartedWithoutTheCache() {
        var cache = SpringCache()
        var value = AnimatedValue()
        let change = Int64(40 * 64) << 16
        value.retarget(by: change, animation: .spring(response: 0.4, dampingFraction: 0.75), tolerance: Self.tolerance,
                       springs: &cache, at: .zero)
        var direct = AnimationComponent(spring: SpringStepper(response: 0.4, dampingFraction: 0.75), offset: -change, velocity: 0,
                                        tolerance: Self.tolerance, animation: .spring(response: 0.4, dampingFraction: 0.75), at: .zero)
        #expect(value.components.last?.end == direct.end)
        for frame in stride(from: 0, through: 1_000_000_000, by: 16_666_667) {
            let time = MonotonicTime(nanoseconds: Int64(frame))
            #expect(value.sample(at: time).offset == direct.sample(at: time).offset, "at \(frame) ns")
        }
    }
}
