import Glibc
import PanelBase

/// The panel's only loop: one thread, one wait (`EventDispatcher`) for all of its sources —
/// the display's descriptor (flip events), the input devices, a signalfd for SIGINT and
/// SIGTERM, the cross-thread wake-up, the main queue, and whatever the program adds to
/// `dispatcher` (action pipes, SIGHUP, state saves) — and for the deadlines of the
/// producer's timers, of the next frame's start and of flips of displays without a
/// descriptor. There is no polling interval: when nothing changes the loop sleeps in the
/// kernel until touch, a timer, a flip or a signal wakes it.
///
/// While the producer needs frames, one frame is drawn per vblank, for the time it will be
/// shown: after an idle moment at once, and while frames follow each other (an animation)
/// as late before its vblank as `FrameBudget` allows, so a touch that arrives meanwhile
/// is in it.
///
/// On virtual time (`init(virtualTime:…)`, with a display on the same clock) the same loop
/// runs without ever sleeping: each wait moves the clock to the next deadline, so tests
/// see what an hour of the panel does in no time, and `run` returns `.idle` when nothing
/// is left to happen.
///
/// On the main thread the loop also runs Swift concurrency's main-actor jobs, between
/// frames, woken by libdispatch's main-queue descriptor (`MainQueueDrain`).
public final class EventLoop {
    /// Why `run` returned.
    public enum ExitReason: Equatable, Sendable {
        /// `stop()` was called.
        case stopped
        /// A watched signal (SIGINT, SIGTERM) arrived.
        case signal(Int32)
        /// Nothing can happen any more: on virtual time, no deadline is left and no
        /// descriptor is ready.
        case idle
    }

    public let display: Display
    public let inputs: [InputSource]
    public let producer: FrameProducer
    /// The sources the loop waits for; the program adds its own here.
    public let dispatcher: EventDispatcher
    /// Wakes the loop from other threads (given to the producer, `FrameProducer.attach`).
    public let wake = LoopWake()
    /// The logical-size surface frames are drawn into before being copied to the display,
    /// when the display does not take them straight into its back buffer
    /// (`Display.drawingSurface(shadow:plan:)`).
    public let shadow: Surface
    /// The surface holding the last frame drawn: the shadow, or the display's buffer.
    public var latestFrame: Surface { display.latestFrame(shadow: shadow) }
    /// Flip timestamps and the refresh interval.
    public private(set) var frameClock: FrameClock
    /// Frames rendered and presented.
    public private(set) var framesRendered = 0
    /// How late a frame that follows another may start.
    public private(set) var frameBudget: FrameBudget
    /// When the next frame starts, while waiting to start it late.
    private var frameStart: MonotonicTime?

    private let signals: [Int32]
    private var stopRequested = false
    private var receivedSignal: Int32?
    private var pendingEvents: [InputEvent] = []
    private var pendingFlips: [FlipCompletion] = []

    /// A loop showing `producer`'s frames on `display`, fed by `inputs`. `signals` end the
    /// loop cleanly (SIGINT and SIGTERM by default). `dispatcher` says which time the loop
    /// runs on: the real one by default.
    public init(display: Display, inputs: [InputSource] = [], producer: FrameProducer,
                signals: [Int32] = [SIGINT, SIGTERM], dispatcher: EventDispatcher = EventDispatcher()) {
        self.display = display
        self.inputs = inputs
        self.producer = producer
        self.signals = signals
        self.dispatcher = dispatcher
        self.shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        self.frameClock = FrameClock(nominalInterval: display.refreshInterval)
        self.frameBudget = FrameBudget(interval: display.refreshInterval)
        producer.attach(wake)
        for input in inputs {
            input.attach(to: dispatcher) { [weak self] events in self?.pendingEvents += events }
        }
    }

    /// A loop on virtual time: `clock` moves to each deadline instead of being waited for.
    /// `display` must show time from the same clock (`HeadlessDisplay(clock: .virtual(clock))`).
    /// No signals are watched.
    public convenience init(virtualTime clock: VirtualClock, display: Display, inputs: [InputSource] = [],
                            producer: FrameProducer) {
        self.init(display: display, inputs: inputs, producer: producer, signals: [],
                  dispatcher: EventDispatcher(virtualTime: clock))
    }

    /// The loop's time.
    public var clock: any LoopClock { dispatcher.clock }

    /// Times the loop woke from waiting: stays small when the panel is idle.
    public var wakeCount: Int { dispatcher.waits }

    /// Asks the loop to return after the current iteration (from a producer or input).
    public func stop() { stopRequested = true }

    /// Runs until `stop()` or a signal (or, on virtual time, until nothing is left to
    /// happen); restores the display in every case, also when an error ends the loop (the
    /// error is then rethrown).
    @discardableResult
    public func run() throws -> ExitReason {
        defer { display.restore() }
        stopRequested = false
        receivedSignal = nil
        let signalWatcher = signals.isEmpty ? nil : try SignalWatcher(signals: signals)
        defer { signalWatcher?.close() }
        let own = addOwnSources(signalWatcher: signalWatcher)
        defer { for id in own.all { dispatcher.remove(id) } }

        while true {
            let now = clock.now
            deliverPending(at: now)
            if stopRequested { return .stopped }

            frameStart = nil
            if producer.needsFrame && !display.isFlipPending {
                let showTime = frameClock.nextPresentationTime(after: now)
                let start = frameBudget.startTime(forFrameShownAt: showTime, lastShown: frameClock.lastFlip, now: now)
                if start > now {
                    frameStart = start
                } else {
                    var drawnInto: Surface?
                    let damage = producer.renderFrame(at: showTime) { [display, shadow] plan in
                        let surface = display.drawingSurface(shadow: shadow, plan: plan)
                        drawnInto = surface
                        return surface
                    }
                    // A producer that drew nothing still presents a surface showing the frame before.
                    let surface = drawnInto ?? display.drawingSurface(shadow: shadow, plan: .unknown)
                    try display.present(from: surface, damage: damage)
                    frameBudget.record(cost: clock.now - now)
                    framesRendered += 1
                }
            }

            dispatcher.setDeadline(own.producerTimer, to: producer.nextDeadline)
            dispatcher.setDeadline(own.frameStart, to: frameStart)
            dispatcher.setDeadline(own.flip, to: display.nextFlipDeadline)
            guard try dispatcher.dispatch() else { return .idle }
            if let signal = receivedSignal { return .signal(signal) }
        }
    }

    /// The sources of one run: registered when it starts, removed when it ends.
    private struct OwnSources {
        var descriptors: [LoopSourceID] = []
        var producerTimer: LoopSourceID
        var frameStart: LoopSourceID
        var flip: LoopSourceID
        var all: [LoopSourceID] { descriptors + [producerTimer, frameStart, flip] }
    }

    private func addOwnSources(signalWatcher: SignalWatcher?) -> OwnSources {
        // The producer's timers and a late frame's start only wake the loop: the turn that
        // follows asks the producer and draws.
        var own = OwnSources(producerTimer: dispatcher.addDeadlineSource(at: nil) { _ in nil },
                             frameStart: dispatcher.addDeadlineSource(at: nil) { _ in nil },
                             flip: dispatcher.addDeadlineSource(at: nil) { [unowned self] _ in
                                 pendingFlips += (try? display.handleReadable()) ?? []
                                 return nil
                             })
        if let fd = display.fileDescriptor {
            own.descriptors.append(dispatcher.addReadableSource(fd) { [unowned self] _ in
                pendingFlips += try display.handleReadable()
            })
        }
        if let signalWatcher {
            own.descriptors.append(dispatcher.addReadableSource(signalWatcher.descriptor) { [unowned self] _ in
                if let signal = signalWatcher.next() { receivedSignal = signal }
            })
        }
        if wake.descriptor >= 0 {
            // Another thread changed something: the next turn asks the producer.
            own.descriptors.append(dispatcher.addReadableSource(wake.descriptor) { [wake] _ in wake.acknowledge() })
        }
        if let mainQueue = MainQueueDrain.onMainThread() {
            own.descriptors.append(dispatcher.addReadableSource(mainQueue.descriptor) { _ in mainQueue.drain() })
        }
        return own
    }

    private func deliverPending(at now: MonotonicTime) {
        if !pendingFlips.isEmpty {
            let flips = pendingFlips
            pendingFlips.removeAll()
            for flip in flips {
                frameClock.record(flip)
                producer.didShow(flip)
            }
        }
        if !pendingEvents.isEmpty {
            let events = pendingEvents
            pendingEvents.removeAll()
            producer.handle(events)
        }
        producer.update(at: now)
    }
}
