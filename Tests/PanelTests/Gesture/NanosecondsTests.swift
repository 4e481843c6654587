import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Time arithmetic from numbers that may come from outside: nothing traps, sums and
/// products saturate, conversions clamp or check.
@Suite struct NanosecondsTests {
    @Test func conversionsFromSecondsNeverTrap() {
        #expect(Nanoseconds.clamping(seconds: 1.5) == 1_500_000_000)
        #expect(Nanoseconds.clamping(seconds: .nan) == 0)
        #expect(Nanoseconds.clamping(seconds: .infinity) == .max)
        #expect(Nanoseconds.clamping(seconds: -.infinity) == .min)
        #expect(Nanoseconds.clamping(seconds: 1e10) == .max)
        #expect(Nanoseconds.clamping(seconds: 1e300) == .max)
        #expect(Nanoseconds.clamping(seconds: 9_223_372_036.854775807) == .max)
        #expect(Nanoseconds.clamping(seconds: -9.3e9) == .min)
        #expect(MonotonicTime(seconds: 1e300) == .distantFuture)
        #expect(MonotonicTime(seconds: .nan) == .zero)
    }

    @Test func doublesBecomeInt64WithoutTrapping() {
        #expect(Int64(saturating: 0x1p63) == .max)
        #expect(Int64(saturating: -0x1p63) == .min)
        #expect(Int64(saturating: 0x1p62) == 1 << 62)
        #expect(Int64(saturating: -2.9) == -2)
        #expect(Int64(saturating: .nan) == 0)
        #expect(Int64(saturating: .greatestFiniteMagnitude) == .max)
    }

    @Test func checkedConversionsRefuseWhatIsOutOfRange() {
        #expect(Nanoseconds.checked(seconds: 0) == 0)
        #expect(Nanoseconds.checked(seconds: 31_536_000) == Int64(31_536_000) * Nanoseconds.perSecond)
        #expect(Nanoseconds.checked(seconds: 31_536_000.5) == nil)
        #expect(Nanoseconds.checked(seconds: -1) == nil)
        #expect(Nanoseconds.checked(seconds: .nan) == nil)
        #expect(Nanoseconds.checked(seconds: .infinity) == nil)
        #expect(Nanoseconds.checked(seconds: 4, maximumSeconds: 3) == nil)
    }

    @Test func sumsDifferencesAndProductsSaturate() {
        #expect(Nanoseconds.sum(.max, 1) == .max)
        #expect(Nanoseconds.sum(.min, -1) == .min)
        #expect(Nanoseconds.sum(5, -7) == -2)
        #expect(Nanoseconds.difference(.min, 1) == .min)
        #expect(Nanoseconds.difference(.max, -1) == .max)
        #expect(Nanoseconds.difference(0, .min) == .max)
        #expect(Nanoseconds.product(.max, 2) == .max)
        #expect(Nanoseconds.product(.max, -2) == .min)
        #expect(Nanoseconds.product(-3, 4) == -12)
        #expect(Nanoseconds.from(seconds: 9_999_999_999, nanoseconds: 0) == .max)
        #expect(Nanoseconds.from(seconds: 2, nanoseconds: 5) == 2_000_000_005)
    }

    @Test func monotonicTimesSaturateInsteadOfWrapping() {
        let late = MonotonicTime(nanoseconds: .max - 10)
        #expect(late + 1_000_000_000 == .distantFuture)
        #expect(MonotonicTime(nanoseconds: .min) + -1 == MonotonicTime(nanoseconds: .min))
        #expect(MonotonicTime.distantFuture - MonotonicTime(nanoseconds: -5) == .max)
        #expect(MonotonicTime(nanoseconds: .min) - .distantFuture == .min)
        #expect(MonotonicTime.now() < .distantFuture)
        // A description of any time is text, not a trap.
        #expect(!MonotonicTime(nanoseconds: .min).description.isEmpty)
    }

    @MainActor @Test func gestureDurationsFromHugeSecondsDoNotTrap() {
        _ = LongPressGesture(minimumDuration: 1e300).makeRecognizer()
        _ = LongPressGesture(minimumDuration: .nan).makeRecognizer()
        _ = LongPressGesture(minimumDuration: -.infinity).makeRecognizer()
        _ = Animation.linear(duration: 1).speed(1e300)
        #expect(Q30.from(1e300) == .max)
    }

    @Test func animationsRepeatedAlmostForeverEndAtTheEndOfTime() {
        var animation = Animation.linear(duration: 86_400).repeatCount(.max - 1)
        for _ in 0..<200_000 { animation = animation.delay(86_400) }
        var component = AnimationComponent(curve: .linear, duration: 86_400 * 1_000_000_000, offset: 1 << 20,
                                           animation: animation, at: MonotonicTime(nanoseconds: 5))
        #expect(component.end == .distantFuture)
        #expect(component.sample(at: .distantFuture).offset == 1 << 20, "still waiting out its delay")
    }
}
