import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FlipPacerTests {
    @Test func eventsFasterThanTheRefreshAreSpacedOneIntervalApart() {
        var pacer = FlipPacer(interval: 10_000_000)
        let start = MonotonicTime(nanoseconds: 1_000_000_000)
        #expect(pacer.shownTime(forEventAt: start) == start)
        #expect(pacer.shownTime(forEventAt: start + 500_000) == start + 10_000_000)
        #expect(pacer.shownTime(forEventAt: start + 10_600_000) == start + 20_000_000)
    }

    @Test func afterAnIdleMomentTheEventTimeCounts() {
        var pacer = FlipPacer(interval: 10_000_000)
        let start = MonotonicTime(nanoseconds: 5_000_000)
        _ = pacer.shownTime(forEventAt: start)
        #expect(pacer.shownTime(forEventAt: start + 250_000_000) == start + 250_000_000)
        #expect(pacer.lastShown == start + 250_000_000)
    }
}
