import Panel
import Testing
@testable import PanelKiosk

/// The test pattern's summary of its flips.
@Suite struct FlipTimingTests {
    func flip(_ frame: UInt64, at milliseconds: Int64, vblank: UInt32) -> FlipCompletion {
        FlipCompletion(frame: frame, timestamp: MonotonicTime(nanoseconds: milliseconds * 1_000_000), vblankSequence: vblank)
    }

    @Test func fewerThanTwoFlipsHaveNoInterval() {
        #expect(FlipTiming([]) == FlipTiming([flip(1, at: 5, vblank: 7)]))
        #expect(FlipTiming([]).meanInterval == 0 && FlipTiming([]).skippedVblanks == 0)
    }

    @Test func theMeanIntervalAndTheVblanksWithoutAFlip() {
        // Flips on vblanks 10, 11, 14 and 15: vblanks 12 and 13 passed without one.
        let timing = FlipTiming([flip(1, at: 100, vblank: 10), flip(2, at: 116, vblank: 11),
                                 flip(3, at: 166, vblank: 14), flip(4, at: 190, vblank: 15)])
        #expect(timing.meanInterval == 30_000_000)
        #expect(timing.skippedVblanks == 2)
    }

    @Test func theVblankCounterWrapsAndAnUnknownCounterSkipsNothing() {
        #expect(FlipTiming([flip(1, at: 0, vblank: .max), flip(2, at: 16, vblank: 1)]).skippedVblanks == 1)
        #expect(FlipTiming([flip(1, at: 0, vblank: 0), flip(2, at: 16, vblank: 0)]).skippedVblanks == 0)
    }
}
