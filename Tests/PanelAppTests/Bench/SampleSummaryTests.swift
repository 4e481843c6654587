import Testing
import Panel
@testable import PanelKiosk

@Suite struct SampleSummaryTests {
    @Test func nearestRankOnAHundredSamplesPicksTheRankedSample() {
        // 1...100 ms in a scrambled order: the p-th percentile by nearest rank is p ms.
        let samples = (1...100).map { Int64(($0 * 37) % 100 + 1) * 1_000_000 }
        let summary = SampleSummary(samples)
        #expect(summary.count == 100)
        #expect(summary.p50 == 50_000_000)
        #expect(summary.p95 == 95_000_000)
        #expect(summary.p99 == 99_000_000)
        #expect(summary.max == 100_000_000)
        #expect(summary.mean == 50_500_000)
    }

    @Test func fewSamplesRoundTheRankUp() {
        // Twenty samples: p95 is rank 19, p99 rank 20 (the maximum), p50 rank 10.
        let samples = (1...20).reversed().map { Int64($0) }
        let summary = SampleSummary(samples)
        #expect(summary.p50 == 10)
        #expect(summary.p95 == 19)
        #expect(summary.p99 == 20)
        #expect(SampleSummary([7]).p50 == 7)
        #expect(SampleSummary([7]).p99 == 7)
        // Three samples: p50 is rank ⌈1.5⌉ = 2.
        #expect(SampleSummary([30, 10, 20]).p50 == 20)
    }

    @Test func p999IsTheRankedSampleFromAThousandOn() {
        // 2000 samples, 1 to 2000 ns scrambled: p99.9 is rank ⌈1998⌉, p99 rank 1980.
        let samples = (1...2000).map { Int64(($0 * 7919) % 2000 + 1) }
        let summary = SampleSummary(samples)
        #expect(summary.p999 == 1998)
        #expect(summary.p99 == 1980)
        #expect(summary.max == 2000)
        // Below a thousand samples p99.9 is the maximum.
        #expect(SampleSummary((1...999).map { Int64($0) }).p999 == 999)
        #expect(SampleSummary([5, 1]).p999 == 5)
    }

    @Test func noSamplesGiveAnEmptySummary() {
        #expect(SampleSummary([]) == .empty)
        #expect(SampleSummary([]).count == 0)
    }

    @Test func memcpyRatioDividesByTheFloor() {
        let floor = MemoryFloor(width: 800, height: 480, memcpyNanoseconds: 200_000, memsetNanoseconds: 100_000)
        #expect(floor.memcpyRatio(100_000) == 0.5)
        #expect(floor.memcpyRatio(2_000_000) == 10)
        #expect(MemoryFloor(width: 1, height: 1, memcpyNanoseconds: 0, memsetNanoseconds: 0).memcpyRatio(5) == 0)
    }

    @Test func memoryFloorMeasuresACopyAtTheSize() {
        let floor = MemoryFloor.measure(width: 64, height: 32, repetitions: 3)
        #expect(floor.width == 64 && floor.height == 32)
        #expect(floor.memcpyNanoseconds > 0)
        #expect(floor.memsetNanoseconds > 0)
    }

    @Test func peakResidentMemoryIsReported() {
        // The test process holds at least a megabyte; no process holds a terabyte.
        let kilobytes = PeakMemory.peakResidentKilobytes()
        #expect(kilobytes > 1024)
        #expect(kilobytes < 1 << 30)
    }

    @Test func missedRefreshesCountWholeIntervalsOverrun() {
        let interval: Int64 = 16_666_666
        #expect(BenchFrameProducer.missedRefreshes(cost: 1_000_000, interval: interval) == 0)
        #expect(BenchFrameProducer.missedRefreshes(cost: interval, interval: interval) == 0)
        #expect(BenchFrameProducer.missedRefreshes(cost: interval + 1, interval: interval) == 1)
        #expect(BenchFrameProducer.missedRefreshes(cost: 3 * interval + 5, interval: interval) == 3)
    }
}
