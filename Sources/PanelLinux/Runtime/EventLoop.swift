import Glibc
import PanelBase

/// The panel's only loop: one thread, one `epoll_wait` over the display's descriptor (flip
/// events), every input descriptor, a timerfd for deadlines and a signalfd for SIGINT and
/// SIGTERM. There is no polling interval: when nothing changes the loop sleeps in the
/// kernel until touch, a timer, a flip or a signal wakes it.
///
/// While the producer needs frames, one frame is drawn per vblank, for the time it will be
/// shown: after an idle moment at once, and while frames follow each other (an animation)
/// as late before its vblank as `FrameBudget` allows, so a touch that arrives meanwhile
/// is in it.
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
    }

    public let display: Display
    public private(set) var inputs: [InputSource]
    public let producer: FrameProducer
    /// Wakes the loop from other threads (given to the producer, `FrameProducer.attach`).
    public let wake = LoopWake()
    /// The logical-size surface frames are drawn into before being copied to the display.
    public let shadow: Surface
    /// Flip timestamps and the refresh interval.
    public private(set) var frameClock: FrameClock
    /// Frames rendered and presented.
    public private(set) var framesRendered = 0
    /// Times `epoll_wait` returned: stays small when the panel is idle.
    public private(set) var wakeCount = 0
    /// How late a frame that follows another may start.
    public private(set) var frameBudget: FrameBudget
    /// When the next frame starts, while waiting to start it late.
    private var frameStart: MonotonicTime?

    private let signals: [Int32]
    private var stopRequested = false
    private var pendingEvents: [PointerEvent] = []
    private var pendingFlips: [FlipCompletion] = []
    private var registered: [Int: Set<Int32>] = [:]
    private var hungUp: [Int: Set<Int32>] = [:]

    private static let displayToken: UInt64 = 0
    private static let timerToken: UInt64 = 1
    private static let signalToken: UInt64 = 2
    private static let wakeToken: UInt64 = 3
    private static let mainQueueToken: UInt64 = 4
    private static let firstInputKind: UInt64 = 16

    /// A loop showing `producer`'s frames on `display`, fed by `inputs`. `signals` end the
    /// loop cleanly (SIGINT and SIGTERM by default).
    public init(display: Display, inputs: [InputSource] = [], producer: FrameProducer,
                signals: [Int32] = [SIGINT, SIGTERM]) {
        self.display = display
        self.inputs = inputs
        self.producer = producer
        self.signals = signals
        self.shadow = Surface(width: display.transform.logicalWidth, height: display.transform.logicalHeight)
        self.frameClock = FrameClock(nominalInterval: display.refreshInterval)
        self.frameBudget = FrameBudget(interval: display.refreshInterval)
        producer.attach(wake)
    }

    /// Asks the loop to return after the current iteration (from a producer or input).
    public func stop() { stopRequested = true }

    /// Runs until `stop()` or a signal; restores the display in every case, also when an
    /// error ends the loop (the error is then rethrown).
    @discardableResult
    public func run() throws -> ExitReason {
        defer { display.restore() }
        stopRequested = false
        let epoll = try EpollSet()
        let timer = try DeadlineTimer()
        let signalWatcher = try SignalWatcher(signals: signals)
        defer { signalWatcher.close() }

        if let fd = display.fileDescriptor { try epoll.add(fd, token: EventLoop.displayToken) }
        try epoll.add(timer.descriptor, token: EventLoop.timerToken)
        try epoll.add(signalWatcher.descriptor, token: EventLoop.signalToken)
        if wake.descriptor >= 0 { try epoll.add(wake.descriptor, token: EventLoop.wakeToken) }
        let mainQueue = MainQueueDrain.onMainThread()
        if let mainQueue { try epoll.add(mainQueue.descriptor, token: EventLoop.mainQueueToken) }
        registered = [:]
        hungUp = [:]
        for index in inputs.indices { try synchronizeDescriptors(of: index, in: epoll) }

        while true {
            let now = MonotonicTime.now()
            collectDueWork(at: now)
            deliverPending(at: now)
            if stopRequested { return .stopped }

            frameStart = nil
            if producer.needsFrame && !display.isFlipPending {
                let showTime = frameClock.nextPresentationTime(after: now)
                let start = frameBudget.startTime(forFrameShownAt: showTime, lastShown: frameClock.lastFlip, now: now)
                if start > now {
                    frameStart = start
                } else {
                    let damage = producer.renderFrame(at: showTime, into: shadow)
                    try display.present(from: shadow, damage: damage)
                    frameBudget.record(cost: MonotonicTime.now() - now)
                    framesRendered += 1
                }
            }

            // Sources gain descriptors outside their own reads too (an action's output pipe
            // appears when a touch starts it), so every wait watches the current set.
            for index in inputs.indices { try synchronizeDescriptors(of: index, in: epoll) }
            timer.arm(nextDeadline())
            let ready = try epoll.wait()
            wakeCount += 1
            for event in ready {
                switch event.token {
                case EventLoop.displayToken:
                    pendingFlips += try display.handleReadable()
                case EventLoop.timerToken:
                    timer.acknowledge()
                case EventLoop.signalToken:
                    if let signal = signalWatcher.next() { return .signal(signal) }
                case EventLoop.wakeToken:
                    // Another thread changed something: the next turn asks the producer.
                    wake.acknowledge()
                case EventLoop.mainQueueToken:
                    mainQueue?.drain()
                default:
                    readInput(token: event.token, hangUp: event.hangUp, epoll: epoll)
                }
            }
        }
    }

    /// Scripted input due by now, and flips of displays without a descriptor.
    private func collectDueWork(at now: MonotonicTime) {
        for source in inputs {
            if let due = source.nextDeadline, due <= now { pendingEvents += source.eventsDue(at: now) }
        }
        if let due = display.nextFlipDeadline, due <= now {
            pendingFlips += (try? display.handleReadable()) ?? []
        }
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

    /// The earliest moment something must happen without a descriptor waking us.
    private func nextDeadline() -> MonotonicTime? {
        var deadlines: [MonotonicTime] = []
        if let d = producer.nextDeadline { deadlines.append(d) }
        if let d = frameStart { deadlines.append(d) }
        for source in inputs { if let d = source.nextDeadline { deadlines.append(d) } }
        if let d = display.nextFlipDeadline { deadlines.append(d) }
        return deadlines.min()
    }

    private func readInput(token: UInt64, hangUp: Bool, epoll: EpollSet) {
        let index = Int(token >> 32) - Int(EventLoop.firstInputKind)
        let fd = Int32(truncatingIfNeeded: token & 0xFFFF_FFFF)
        guard inputs.indices.contains(index) else { return }
        pendingEvents += inputs[index].readAvailable(from: fd)
        try? synchronizeDescriptors(of: index, in: epoll, afterRead: true)
        // A descriptor that hung up and is still listed would wake us forever.
        if hangUp, registered[index]?.contains(fd) == true {
            epoll.remove(fd)
            registered[index]?.remove(fd)
            hungUp[index, default: []].insert(fd)
            EventLoop.warn("input descriptor \(fd) hung up; no longer watched")
        }
    }

    /// Registers descriptors a source gained and drops those it lost. `afterRead`: the
    /// source just read, and may have closed a device and opened another under the same
    /// number (closing dropped the old registration), so every wanted descriptor is added
    /// again; those still registered answer EEXIST.
    private func synchronizeDescriptors(of index: Int, in epoll: EpollSet, afterRead: Bool = false) throws {
        let listed = Set(inputs[index].fileDescriptors)
        // Descriptors that hung up stay unwatched for as long as the source lists them.
        let dead = (hungUp[index] ?? []).intersection(listed)
        hungUp[index] = dead
        let wanted = listed.subtracting(dead)
        let current = registered[index] ?? []
        if !afterRead && wanted == current { return }
        for fd in current.subtracting(wanted) { epoll.remove(fd) }
        for fd in afterRead ? wanted : wanted.subtracting(current) {
            try epoll.add(fd, token: (EventLoop.firstInputKind + UInt64(index)) << 32 | UInt64(UInt32(bitPattern: fd)),
                          allowExisting: true)
        }
        registered[index] = wanted
    }

    private static func warn(_ message: String) {
        let line = "panel: \(message)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    }
}
