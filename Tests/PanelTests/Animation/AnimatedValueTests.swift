import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Changing a value while it animates: no jump, and velocity carried on.
@Suite struct AnimatedValueTests {
    func ms(_ value: Int) -> MonotonicTime { MonotonicTime(nanoseconds: Int64(value) * 1_000_000) }
    let tolerance = AnimatableChannels.positionTolerance

    /// Offsets relative to a target that moves: shown = target + offset.
    func shown(_ value: inout AnimatedValue, target: Int64, at time: MonotonicTime) -> Int64 {
        target + value.sample(at: time).offset
    }

    @Test func aSpringTakesOverPositionAndVelocity() {
        var springs = SpringCache()
        var value = AnimatedValue()
        let a: Int64 = 0, b: Int64 = 100 << 16
        value.retarget(by: b - a, animation: .default, tolerance: tolerance, springs: &springs, at: .zero)
        let before = value.sample(at: ms(200))
        let shownBefore = b + before.offset
        #expect(before.velocity > 0 || before.velocity < 0)
        // Back to a at 200 ms.
        value.retarget(by: a - b, animation: .default, tolerance: tolerance, springs: &springs, at: ms(200))
        let after = value.sample(at: ms(200))
        #expect(a + after.offset == shownBefore)
        #expect(after.velocity == before.velocity)
        #expect(value.components.count == 1)
    }

    @Test func curvesAddUpSoPositionStaysContinuous() {
        var springs = SpringCache()
        var value = AnimatedValue()
        value.retarget(by: 100 << 16, animation: .easeInOut, tolerance: tolerance, springs: &springs, at: .zero)
        let shownBefore = shown(&value, target: 100 << 16, at: ms(100))
        value.retarget(by: -(100 << 16), animation: .easeInOut, tolerance: tolerance, springs: &springs, at: ms(100))
        #expect(shown(&value, target: 0, at: ms(100)) == shownBefore)
        #expect(value.components.count == 2)
        #expect(shown(&value, target: 0, at: ms(460)) == 0)
    }

    @Test func noAnimationJumps() {
        var springs = SpringCache()
        var value = AnimatedValue()
        value.retarget(by: 100 << 16, animation: .linear, tolerance: tolerance, springs: &springs, at: .zero)
        value.retarget(by: 50 << 16, animation: nil, tolerance: tolerance, springs: &springs, at: ms(100))
        #expect(value.isEmpty)
    }
}
