import Glibc
import Panel

/// `soak`'s run: one touch script played over and over in one `VirtualTimeSession`, time
/// going on from cycle to cycle, with the process's and the host's resources measured
/// after every cycle. After a warm-up (a tenth of the cycles before the baseline) the
/// kernel's peak-memory mark is reset; it is read at the baseline and at the end, so the
/// peaks compared are of the cycles after the warm-up, moments between samples included.
///
/// A cycle's CPU time grows while another process works the same cores (their caches and
/// memory are shared), for as long as it works: when the last window of cycles is slower
/// than the first, or the machine was busy around it, the run pauses and plays another
/// window, up to `retimings` times, so a build that ran meanwhile is not taken for growth.
/// Work that really grows is slower in every window.
@MainActor
struct SoakRun {
    /// The most cycles a run may have: their samples (about 100 bytes each) are allocated
    /// before the first cycle, so that filling them adds nothing to the memory measured.
    static let maximumCycles = 1_000_000
    /// How many more windows a run plays when its time per cycle seems to have grown, and
    /// how long it pauses before each.
    static let retimings = 3
    /// In microseconds.
    static let retimingPause: UInt32 = 2_000_000

    /// Why a run stopped before its last cycle.
    struct Stopped: Error, CustomStringConvertible {
        var description: String
    }

    /// The cycles asked for.
    let cycles: Int
    let baselineCycle: Int
    let limits: SoakVerdict.Limits
    /// Every cycle's sample: the cycles asked for, then those played to time it again.
    private(set) var samples: [SoakSample]
    /// Cycles played after those asked for, to time the last window again.
    private(set) var retimingCycles = 0
    /// The cycle the run stopped at, when memory grew so much that the run had failed
    /// for certain (`SoakVerdict.Limits.certainMemoryGrowth`) before the cycles asked for.
    private(set) var stoppedAtCycle: Int?
    /// The kernel's peak mark at the end (VmHWM), nil when it could not be reset after the
    /// warm-up: it would then include the program's start.
    private(set) var peakResidentKilobytes: Int?
    /// The kernel's peak mark at the baseline cycle.
    private(set) var baselinePeakKilobytes: Int?
    /// The cycle after which the peak mark is reset.
    let warmUpCycle: Int
    /// Whether the screen at the end shows what it showed at the baseline, pixel for pixel:
    /// a script that brings the screen back where it started keeps it so (a clock on screen
    /// does not).
    private(set) var screenAsAtBaseline = false
    /// Simulated time the cycles took.
    private(set) var virtualNanoseconds: Int64 = 0

    private let script: TouchScript
    private let session: VirtualTimeSession
    private var played = 0
    private var markReset = false
    private let screenAtBaseline: Surface

    /// Plays `script` `cycles` times in `session`, the baseline at `baselineCycle` (1 to
    /// cycles - 1), pausing `retimingPause` microseconds before each retiming; `progress`
    /// hears each cycle's sample as it is taken.
    init(script: TouchScript, cycles: Int, baselineCycle: Int, in session: VirtualTimeSession,
         limits: SoakVerdict.Limits = SoakVerdict.Limits(), retimingPause: UInt32 = SoakRun.retimingPause,
         progress: (SoakSample) -> Void = { _ in }) throws(Stopped) {
        precondition(cycles >= 2 && cycles <= SoakRun.maximumCycles && (1..<cycles).contains(baselineCycle))
        guard ProcessResources.current().residentKilobytes != nil else {
            throw Stopped(description: "cannot read /proc/self/status: soak measures a Linux process through /proc")
        }
        self.cycles = cycles
        self.baselineCycle = baselineCycle
        warmUpCycle = Swift.max(1, baselineCycle / 10)
        self.limits = limits
        self.script = script
        self.session = session
        let start = session.time
        // Allocated and written now, before the baseline: see `maximumCycles`.
        let retiming = SoakRun.retimingWindow(cyclesAfterBaseline: cycles - baselineCycle, limits: limits)
        samples = [SoakSample](repeating: SoakSample(cycle: 0, residentKilobytes: 0, cpuNanoseconds: 0),
                               count: cycles + SoakRun.retimings * retiming)
        screenAtBaseline = Surface(width: session.shadow.width, height: session.shadow.height)
        screenAtBaseline.clear(to: PixelColor(red: 0, green: 0, blue: 0))

        var baselineResident = 0
        for cycle in 1...cycles {
            let sample = try playCycle()
            progress(sample)
            if cycle == baselineCycle { baselineResident = sample.residentKilobytes }
            // The peak never comes down: past this, the memory check has failed whatever
            // follows, and a leak played on would only eat the machine's memory.
            if cycle > baselineCycle + 1,
               Double(sample.residentKilobytes - baselineResident) > Double(baselineResident) * limits.certainMemoryGrowth {
                stoppedAtCycle = cycle
                break
            }
        }
        for _ in 0..<SoakRun.retimings where stoppedAtCycle == nil {
            guard let verdict = judge(), verdict.failures.contains(where: { $0.check == .time }) || verdict.machineWasBusy
            else { break }
            usleep(retimingPause)
            for _ in 0..<retiming { progress(try playCycle()) }
            retimingCycles += retiming
        }
        samples.removeLast(samples.count - played)
        peakResidentKilobytes = markReset ? ProcessResources.current().peakResidentKilobytes : nil
        screenAsAtBaseline = session.shadow.hasSamePixels(as: screenAtBaseline)
        virtualNanoseconds = session.time - start
    }

    /// Plays the script once more and measures.
    private mutating func playCycle() throws(Stopped) -> SoakSample {
        let cycle = played + 1
        let before = ProcessResources.threadCPUNanoseconds()
        let source = session.source(playing: script)
        let finished = session.play(source)
        let spent = ProcessResources.threadCPUNanoseconds() - before
        if !source.problems.isEmpty {
            let error = SnapshotScriptError(problems: source.problems, labels: session.labels)
            throw Stopped(description: "cycle \(cycle): \(error)")
        }
        guard finished else { throw Stopped(description: "cycle \(cycle): simulated time ran out (the script is too long for this many cycles)") }
        let process = ProcessResources.current()
        let sample = SoakSample(cycle: cycle, residentKilobytes: process.residentKilobytes ?? 0, cpuNanoseconds: spent,
                                openFileDescriptors: process.openFileDescriptors ?? 0, threads: process.threads ?? 0,
                                host: session.host.resourceCounts, wallNanoseconds: MonotonicTime.now().nanoseconds,
                                machineBusyNanoseconds: ProcessResources.machineBusyNanoseconds() ?? 0,
                                processCPUNanoseconds: ProcessResources.processCPUNanoseconds())
        samples[played] = sample
        played += 1
        if cycle == warmUpCycle && cycle < baselineCycle {
            markReset = ProcessResources.resetPeakResident()
        }
        if cycle == baselineCycle {
            screenAtBaseline.copy(screenAtBaseline.bounds, from: session.shadow)
            // A baseline with no cycle between it and the warm-up has its own resident
            // memory for its peak.
            if warmUpCycle >= baselineCycle { markReset = ProcessResources.resetPeakResident() }
            baselinePeakKilobytes = markReset ? ProcessResources.current().peakResidentKilobytes : nil
        }
        return sample
    }

    /// The samples so far, judged in place (allocating next to nothing: the peak mark
    /// goes on counting).
    private func judge() -> SoakVerdict? {
        SoakVerdict(samples: samples.prefix(played), baselineCycle: baselineCycle,
                    peakResidentKilobytes: markReset ? ProcessResources.current().peakResidentKilobytes : nil,
                    baselinePeakKilobytes: baselinePeakKilobytes, limits: limits)
    }

    /// How many cycles a retiming plays: a window of the run as asked for.
    static func retimingWindow(cyclesAfterBaseline: Int, limits: SoakVerdict.Limits) -> Int {
        Swift.max(limits.minimumWindow, Int(Double(cyclesAfterBaseline) * limits.windowFraction))
    }

    /// The judgement of the samples.
    func verdict() -> SoakVerdict? {
        SoakVerdict(samples: samples, baselineCycle: baselineCycle, peakResidentKilobytes: peakResidentKilobytes,
                    baselinePeakKilobytes: baselinePeakKilobytes, limits: limits)
    }
}
