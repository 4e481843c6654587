import Panel
import Testing
@testable import PanelKiosk

/// The soak's judgement, from samples made up here: each threshold just crossed and just
/// kept, and every count that must come back to its baseline.
@Suite struct SoakVerdictTests {
    /// `count` cycles of a steady run: 100 MB resident, 1 ms a cycle, baseline at `baseline`.
    func steady(_ count: Int = 300, rss: Int = 100_000, cpu: Int64 = 1_000_000) -> [SoakSample] {
        (1...count).map { SoakSample(cycle: $0, residentKilobytes: rss, cpuNanoseconds: cpu, openFileDescriptors: 5, threads: 1,
                                     host: ViewHostResourceCounts(timelines: 1, viewNodes: 400)) }
    }

    func judge(_ samples: [SoakSample], baseline: Int = 100, peak: Int? = nil) throws -> SoakVerdict {
        try #require(SoakVerdict(samples: samples, baselineCycle: baseline, peakResidentKilobytes: peak))
    }

    @Test func aSteadyRunPasses() throws {
        let verdict = try judge(steady(), peak: 100_000)
        #expect(verdict.passed)
        #expect(verdict.memoryGrowth == 0 && verdict.timeGrowth == 0)
        #expect(verdict.cyclesAfterBaseline == 200)
    }

    @Test func growthBeforeTheBaselineIsNotJudged() throws {
        var samples = steady()
        for i in 0..<99 { samples[i].residentKilobytes = 50_000 + i * 500; samples[i].cpuNanoseconds = 9_000_000 }
        samples[3].openFileDescriptors = 9
        #expect(try judge(samples, peak: 100_000).passed)
    }

    @Test func thePeakMayExceedTheBaselineByFivePercentAndNoMore() throws {
        #expect(try judge(steady(), peak: 105_000).passed)
        let over = try judge(steady(), peak: 105_001)
        #expect(over.failures.map(\.check) == [.memory])
        #expect(over.failures[0].description.hasPrefix("memory grew +5.0 % (limit 5 %)"))
    }

    /// A cycle's own peak (a page drawn) lies above the memory between cycles: the peak at
    /// the end is judged against the peak by the baseline, not against a quiet moment.
    @Test func thePeakAtTheEndIsJudgedAgainstThePeakByTheBaseline() throws {
        let samples = steady()
        let steadyPeaks = try #require(SoakVerdict(samples: samples, baselineCycle: 100, peakResidentKilobytes: 110_000,
                                                   baselinePeakKilobytes: 110_000))
        #expect(steadyPeaks.passed)
        #expect(steadyPeaks.memoryGrowth == 0)
        let grown = try #require(SoakVerdict(samples: samples, baselineCycle: 100, peakResidentKilobytes: 115_600,
                                             baselinePeakKilobytes: 110_000))
        #expect(grown.failures.map(\.check) == [.memory])
        #expect(grown.failures[0].description.hasPrefix("memory grew +5.1 % (limit 5 %): peak 107.4 MB by cycle 100"))
        // A peak mark below the baseline's own resident memory is no peak at all.
        let low = try #require(SoakVerdict(samples: samples, baselineCycle: 100, peakResidentKilobytes: 104_000,
                                           baselinePeakKilobytes: 90_000))
        #expect(low.baselinePeakKilobytes == 100_000 && low.passed)
    }

    @Test func withoutTheKernelsMarkThePeakIsTheLargestSampleAfterTheBaseline() throws {
        var samples = steady()
        samples[150].residentKilobytes = 106_000
        #expect(try judge(samples, peak: nil).failures.map(\.check) == [.memory])
        // A larger sample before the baseline is not the peak after it.
        samples[150].residentKilobytes = 100_000
        samples[50].residentKilobytes = 200_000
        #expect(try judge(samples, peak: nil).passed)
        // The mark is taken as it is, and at least the largest sample.
        samples[150].residentKilobytes = 106_000
        #expect(try judge(samples, peak: 100_000).peakResidentKilobytes == 106_000)
    }

    @Test func aSteadyLeakIsReportedPerCycle() throws {
        let samples = steady().map { sample -> SoakSample in
            var leaking = sample
            leaking.residentKilobytes += sample.cycle * 31
            return leaking
        }
        let verdict = try judge(samples, peak: samples.last!.residentKilobytes)
        #expect(verdict.kilobytesPerCycle == 31)
        #expect(verdict.failures.map(\.check) == [.memory])
        #expect(verdict.failures[0].description.contains("+31.0 KB a cycle"))
    }

    @Test func theTimeACycleMayGrowByTenPercentAndNoMore() throws {
        // 200 cycles after the baseline: windows of 20, cycles 101-120 and 281-300.
        var samples = steady()
        for i in 280..<300 { samples[i].cpuNanoseconds = 1_100_000 }
        let kept = try judge(samples, peak: 100_000)
        #expect(kept.passed)
        #expect(kept.firstWindow?.cycles == 101...120 && kept.lastWindow?.cycles == 281...300)
        for i in 280..<300 { samples[i].cpuNanoseconds = 1_100_001 }
        let over = try judge(samples, peak: 100_000)
        #expect(over.failures.map(\.check) == [.time])
        #expect(over.failures[0].description.contains("cycles 101-120"))
    }

    @Test func growthOfLessThanATenthOfAMillisecondIsNoise() throws {
        var samples = steady(cpu: 200_000)
        for i in 280..<300 { samples[i].cpuNanoseconds = 299_999 }
        #expect(try judge(samples, peak: 100_000).passed)
        for i in 280..<300 { samples[i].cpuNanoseconds = 300_000 }
        #expect(try judge(samples, peak: 100_000).failures.map(\.check) == [.time])
    }

    /// Samples 10 ms apart, the machine busy with `cores` other processes' work in the
    /// cycles `busy`, this process using 10 ms a cycle.
    func loaded(_ samples: [SoakSample], cores: Double, in busy: Range<Int>) -> [SoakSample] {
        var machine: Int64 = 1_000_000_000
        return samples.enumerated().map { index, sample in
            var loaded = sample
            machine += 10_000_000 + (busy.contains(index) ? Int64(cores * 10_000_000) : 0)
            loaded.wallNanoseconds = Int64(index + 1) * 10_000_000
            loaded.processCPUNanoseconds = Int64(index + 1) * 10_000_000
            loaded.machineBusyNanoseconds = machine
            return loaded
        }
    }

    @Test func timeIsNotJudgedOnABusyMachine() throws {
        var samples = steady()
        for i in 280..<300 { samples[i].cpuNanoseconds = 1_500_000 }
        // A build on the other core through the last window: slower, and not judged.
        let busy = try judge(loaded(samples, cores: 1, in: 250..<300), peak: 100_000)
        #expect(busy.machineWasBusy && busy.passed)
        // Over the second before the window's end: half of it busy with a whole core.
        #expect(busy.lastWindow.map { abs($0.otherCores - 0.5) < 0.02 } == true)
        #expect(busy.firstWindow?.otherCores == 0)
        // A quarter of a core now and then: judged.
        let quiet = try judge(loaded(samples, cores: 0.2, in: 0..<300), peak: 100_000)
        #expect(!quiet.machineWasBusy && quiet.failures.map(\.check) == [.time])
        // The load is taken over a second at least: 20 cycles of 10 ms, widened earlier.
        let before = try judge(loaded(samples, cores: 1, in: 180..<270), peak: 100_000)
        #expect(before.lastWindow.map { $0.otherCores > 0.25 } == true)
        #expect(before.machineWasBusy)
        // Other checks are judged whatever the load.
        samples[299].threads = 2
        #expect(try judge(loaded(samples, cores: 1, in: 0..<300), peak: 100_000).failures.map(\.check) == [.threads])
    }

    @Test func aWindowIsTheMedianSoOneSlowCycleDoesNotFail() throws {
        var samples = steady()
        samples[290].cpuNanoseconds = 50_000_000
        samples[295].cpuNanoseconds = 50_000_000
        #expect(try judge(samples, peak: 100_000).passed)
    }

    @Test func aStretchSlowedByOtherProcessesIsNotGrowth() throws {
        // Most of the last window slowed by half (a build on the same cores), its fastest
        // cycles as fast as ever.
        var samples = steady()
        for i in 283..<300 { samples[i].cpuNanoseconds = 1_500_000 }
        let verdict = try judge(samples, peak: 100_000)
        #expect(verdict.timeGrowth == 0.5 && verdict.fastTimeGrowth == 0)
        #expect(verdict.passed)
        // Every cycle slower: growth.
        for i in 280..<283 { samples[i].cpuNanoseconds = 1_200_000 }
        #expect(try judge(samples, peak: 100_000).failures.map(\.check) == [.time])
    }

    @Test func windowsAreATenthOfTheCyclesAtLeastTwentyAtMostHalf() throws {
        let long = try judge(steady(1100), peak: 100_000)
        #expect(long.firstWindow?.cycles == 101...200 && long.lastWindow?.cycles == 1001...1100)
        let short = try judge(steady(130), peak: 100_000)
        #expect(short.firstWindow?.cycles == 101...115 && short.lastWindow?.cycles == 116...130)
        let tooShort = try judge(steady(101), peak: 100_000)
        #expect(tooShort.firstWindow == nil && tooShort.timeGrowth == nil && tooShort.passed)
    }

    @Test func countsMustEndWhereTheyWereAtTheBaseline() throws {
        let changes: [(SoakVerdict.Failure.Check, (inout SoakSample) -> Void)] = [
            (.fds, { $0.openFileDescriptors += 1 }),
            (.threads, { $0.threads += 1 }),
            (.timers, { $0.host.gestures += 1 }),
            (.timers, { $0.host.frameDriven += 1 }),
            (.timers, { $0.host.timelines -= 1 }),
            (.modals, { $0.host.modalLayers += 1 }),
            (.views, { $0.host.viewNodes += 12 }),
        ]
        for (check, change) in changes {
            var samples = steady()
            change(&samples[299])
            let verdict = try judge(samples, peak: 100_000)
            #expect(verdict.failures.map(\.check) == [check])
        }
        var samples = steady()
        samples[299].openFileDescriptors = 7
        #expect(try judge(samples, peak: 100_000).failures.first?.description == "open file descriptors: 5 at cycle 100, 7 at cycle 300 (+2)")
        // Only the end counts: a file open in the middle of the run and closed again is fine.
        samples = steady()
        samples[200].openFileDescriptors = 6
        #expect(try judge(samples, peak: 100_000).passed)
    }

    @Test func everyFailureIsReported() throws {
        var samples = steady()
        for i in 280..<300 { samples[i].cpuNanoseconds = 2_000_000 }
        samples[299].threads = 3
        let verdict = try judge(samples, peak: 120_000)
        #expect(verdict.failures.map(\.check) == [.memory, .time, .threads])
    }

    @Test func noVerdictWithoutTheBaselineAndACycleAfterIt() {
        #expect(SoakVerdict(samples: steady(100), baselineCycle: 100, peakResidentKilobytes: nil) == nil)
        #expect(SoakVerdict(samples: steady(100), baselineCycle: 200, peakResidentKilobytes: nil) == nil)
        #expect(SoakVerdict(samples: [], baselineCycle: 1, peakResidentKilobytes: nil) == nil)
    }

    @Test func mediansAndNumbersForPeople() {
        #expect(SoakVerdict.median([]) == 0)
        #expect(SoakVerdict.median([5, 1, 3]) == 3)
        #expect(SoakVerdict.median([4, 1, 3, 2]) == 2)
        #expect(SoakVerdict.percent(0.1374) == "+13.7 %")
        #expect(SoakVerdict.percent(-0.004) == "-0.4 %")
        #expect(SoakVerdict.percent(0.05, signed: false) == "5 %")
        #expect(SoakVerdict.megabytes(46_285) == "45.2 MB")
        #expect(SoakVerdict.kilobytes(-2.25) == "-2.3 KB" || SoakVerdict.kilobytes(-2.25) == "-2.2 KB")
        #expect(SoakVerdict.milliseconds(4_166_667) == "4.17 ms")
        #expect(SoakVerdict.milliseconds(82_940_000) == "82.94 ms")
        #expect(SoakReport.duration(26_049_000_000) == "26.0 s")
        #expect(SoakReport.duration(7 * 86_400 * 1_000_000_000) == "7 d 0 h")
    }
}
