import Panel

/// Runs a scene on the headless display in simulated time, as the event loop would: the
/// loop wakes at each touch, gesture deadline and vblank, and draws a frame when the view
/// tree changed and no flip is pending — at once after an idle moment, and as late as
/// `FrameBudget` allows while frames follow each other. Vblanks fall on a fixed grid, so
/// every run draws the same frames with the same pixels; each phase's cost is measured
/// with CLOCK_MONOTONIC.
///
/// The schedule does not wait for the measured costs. Instead each frame's cost is placed
/// on the vblank grid: a frame started at t and costing c is shown at the first vblank after
/// t + c, which gives its touches' input-to-flip latency; the vblanks between the one after
/// t and that one are missed refreshes. The work a touch or timer does when it arrives is
/// counted in the next frame's cost, and the frame starts no earlier than that work ends.
@MainActor
struct SimulatedFrameHarness {
    let environment: BenchEnvironment
    /// Told of each measured frame (`SimulatedFrameLoop.onFrame`).
    var onFrame: ((_ drawnAt: MonotonicTime, _ shownAt: MonotonicTime, _ shadow: Surface) -> Void)?

    init(environment: BenchEnvironment) { self.environment = environment }

    func run(_ scene: any BenchScene, mode: BenchMode) throws -> BenchRun {
        let display = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                      refreshRate: mode.headlessRefreshHz, clock: .simulated(start: .zero))
        let interval = display.refreshInterval
        let (width, height) = display.logicalSize
        let shadow = Surface(width: width, height: height)
        let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
        let timer = FramePhaseTimer()
        let producer = environment.makeProducer(for: host, timer: timer)
        let floor = MemoryFloor.measure(width: mode.width, height: mode.height)
        try warmUp(display, producer: producer, shadow: shadow)

        let start = display.now
        let source = try BenchTouchScript.source(for: try scene.touches(host: host, start: start, interval: interval),
                                                 transform: display.transform, start: start)
        var loop = SimulatedFrameLoop(scene: scene, display: display, producer: producer, timer: timer, shadow: shadow,
                                      source: source, start: start)
        loop.onFrame = onFrame
        try loop.run(from: start, until: start + Int64(scene.vblanks) * interval)
        var notes = scene.notes
        notes.append("simulated clock: latency and missed refreshes place each frame's measured cost on the vblank grid")
        return BenchRun(scene: scene.name, width: mode.width, height: mode.height, rotation: scene.rotation.rawValue,
                        refreshInterval: interval, floor: floor, frameCount: loop.samples.count, missedRefreshes: loop.missedRefreshes,
                        phases: BenchRun.summarize(loop.samples), latency: SampleSummary(loop.latencies), samples: loop.samples, notes: notes)
    }

    /// Draws the first frame and fills every buffer, a frame at each vblank; none of it is
    /// measured.
    private func warmUp(_ display: HeadlessDisplay, producer: ViewFrameProducer, shadow: Surface) throws {
        for _ in 0..<BenchWarmUp.frames {
            producer.update(at: display.now)
            try display.present(from: shadow, damage: producer.renderFrame(at: display.now, into: shadow))
            display.advance()
        }
    }

    /// Vblanks a frame costing `cost` lets pass without a new frame: ⌈cost / interval⌉ − 1.
    nonisolated static func missedRefreshes(cost: Int64, interval: Int64) -> Int {
        Int((Swift.max(1, cost) - 1) / Swift.max(1, interval))
    }

    /// The first vblank strictly after `time` on a grid starting at zero.
    nonisolated static func vblank(after time: MonotonicTime, interval: Int64) -> MonotonicTime {
        MonotonicTime(nanoseconds: (Swift.max(0, time.nanoseconds) / interval + 1) * interval)
    }
}
