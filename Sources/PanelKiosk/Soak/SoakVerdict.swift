/// Whether a soak run held steady, judged from its samples alone (a pure function of them,
/// so the thresholds are tested without running anything):
///
/// - memory: the peak resident memory at the end (the kernel's mark) may exceed the peak
///   at the baseline by at most 5 %: a peak against a peak, as `/usr/bin/time` measures a
///   run of 100 cycles against one of 10,000. Both peaks are of the cycles after a warm-up
///   (the mark is reset after the first tenth of the cycles before the baseline, where
///   fonts load and caches fill); without the mark, the baseline's resident memory;
/// - time: the median CPU time per cycle of the last window of cycles may exceed that of
///   the first window after the baseline by at most 10 % (a window is a tenth of the cycles
///   after the baseline, at least 20, at most half of them), or by less than 0.1 ms. The
///   growth must show in the window's fastest cycles too (its 10th percentile): other
///   processes on the machine slow a stretch of cycles down (a thread's CPU time grows
///   with the caches and cores it shares), never speed one up, while work that really
///   grows makes every cycle slower. And time is not judged at all when other processes
///   kept more than a quarter of a core busy around either window (measured from
///   /proc/stat over at least a second): on a busy machine it says more about the machine;
/// - open file descriptors, threads, the host's timers, modal layers and view nodes at the
///   end must equal their numbers at the baseline.
///
/// Cycles before the baseline are left out: caches fill, fonts load, the allocator finds
/// its sizes. After it, a screen brought back to where it started has nothing to grow.
struct SoakVerdict: Hashable, Sendable {
    struct Limits: Hashable, Sendable {
        /// The most the peak may exceed the baseline's resident memory, as a fraction.
        var memoryGrowth = 0.05
        /// The most the median time per cycle may grow, as a fraction.
        var timeGrowth = 0.10
        /// A window's share of the cycles after the baseline, and its least number.
        var windowFraction = 0.10
        var minimumWindow = 20
        /// Growth of less than this a cycle is not judged: a cycle that costs next to
        /// nothing (waiting for a clock's tick) varies by more than a tenth from noise alone.
        var timeFloorNanoseconds: Int64 = 100_000
        /// Resident memory this far above the baseline's ends a run early: it has failed,
        /// and a leak played on for thousands of cycles would take gigabytes.
        var certainMemoryGrowth = 0.5
        /// Other processes keeping more than this many cores busy around a window make its
        /// times unfit to compare; the load is measured over at least `loadSpanNanoseconds`.
        var busyCores = 0.25
        var loadSpanNanoseconds: Int64 = 1_000_000_000
    }

    /// One thing that did not hold, and by how much.
    struct Failure: Hashable, Sendable, CustomStringConvertible {
        enum Check: String, Hashable, Sendable { case memory, time, fds, threads, timers, modals, views }
        var check: Check
        var description: String
    }

    /// A window of consecutive cycles: their median CPU time, the time the fastest tenth of
    /// them took at most (the 10th percentile), and how many cores other processes kept
    /// busy around it, on average.
    struct Window: Hashable, Sendable {
        var cycles: ClosedRange<Int>
        var medianNanoseconds: Int64
        var fastNanoseconds: Int64
        var otherCores: Double = 0
    }

    let limits: Limits
    let baseline: SoakSample
    let end: SoakSample
    let cyclesAfterBaseline: Int
    /// The most resident memory seen by the end: the kernel's mark when it could be reset,
    /// and at least the largest sample.
    let peakResidentKilobytes: Int
    /// The most resident memory seen by the baseline cycle, after the warm-up (the
    /// kernel's mark then), or the baseline's resident memory without the mark.
    let baselinePeakKilobytes: Int
    let firstWindow: Window?
    let lastWindow: Window?
    private(set) var failures: [Failure] = []

    var passed: Bool { failures.isEmpty }

    /// How much the peak at the end exceeds the peak at the baseline, as a fraction.
    var memoryGrowth: Double {
        baselinePeakKilobytes > 0
            ? Double(peakResidentKilobytes - baselinePeakKilobytes) / Double(baselinePeakKilobytes) : 0
    }

    /// Resident memory gained per cycle after the baseline, in kB (from the end's sample:
    /// a leak's rate, where the peak says only how far it got).
    var kilobytesPerCycle: Double {
        cyclesAfterBaseline > 0 ? Double(end.residentKilobytes - baseline.residentKilobytes) / Double(cyclesAfterBaseline) : 0
    }

    /// How much the last window's median time per cycle exceeds the first's, as a fraction
    /// (nil when there were too few cycles after the baseline to compare two windows).
    var timeGrowth: Double? {
        guard let first = firstWindow, let last = lastWindow, first.medianNanoseconds > 0 else { return nil }
        return Double(last.medianNanoseconds - first.medianNanoseconds) / Double(first.medianNanoseconds)
    }

    /// Whether other processes kept the machine too busy around either window for their
    /// times to be compared (`Limits.busyCores`): time is then not judged.
    var machineWasBusy: Bool {
        guard let first = firstWindow, let last = lastWindow else { return false }
        return first.otherCores > limits.busyCores || last.otherCores > limits.busyCores
    }

    /// The same for the windows' fastest tenth of cycles.
    var fastTimeGrowth: Double? {
        guard let first = firstWindow, let last = lastWindow, first.fastNanoseconds > 0 else { return nil }
        return Double(last.fastNanoseconds - first.fastNanoseconds) / Double(first.fastNanoseconds)
    }

    /// Judges `samples` (one a cycle, in order) against `limits`, from the sample of
    /// `baselineCycle` on; `peakResidentKilobytes` and `baselinePeakKilobytes` are the
    /// kernel's peak mark at the end and at the baseline, reset after a warm-up
    /// at the baseline (nil when it could not be). Nil without a sample of the baseline
    /// cycle and one after it.
    init?(samples: [SoakSample], baselineCycle: Int, peakResidentKilobytes: Int?, baselinePeakKilobytes: Int? = nil,
          limits: Limits = Limits()) {
        self.init(samples: samples[...], baselineCycle: baselineCycle, peakResidentKilobytes: peakResidentKilobytes,
                  baselinePeakKilobytes: baselinePeakKilobytes, limits: limits)
    }

    /// The same, judging the samples in place: a run judges its samples while it goes on,
    /// and a copy of ten thousand would show in the memory it measures.
    init?(samples: ArraySlice<SoakSample>, baselineCycle: Int, peakResidentKilobytes: Int?, baselinePeakKilobytes: Int? = nil,
          limits: Limits = Limits()) {
        guard let baselineIndex = samples.firstIndex(where: { $0.cycle == baselineCycle }),
              baselineIndex + 1 < samples.endIndex, let end = samples.last
        else { return nil }
        let baseline = samples[baselineIndex]
        let after = samples[(baselineIndex + 1)...]
        self.limits = limits
        self.baseline = baseline
        self.end = end
        cyclesAfterBaseline = after.count
        self.baselinePeakKilobytes = Swift.max(baselinePeakKilobytes ?? 0, baseline.residentKilobytes)
        self.peakResidentKilobytes = Swift.max(peakResidentKilobytes ?? 0, after.lazy.map(\.residentKilobytes).max() ?? 0,
                                               self.baselinePeakKilobytes)

        let width = Swift.min(Swift.max(limits.minimumWindow, Int(Double(after.count) * limits.windowFraction)), after.count / 2)
        if width > 0 {
            let span = limits.loadSpanNanoseconds
            firstWindow = SoakVerdict.window(after.prefix(width), otherCores: SoakVerdict.otherCores(around: after.prefix(width).indices, in: samples, span: span))
            lastWindow = SoakVerdict.window(after.suffix(width), otherCores: SoakVerdict.otherCores(around: after.suffix(width).indices, in: samples, span: span))
        } else {
            firstWindow = nil
            lastWindow = nil
        }
        failures = judged()
    }

    private func judged() -> [Failure] {
        var found: [Failure] = []
        if memoryGrowth > limits.memoryGrowth {
            found.append(Failure(check: .memory, description: "memory grew \(SoakVerdict.percent(memoryGrowth)) (limit "
                + "\(SoakVerdict.percent(limits.memoryGrowth, signed: false))): peak \(SoakVerdict.megabytes(baselinePeakKilobytes)) "
                + "by cycle \(baseline.cycle), \(SoakVerdict.megabytes(peakResidentKilobytes)) by the end, "
                + "\(SoakVerdict.kilobytes(kilobytesPerCycle)) a cycle"))
        }
        if let growth = timeGrowth, let fastGrowth = fastTimeGrowth, let first = firstWindow, let last = lastWindow,
           !machineWasBusy, growth > limits.timeGrowth, fastGrowth > limits.timeGrowth,
           last.medianNanoseconds - first.medianNanoseconds >= limits.timeFloorNanoseconds {
            found.append(Failure(check: .time, description: "time per cycle grew \(SoakVerdict.percent(growth)) (limit "
                + "\(SoakVerdict.percent(limits.timeGrowth, signed: false))): median \(SoakVerdict.milliseconds(first.medianNanoseconds)) "
                + "in cycles \(first.cycles.lowerBound)-\(first.cycles.upperBound), "
                + "\(SoakVerdict.milliseconds(last.medianNanoseconds)) in cycles \(last.cycles.lowerBound)-\(last.cycles.upperBound); "
                + "the fastest tenth \(SoakVerdict.percent(fastGrowth))"))
        }
        for (check, name, value) in SoakVerdict.counted {
            let before = value(baseline), after = value(end)
            guard before != after else { continue }
            let change = after - before
            found.append(Failure(check: check, description: "\(name): \(before) at cycle \(baseline.cycle), \(after) at cycle "
                + "\(end.cycle) (\(change > 0 ? "+" : "")\(change))"))
        }
        return found
    }

    /// What must be the same at the end as at the baseline: the check, its name in messages,
    /// and how to read it from a sample.
    static let counted: [(Failure.Check, String, @Sendable (SoakSample) -> Int)] = [
        (.fds, "open file descriptors", { $0.openFileDescriptors }),
        (.threads, "threads", { $0.threads }),
        (.timers, "timers (gestures, moving nodes, timelines)", { $0.host.timers }),
        (.modals, "modal layers", { $0.host.modalLayers }),
        (.views, "view nodes", { $0.host.viewNodes }),
    ]

    static func window(_ samples: ArraySlice<SoakSample>, otherCores: Double = 0) -> Window {
        let times = samples.map(\.cpuNanoseconds).sorted()
        return Window(cycles: (samples.first?.cycle ?? 0)...(samples.last?.cycle ?? 0), medianNanoseconds: median(times),
                      fastNanoseconds: times.isEmpty ? 0 : times[(times.count - 1) / 10], otherCores: otherCores)
    }

    /// The cores other processes kept busy, on average, from the sample before `window` to
    /// its last, widened (earlier first, then later) to at least `span` of wall time: the
    /// kernel counts busy time in ticks of 10 ms, too coarse for a few cycles. 0 without
    /// the counters.
    static func otherCores(around window: Range<Int>, in samples: ArraySlice<SoakSample>, span: Int64) -> Double {
        guard !window.isEmpty else { return 0 }
        var first = Swift.max(samples.startIndex, window.lowerBound - 1)
        var last = window.upperBound - 1
        while samples[last].wallNanoseconds - samples[first].wallNanoseconds < span {
            if first > samples.startIndex {
                first -= 1
            } else if last < samples.endIndex - 1 {
                last += 1
            } else {
                break
            }
        }
        let from = samples[first], to = samples[last]
        let wall = to.wallNanoseconds - from.wallNanoseconds
        guard wall > 0, from.machineBusyNanoseconds > 0 else { return 0 }
        let others = (to.machineBusyNanoseconds - from.machineBusyNanoseconds) - (to.processCPUNanoseconds - from.processCPUNanoseconds)
        return Swift.max(0, Double(others) / Double(wall))
    }

    /// The middle value (the mean of the middle two of an even count); 0 for none.
    static func median(_ values: [Int64]) -> Int64 {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        // CPU times of a cycle: far from overflowing when added.
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    // MARK: Numbers for people

    /// A fraction as a percentage with one decimal: "+13.7 %", "-0.4 %", "5 %".
    static func percent(_ fraction: Double, signed: Bool = true) -> String {
        let tenths = Int((fraction * 1000).rounded())
        let sign = tenths < 0 ? "-" : (signed ? "+" : "")
        let whole = abs(tenths) / 10, decimal = abs(tenths) % 10
        return sign + String(whole) + (decimal == 0 && !signed ? "" : "." + String(decimal)) + " %"
    }

    /// Kilobytes as megabytes with one decimal ("45.2 MB").
    static func megabytes(_ kilobytes: Int) -> String {
        let tenths = Int((Double(kilobytes) / 102.4).rounded())
        return "\(tenths / 10).\(tenths % 10) MB"
    }

    /// Kilobytes with one decimal, signed ("+31.4 KB").
    static func kilobytes(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "+") + "\(abs(tenths) / 10).\(abs(tenths) % 10) KB"
    }

    /// Nanoseconds as milliseconds with two decimals ("4.17 ms").
    static func milliseconds(_ nanoseconds: Int64) -> String {
        let hundredths = (nanoseconds + 5_000) / 10_000
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
    }
}
