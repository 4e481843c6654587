import Panel

/// The measured part of a `SimulatedFrameHarness` run: the event loop's wake-ups on the
/// simulated clock — at each touch, gesture deadline, vblank and frame start — each
/// handing the input due to the kiosk's producer, then having it draw the frame for the
/// next vblank if one is due, its measured cost placed on the vblank grid.
@MainActor
struct SimulatedFrameLoop {
    let scene: any BenchScene
    let display: HeadlessDisplay
    let producer: ViewFrameProducer
    /// The producer's pipeline's hooks: the update and render phases of each frame.
    let timer: FramePhaseTimer
    let shadow: Surface
    let source: ScriptedInputSource
    let interval: Int64

    /// Told of each frame once it is drawn: the wake it was drawn at, the vblank it is for,
    /// and the shadow surface holding it.
    var onFrame: ((_ drawnAt: MonotonicTime, _ shownAt: MonotonicTime, _ shadow: Surface) -> Void)?

    private(set) var samples: [FrameSample] = []
    /// From each touch that changed the screen to the vblank showing the change.
    private(set) var latencies: [Int64] = []
    private(set) var missedRefreshes = 0
    /// Touches whose change no frame has shown yet.
    private var waitingTouches: [MonotonicTime] = []
    private var budget: FrameBudget
    private var lastShown: MonotonicTime?
    /// When the budget has the next frame start, if it waits.
    private var frameStart: MonotonicTime?
    // Touches and timers apply their changes as they come (a change that starts an
    // animation must start at its own time): that work counts in the next frame.
    private var workBetweenFrames: Int64 = 0
    /// When that work is done, on the simulated clock: a frame cannot start before.
    private var busyUntil: MonotonicTime

    init(scene: any BenchScene, display: HeadlessDisplay, producer: ViewFrameProducer, timer: FramePhaseTimer,
         shadow: Surface, source: ScriptedInputSource, start: MonotonicTime) {
        self.scene = scene
        self.display = display
        self.producer = producer
        self.timer = timer
        self.shadow = shadow
        self.source = source
        interval = display.refreshInterval
        budget = FrameBudget(interval: interval)
        busyUntil = start
    }

    /// Wakes from `start` until `end`, and on while frames are still due.
    mutating func run(from start: MonotonicTime, until end: MonotonicTime) throws {
        var now = start
        while now < end {
            display.advance(to: now)
            applyDueInput(at: now)
            try drawFrameIfDue(at: now)
            guard let next = nextWake(after: now, end: end) else { break }
            now = next
        }
    }

    /// Sends the touches due and advances the gestures and animations, measuring the work.
    private mutating func applyDueInput(at now: MonotonicTime) {
        let workStart = BenchClock.now()
        let events = source.eventsDue(at: now)
        producer.handle(events)
        producer.update(at: now)
        let work = BenchClock.now() - workStart
        waitingTouches += events.map(\.timestamp)
        workBetweenFrames += work
        busyUntil = Swift.max(busyUntil, now) + work
        // Touches that changed nothing have no frame to wait for.
        if !producer.needsFrame { waitingTouches.removeAll() }
    }

    /// Draws a frame now when the tree changed and no flip is pending, unless the budget
    /// has it start later (then `frameStart` wakes the loop).
    private mutating func drawFrameIfDue(at now: MonotonicTime) throws {
        let showTime = SimulatedFrameHarness.vblank(after: now, interval: interval)
        let startTime = budget.startTime(forFrameShownAt: showTime, lastShown: lastShown, now: now)
        let wantsFrame = (scene.redrawsEverything || producer.needsFrame) && !display.isFlipPending
        frameStart = wantsFrame && startTime > now ? startTime : nil
        if wantsFrame && frameStart == nil {
            try drawFrame(at: now, for: showTime)
        }
    }

    /// Has the producer make and draw the frame shown at the vblank at `showTime` (its
    /// animations sampled then, as in the kiosk), presents it, and places its cost on the
    /// vblank grid.
    private mutating func drawFrame(at now: MonotonicTime, for showTime: MonotonicTime) throws {
        if scene.redrawsEverything { producer.host.invalidateScreen() }
        let started = BenchClock.now()
        let damage = producer.renderFrame(at: showTime, into: shadow)
        let drawn = BenchClock.now()
        try display.present(from: shadow, damage: damage)
        let presented = BenchClock.now()
        onFrame?(now, showTime, shadow)
        let sample = FrameSample(updateLayout: timer.update + workBetweenFrames, render: timer.render, present: presented - drawn)
        workBetweenFrames = 0
        samples.append(sample)
        budget.record(cost: sample.total)
        // Shown at the first vblank after the frame's own work, begun when the touches'
        // and timers' work was done (at once after an idle moment).
        let begin = Swift.max(now, busyUntil)
        let shown = SimulatedFrameHarness.vblank(after: begin + (presented - started), interval: interval)
        // Vblanks that passed after the one this frame was drawn for.
        missedRefreshes += Int((shown - showTime) / interval)
        if !damage.isEmpty {
            latencies += waitingTouches.map { shown - $0 }
        }
        lastShown = shown
        waitingTouches.removeAll()
    }

    /// The next moment the event loop would wake; nil when the run is over: past `end`
    /// with nothing left to draw, or nothing left to wake for.
    private func nextWake(after now: MonotonicTime, end: MonotonicTime) -> MonotonicTime? {
        let wakes = [source.nextDeadline, producer.nextDeadline, display.nextFlipDeadline, frameStart].compactMap { $0 }.filter { $0 > now }
        guard let next = wakes.min(), next < end || scene.redrawsEverything || producer.needsFrame else { return nil }
        return next
    }
}
