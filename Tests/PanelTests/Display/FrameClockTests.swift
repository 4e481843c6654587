import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FrameClockTests {
    let interval: Int64 = 16_666_667

    func flip(_ frame: UInt64, at ns: Int64, sequence: UInt32 = 0) -> FlipCompletion {
        FlipCompletion(frame: frame, timestamp: MonotonicTime(nanoseconds: ns), vblankSequence: sequence)
    }

    @Test func measuresTheRefreshFromBackToBackFlips() {
        var clock = FrameClock(nominalInterval: interval)
        let real: Int64 = 16_000_000 // the panel runs at 62.5 Hz, not the nominal 60
        #expect(clock.record(flip(1, at: 1_000_000_000)) == 0)
        for i in 1...20 {
            #expect(clock.record(flip(UInt64(i + 1), at: 1_000_000_000 + Int64(i) * real)) == 1)
        }
        #expect(clock.interval == real)
        #expect(clock.framesShown == 21)
    }

    @Test func countsSkippedVblanksFromTimeOrSequence() {
        var clock = FrameClock(nominalInterval: interval)
        clock.record(flip(1, at: 0))
        #expect(clock.record(flip(2, at: 3 * interval)) == 3)
        #expect(clock.measuredInterval == nil) // a gap does not measure the refresh
        var counted = FrameClock(nominalInterval: interval)
        counted.record(flip(1, at: 0, sequence: 100))
        #expect(counted.record(flip(2, at: 2 * interval + 3_000_000, sequence: 102)) == 2)
    }

    @Test func predictsTheNextVblankOnTheFlipGrid() {
        var clock = FrameClock(nominalInterval: interval)
        let start = MonotonicTime(nanoseconds: 5_000_000_000)
        #expect(clock.nextPresentationTime(after: start) == start + interval)
        clock.record(FlipCompletion(frame: 1, timestamp: start, vblankSequence: 0))
        #expect(clock.nextPresentationTime(after: start + 1_000) == start + interval)
        #expect(clock.nextPresentationTime(after: start + interval) == start + 2 * interval)
        #expect(clock.nextPresentationTime(after: start + 5 * interval + 7) == start + 6 * interval)
    }
}
