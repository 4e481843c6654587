import Panel

/// The kiosk's producer (`ViewFrameProducer`: a scene's host and the frame pipeline),
/// driven by the event loop (on real or virtual time), with the benchmark's measuring
/// around it: each frame's phases (the pipeline's hooks), the flips that showed them, the
/// latency from each touch or key press to the flip of the first frame that showed its
/// effect, and the loop's wake-ups in the scene's idle tail. On virtual time each measured
/// phase moves the loop's clock by its cost (`BenchWorkClock`).
///
/// The warm-up frames (`BenchWarmUp`) fill every buffer and are not measured. Missed
/// refreshes are vblanks that passed without a new frame while one was wanted: a frame
/// is wanted from the moment the tree changed (or, while a flip was pending, from that
/// flip), and every vblank beyond the first between then and its own flip was missed.
@MainActor
final class BenchFrameProducer: @preconcurrency FrameProducer {
    let scene: any BenchScene
    let inner: ViewFrameProducer
    let timer: FramePhaseTimer
    let workClock: BenchWorkClock
    /// The loop stops at the first wake at or after this time.
    let endTime: MonotonicTime
    /// Where the scene's idle tail starts (nil: it has none).
    let idleTailStart: MonotonicTime?
    weak var loop: EventLoop?
    /// Told of each frame once it is drawn, the warm-up frames first: what the producer was
    /// asked since the frame before (input and wake-ups, in order), the vblank the frame
    /// is for, and the shadow surface holding it.
    var onFrame: ((_ calls: [Call], _ shownAt: MonotonicTime, _ shadow: Surface) -> Void)?

    /// What the loop asked of the producer between two frames.
    enum Call {
        case handle([InputEvent])
        case update(MonotonicTime)
    }

    private(set) var samples: [FrameSample] = []
    private(set) var latencies: [Int64] = []
    private(set) var missedRefreshes = 0
    /// The loop's turns, and frames drawn, in the idle tail.
    private(set) var idleTailWakeUps = 0
    private(set) var idleTailFrames = 0
    private var presented: UInt64 = 0
    private var current = FrameSample(updateLayout: 0, render: 0, present: 0)
    /// Sample index by the display's frame number (counting presented frames from 1).
    private var sampleOfFrame: [UInt64: Int] = [:]
    private var waitingTouches: [MonotonicTime] = []
    /// Key presses waiting for a frame that shows them. What a key does may show only at
    /// the update after the first (focus moved by a `FocusState` its action set), so a key
    /// whose first frame changed nothing waits for the next while one is wanted.
    private var waitingKeys: [MonotonicTime] = []
    private var inputOfFrame: [UInt64: [MonotonicTime]] = [:]
    private let refreshInterval: Int64
    /// When the tree first changed since the last frame was drawn.
    private var wantedSince: MonotonicTime?
    private var wantedSinceOfFrame: [UInt64: MonotonicTime] = [:]
    private var lastFlip: MonotonicTime?
    /// Touches and timers apply their changes as they come (an animation they start must
    /// start at its own time): that work counts in the next frame's update.
    private var workBetweenFrames: Int64 = 0
    private var callsSinceFrame: [Call] = []

    init(scene: any BenchScene, inner: ViewFrameProducer, timer: FramePhaseTimer, workClock: BenchWorkClock,
         refreshInterval: Int64, endTime: MonotonicTime, idleTailStart: MonotonicTime? = nil) {
        self.scene = scene
        self.inner = inner
        self.timer = timer
        self.workClock = workClock
        self.endTime = endTime
        self.idleTailStart = idleTailStart
        self.refreshInterval = Swift.max(1, refreshInterval)
    }

    func handle(_ events: [InputEvent]) {
        if onFrame != nil { callsSinceFrame.append(.handle(events)) }
        let start = BenchClock.now()
        inner.handle(events)
        chargeWork(BenchClock.now() - start)
        for event in events where BenchFrameProducer.showsItself(event) {
            if event.keyEvent != nil { waitingKeys.append(event.timestamp) } else { waitingTouches.append(event.timestamp) }
        }
        if !inner.needsFrame {
            waitingTouches.removeAll()
            waitingKeys.removeAll()
        }
        noteWanted(at: workClock.now)
    }

    func update(at time: MonotonicTime) {
        if onFrame != nil { callsSinceFrame.append(.update(time)) }
        // The loop asks for an update once per turn: each is a wake-up (the end's is the
        // benchmark's own).
        if isInIdleTail(time) { idleTailWakeUps += 1 }
        let start = BenchClock.now()
        inner.update(at: time)
        chargeWork(BenchClock.now() - start)
        noteWanted(at: time)
        if time >= endTime { loop?.stop() }
    }

    /// Touches and timers apply their changes as they come: their cost counts in the next
    /// frame's update, and takes its time on the loop's clock.
    private func chargeWork(_ cost: Int64) {
        workBetweenFrames += cost
        workClock.charge(cost)
    }

    private func noteWanted(at time: MonotonicTime) {
        if wantedSince == nil, scene.redrawsEverything || inner.needsFrame { wantedSince = time }
    }

    var needsFrame: Bool { isWarmingUp || scene.redrawsEverything || inner.needsFrame }

    /// Whether the frame drawn next is one of the unmeasured warm-up frames.
    private var isWarmingUp: Bool { presented < BenchWarmUp.frames }

    var nextDeadline: MonotonicTime? { [inner.nextDeadline, endTime].compactMap { $0 }.min() }

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        renderFrame(at: time) { _ in shadow }
    }

    func renderFrame(at time: MonotonicTime, target: (DrawingPlan) -> Surface) -> Region {
        let warmUp = isWarmingUp
        if isInIdleTail(workClock.now) { idleTailFrames += 1 }
        if scene.redrawsEverything { inner.host.invalidateScreen() }
        let started = BenchClock.now()
        // The display brings its buffer up to date inside: `TimedDisplay` counts that in
        // the present, so it is taken out of this frame's drawing.
        var drawnInto: Surface?
        var preparation: Int64 = 0
        let damage = inner.renderFrame(at: time) { plan in
            let preparing = BenchClock.now()
            let surface = target(plan)
            preparation = BenchClock.now() - preparing
            drawnInto = surface
            return surface
        }
        workClock.charge(BenchClock.now() - started - preparation)
        presented += 1
        if let drawnInto { onFrame?(callsSinceFrame, time, drawnInto) }
        callsSinceFrame.removeAll()
        current = FrameSample(updateLayout: timer.update + workBetweenFrames, render: timer.render, present: 0)
        workBetweenFrames = 0
        if !warmUp, !damage.isEmpty, !waitingTouches.isEmpty || !waitingKeys.isEmpty {
            inputOfFrame[presented] = waitingTouches + waitingKeys
            waitingKeys.removeAll()
        }
        if warmUp || !inner.needsFrame { waitingKeys.removeAll() }
        let wanted = wantedSince ?? time
        wantedSinceOfFrame[presented] = lastFlip.map { Swift.max($0, wanted) } ?? wanted
        wantedSince = nil
        waitingTouches.removeAll()
        return damage
    }

    /// The display's present took `duration`: the frame's sample is complete.
    func didPresent(duration: Int64) {
        workClock.charge(duration)
        // The last warm-up frame is presented: measured work from now on takes its time.
        if presented >= BenchWarmUp.frames { workClock.charging = true }
        guard presented > BenchWarmUp.frames else { return }
        current.present = duration
        sampleOfFrame[presented] = samples.count
        samples.append(current)
    }

    /// A flip completed `wait` ns after its submission.
    func didComplete(_ flip: FlipCompletion, wait: Int64) {
        if let index = sampleOfFrame[flip.frame] { samples[index].flipWait = wait }
    }

    func didShow(_ flip: FlipCompletion) {
        lastFlip = flip.timestamp
        if let wanted = wantedSinceOfFrame.removeValue(forKey: flip.frame), sampleOfFrame[flip.frame] != nil {
            missedRefreshes += BenchFrameProducer.missedRefreshes(cost: flip.timestamp - wanted, interval: refreshInterval)
        }
        if let shown = inputOfFrame.removeValue(forKey: flip.frame) {
            latencies += shown.map { flip.timestamp - $0 }
        }
        inner.didShow(flip)
    }

    func attach(_ wake: LoopWake) { inner.attach(wake) }

    private func isInIdleTail(_ time: MonotonicTime) -> Bool {
        guard let idleTailStart else { return false }
        return time >= idleTailStart && time < endTime
    }

    /// Linux key codes of the modifiers (Shift, Control, Alt and AltGr, the logo keys, Caps
    /// Lock): pressing one changes what later keys type and shows nothing by itself.
    nonisolated static let modifierKeyCodes: Set<UInt16> = [29, 42, 54, 56, 58, 97, 100, 125, 126]

    /// Whether an event's latency is measured: touches and turns, and a key when it goes
    /// down or repeats (what it types shows then), unless it is a modifier.
    nonisolated static func showsItself(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return true }
        return key.state != .released && !modifierKeyCodes.contains(key.code)
    }

    /// Vblanks a frame wanted `cost` before its flip let pass without a new frame:
    /// ⌈cost / interval⌉ − 1.
    nonisolated static func missedRefreshes(cost: Int64, interval: Int64) -> Int {
        Int((Swift.max(1, cost) - 1) / Swift.max(1, interval))
    }
}
