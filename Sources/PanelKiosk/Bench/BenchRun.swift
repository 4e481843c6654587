/// The measurements of one scene at one size: per-phase summaries, missed refreshes,
/// input-to-flip latency and the memory floor they are compared with.
struct BenchRun: Hashable, Sendable {
    var scene: String
    /// The physical mode.
    var width: Int
    var height: Int
    /// Degrees the logical screen is turned on the mode (0, 90, 180, 270).
    var rotation: Int
    /// Nanoseconds between vblanks.
    var refreshInterval: Int64
    var floor: MemoryFloor
    /// Frames drawn (presented).
    var frameCount: Int
    /// Vblanks during an animation that showed no new frame because a frame took too long.
    var missedRefreshes: Int
    /// Summary per phase (`FramePhase` raw values), in `FramePhase` order.
    var phases: [(name: String, summary: SampleSummary)]
    /// An input event's kernel timestamp (a touch's, a key press's) to the flip of the
    /// first frame showing its effect.
    var latency: SampleSummary
    /// Every frame's phases, in order (kept for plots; may be empty in files made by hand).
    var samples: [FrameSample]
    /// What a reader must know about this run (phases not measured, stand-ins used).
    var notes: [String]
    /// The loop's wake-ups at the end of the scene, where no input comes (scenes that
    /// have such a stretch).
    var idleTail: BenchIdleTail? = nil

    /// "toggle 800x480" or "rotated 800x480@90".
    var key: String { "\(scene) \(width)x\(height)" + (rotation == 0 ? "" : "@\(rotation)") }

    var refreshHertz: Double { refreshInterval > 0 ? 1e9 / Double(refreshInterval) : 0 }

    func phase(_ phase: FramePhase) -> SampleSummary? { phases.first { $0.name == phase.rawValue }?.summary }

    /// Summaries of `samples` for every phase (flip_wait only when something waited).
    static func summarize(_ samples: [FrameSample]) -> [(name: String, summary: SampleSummary)] {
        FramePhase.allCases.compactMap { phase in
            let values = samples.map { phase.value(of: $0) }
            if phase == .flipWait && !values.contains(where: { $0 != 0 }) { return nil }
            return (phase.rawValue, SampleSummary(values))
        }
    }

    static func == (a: BenchRun, b: BenchRun) -> Bool {
        a.scene == b.scene && a.width == b.width && a.height == b.height && a.rotation == b.rotation
            && a.refreshInterval == b.refreshInterval && a.floor == b.floor && a.frameCount == b.frameCount
            && a.missedRefreshes == b.missedRefreshes && a.latency == b.latency && a.samples == b.samples
            && a.notes == b.notes && a.idleTail == b.idleTail && a.phases.map(\.name) == b.phases.map(\.name)
            && a.phases.map(\.summary) == b.phases.map(\.summary)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// A whole `panel-app bench` invocation: where and how it ran, and its runs.
struct BenchReport: Hashable, Sendable {
    /// Bumped whenever a field changes meaning or goes; readers reject other versions.
    static let schemaVersion = 1
    static let schemaName = "panel-bench"

    var panelVersion: String
    /// "release" or "debug".
    var build: String
    /// "headless" or "kms".
    var display: String
    /// "simulated" (virtual time moved by measured costs), "virtual" (work takes no time) or "real".
    var clock: String
    /// What rasterised the frames.
    var renderer: String
    /// CPU model and architecture.
    var machine: String
    /// Peak resident memory of the benchmark process, kB.
    var peakResidentKilobytes: Int
    var runs: [BenchRun]
}
