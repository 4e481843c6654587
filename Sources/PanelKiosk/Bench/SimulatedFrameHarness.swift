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

    func run(_ scene: any BenchScene, mode: BenchMode) throws -> BenchRun {
        let display = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                      refreshRate: mode.headlessRefreshHz, clock: .simulated(start: .zero))
        let interval = display.refreshInterval
        let (width, height) = display.logicalSize
        let shadow = Surface(width: width, height: height)
        let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
        let rasterizer = environment.rasterizer
        let floor = MemoryFloor.measure(width: mode.width, height: mode.height)

        // The warm-up frames are not measured.
        let first = host.update()
        rasterizer.render(host.displayList, damage: first, into: shadow)
        for index in 0..<BenchWarmUp.frames {
            try display.present(from: shadow, damage: BenchWarmUp.damage(frame: index, bounds: shadow.bounds))
            display.advance()
        }

        let start = display.now
        let source = try BenchTouchScript.source(for: try scene.touches(host: host, start: start, interval: interval),
                                                 transform: display.transform, start: start)
        let end = start + Int64(scene.vblanks) * interval
        let everything = [PixelRect(x: 0, y: 0, width: width, height: height)]
        var samples: [FrameSample] = []
        var latencies: [Int64] = []
        var missed = 0
        var waitingTouches: [MonotonicTime] = []
        var budget = FrameBudget(interval: interval)
        var lastShown: MonotonicTime?
        var frameStart: MonotonicTime?
        // Touches and timers apply their changes as they come (a change that starts an
        // animation must start at its own time): that work counts in the next frame.
        var workBetweenFrames: Int64 = 0
        // When that work is done, on the simulated clock: a frame cannot start before.
        var busyUntil = start
        var now = start
        while now < end {
            display.advance(to: now)
            let workStart = BenchClock.now()
            for event in source.eventsDue(at: now) {
                host.send(event)
                waitingTouches.append(event.timestamp)
            }
            host.advance(to: now)
            let work = BenchClock.now() - workStart
            workBetweenFrames += work
            busyUntil = Swift.max(busyUntil, now) + work
            // Touches that changed nothing have no frame to wait for.
            if !host.needsUpdate { waitingTouches.removeAll() }

            let showTime = SimulatedFrameHarness.vblank(after: now, interval: interval)
            let startTime = budget.startTime(forFrameShownAt: showTime, lastShown: lastShown, now: now)
            let wantsFrame = (scene.redrawsEverything || host.needsUpdate) && !display.isFlipPending
            frameStart = wantsFrame && startTime > now ? startTime : nil
            if wantsFrame && frameStart == nil {
                if scene.redrawsEverything { host.size = host.size }
                let t0 = BenchClock.now()
                var damage = host.update()
                let t1 = BenchClock.now()
                if scene.redrawsEverything { damage = everything }
                rasterizer.render(host.displayList, damage: damage, into: shadow)
                let t2 = BenchClock.now()
                try display.present(from: shadow, damage: damage)
                let t3 = BenchClock.now()
                let sample = FrameSample(updateLayout: t1 - t0 + workBetweenFrames, render: t2 - t1, present: t3 - t2)
                workBetweenFrames = 0
                samples.append(sample)
                budget.record(cost: sample.total)
                // Shown at the first vblank after the frame's own work, begun when the
                // touches' and timers' work was done (at once after an idle moment).
                let begin = Swift.max(now, busyUntil)
                let shown = SimulatedFrameHarness.vblank(after: begin + (t3 - t0), interval: interval)
                // Vblanks that passed after the one this frame was drawn for.
                missed += Int((shown - showTime) / interval)
                if !damage.isEmpty {
                    latencies += waitingTouches.map { shown - $0 }
                }
                lastShown = shown
                waitingTouches.removeAll()
            }

            let wakes = [source.nextDeadline, host.nextDeadline, display.nextFlipDeadline, frameStart].compactMap { $0 }.filter { $0 > now }
            guard let next = wakes.min(), next < end || scene.redrawsEverything || host.needsUpdate else { break }
            now = next
        }
        var notes = scene.notes
        notes.append("simulated clock: latency and missed refreshes place each frame's measured cost on the vblank grid")
        return BenchRun(scene: scene.name, width: mode.width, height: mode.height, rotation: scene.rotation.rawValue,
                        refreshInterval: interval, floor: floor, frameCount: samples.count, missedRefreshes: missed,
                        phases: BenchRun.summarize(samples), latency: SampleSummary(latencies), samples: samples, notes: notes)
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
