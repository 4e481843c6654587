import Panel

/// `soak`'s run: one touch script played over and over in one `VirtualTimeSession`, time
/// going on from cycle to cycle, with the process's and the host's resources measured
/// after every cycle. At the baseline cycle the kernel's peak-memory mark is reset, so the
/// peak read at the end is the peak of the cycles after it, moments between samples
/// included.
@MainActor
struct SoakRun {
    /// The most cycles a run may have: their samples (about 100 bytes each) are allocated
    /// before the first cycle, so that filling them adds nothing to the memory measured.
    static let maximumCycles = 1_000_000

    /// Why a run stopped before its last cycle.
    struct Stopped: Error, CustomStringConvertible {
        var description: String
    }

    let cycles: Int
    let baselineCycle: Int
    private(set) var samples: [SoakSample] = []
    /// The kernel's peak mark at the end (VmHWM), nil when it could not be reset at the
    /// baseline: it would then include the cycles before it.
    private(set) var peakResidentKilobytes: Int?
    /// Whether the screen at the end shows what it showed at the baseline, pixel for pixel:
    /// a script that brings the screen back where it started keeps it so (a clock on screen
    /// does not).
    private(set) var screenAsAtBaseline = false
    /// Simulated time the cycles took.
    private(set) var virtualNanoseconds: Int64 = 0

    /// Plays `script` `cycles` times in `session`, the baseline at `baselineCycle` (1 to
    /// cycles - 1); `progress` hears each cycle's sample as it is taken.
    init(script: TouchScript, cycles: Int, baselineCycle: Int, in session: VirtualTimeSession,
         progress: (SoakSample) -> Void = { _ in }) throws(Stopped) {
        precondition(cycles >= 2 && cycles <= SoakRun.maximumCycles && (1..<cycles).contains(baselineCycle))
        self.cycles = cycles
        self.baselineCycle = baselineCycle
        let start = session.time
        guard ProcessResources.current().residentKilobytes != nil else {
            throw Stopped(description: "cannot read /proc/self/status: soak measures a Linux process through /proc")
        }
        // Allocated and written now, before the baseline: see `maximumCycles`.
        let placeholder = SoakSample(cycle: 0, residentKilobytes: 0, cpuNanoseconds: 0)
        var samples = [SoakSample](repeating: placeholder, count: cycles)
        let screenAtBaseline = Surface(width: session.shadow.width, height: session.shadow.height)
        screenAtBaseline.clear(to: PixelColor(red: 0, green: 0, blue: 0))
        var markReset = false

        for cycle in 1...cycles {
            let before = ProcessResources.threadCPUNanoseconds()
            let source = session.source(playing: script)
            let played = session.play(source)
            let spent = ProcessResources.threadCPUNanoseconds() - before
            if !source.problems.isEmpty {
                let error = SnapshotScriptError(problems: source.problems, labels: session.labels)
                throw Stopped(description: "cycle \(cycle): \(error)")
            }
            guard played else { throw Stopped(description: "cycle \(cycle): simulated time ran out (the script is too long for this many cycles)") }
            let process = ProcessResources.current()
            let sample = SoakSample(cycle: cycle, residentKilobytes: process.residentKilobytes ?? 0, cpuNanoseconds: spent,
                                    openFileDescriptors: process.openFileDescriptors ?? 0, threads: process.threads ?? 0,
                                    host: session.host.resourceCounts)
            samples[cycle - 1] = sample
            if cycle == baselineCycle {
                screenAtBaseline.copy(screenAtBaseline.bounds, from: session.shadow)
                markReset = ProcessResources.resetPeakResident()
            }
            progress(sample)
        }
        peakResidentKilobytes = markReset ? ProcessResources.current().peakResidentKilobytes : nil
        self.samples = samples
        screenAsAtBaseline = session.shadow.hasSamePixels(as: screenAtBaseline)
        virtualNanoseconds = session.time - start
    }

    /// The judgement of the samples.
    func verdict(limits: SoakVerdict.Limits = SoakVerdict.Limits()) -> SoakVerdict? {
        SoakVerdict(samples: samples, baselineCycle: baselineCycle, peakResidentKilobytes: peakResidentKilobytes, limits: limits)
    }
}
