import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FrameBudgetTests {
    let interval: Int64 = 16_000_000
    let shown = MonotonicTime(nanoseconds: 1_000_000_000)

    @Test func framesStartAtOnceUntilEnoughAreMeasured() {
        var budget = FrameBudget(interval: interval)
        for _ in 1..<FrameBudget.warmUpFrames { budget.record(cost: 1_000_000) }
        #expect(budget.lead == interval)
        #expect(budget.startTime(forFrameShownAt: shown + interval, lastShown: shown, now: shown + 1) == shown + 1)
    }

    @Test func aFrameThatFollowsAnotherStartsAsLateAsItsCostAllows() {
        var budget = FrameBudget(interval: interval)
        for cost in [2_000_000, 4_000_000, 3_000_000, 1_000_000] as [Int64] { budget.record(cost: cost) }
        // The slowest, a quarter more, and a millisecond.
        #expect(budget.lead == 6_000_000)
        let next = shown + interval
        #expect(budget.startTime(forFrameShownAt: next, lastShown: shown, now: shown + 500_000) == next + (-6_000_000))
        // Already past that moment: now.
        #expect(budget.startTime(forFrameShownAt: next, lastShown: shown, now: next + (-1_000_000)) == next + (-1_000_000))
    }

    @Test func afterAnIdleMomentAFrameStartsAtOnce() {
        var budget = FrameBudget(interval: interval)
        for _ in 0..<8 { budget.record(cost: 1_000_000) }
        let now = shown + 5 * interval + 100
        #expect(budget.startTime(forFrameShownAt: shown + 6 * interval, lastShown: shown, now: now) == now)
        #expect(budget.startTime(forFrameShownAt: shown, lastShown: nil, now: now) == now)
    }

    @Test func framesCostingARefreshStartAtOnce() {
        var budget = FrameBudget(interval: interval)
        for _ in 0..<8 { budget.record(cost: 20_000_000) }
        #expect(budget.lead == interval)
        #expect(budget.startTime(forFrameShownAt: shown + interval, lastShown: shown, now: shown + 10) == shown + 10)
    }

    @Test func onlyRecentFramesCount() {
        var budget = FrameBudget(interval: interval)
        budget.record(cost: 12_000_000)
        for _ in 0..<FrameBudget.remembered { budget.record(cost: 1_000_000) }
        #expect(budget.lead == 2_250_000)
    }
}
