import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A producer scripted by closures: draws a frame while `framesWanted` is above the frames
/// drawn, and records what the loop told it.
final class FakeProducer: FrameProducer {
    var framesWanted = 0
    var renderTimes: [MonotonicTime] = []
    var shown: [FlipCompletion] = []
    var received: [PointerEvent] = []
    var updates = 0
    var deadline: MonotonicTime?
    var onRender: (FakeProducer) -> Void = { _ in }
    var onShow: (FakeProducer) -> Void = { _ in }
    var onEvents: (FakeProducer) -> Void = { _ in }
    var onUpdate: (FakeProducer, MonotonicTime) -> Void = { _, _ in }

    /// A test that waits for something that never comes fails here instead of hanging.
    var giveUpAt = MonotonicTime.now() + 5_000_000_000
    weak var loop: EventLoop?
    private(set) var gaveUp = false

    var needsFrame: Bool { renderTimes.count < framesWanted }
    var nextDeadline: MonotonicTime? { [deadline, giveUpAt].compactMap { $0 }.min() }

    func handle(_ events: [InputEvent]) {
        received += events.pointerEvents
        onEvents(self)
    }

    func update(at time: MonotonicTime) {
        updates += 1
        if time >= giveUpAt {
            gaveUp = true
            loop?.stop()
        }
        onUpdate(self, time)
    }

    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        renderTimes.append(time)
        shadow.clear(to: PixelColor(argb: 0xFF00_0000 | UInt32(renderTimes.count)))
        onRender(self)
        return [shadow.bounds]
    }

    func didShow(_ flip: FlipCompletion) {
        shown.append(flip)
        onShow(self)
    }
}

/// Plays pointer events at set times, with no descriptor; a script given later moves its
/// deadline.
final class TimedInput: TimedInputSource {
    var script: [PointerEvent] {
        didSet { if let source { dispatcher?.setDeadline(source, to: nextDeadline) } }
    }
    private weak var dispatcher: EventDispatcher?
    private var source: LoopSourceID?
    init(_ script: [PointerEvent]) { self.script = script }
    func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
        self.dispatcher = dispatcher
        source = dispatcher.addDeadlineSource(at: nextDeadline) { now in
            deliver(self.eventsDue(at: now))
            return self.nextDeadline
        }
    }
    var nextDeadline: MonotonicTime? { script.first?.timestamp }
    func eventsDue(at time: MonotonicTime) -> [InputEvent] {
        let due = script.prefix { $0.timestamp <= time }
        script.removeFirst(due.count)
        return due.map(InputEvent.pointer)
    }
}

/// Turns each byte written to a pipe into a pointer event.
final class PipeInput: InputSource {
    private let pipe = TestPipe()
    var readEnd: Int32 { pipe.readEnd }
    func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
        dispatcher.addReadableSource(readEnd) { ready in deliver(self.readAvailable(from: ready.descriptor)) }
    }
    func send(_ byte: UInt8) { pipe.send([byte]) }
    func readAvailable(from descriptor: Int32) -> [InputEvent] {
        var bytes = [UInt8](repeating: 0, count: 16)
        let n = read(descriptor, &bytes, 16)
        return n <= 0 ? [] : bytes[0..<n].map {
            .pointer(PointerEvent(pointer: Int($0), phase: .began, location: .zero, timestamp: .now()))
        }
    }
}

final class FailingDisplay: Display {
    let transform = ScreenTransform(physicalWidth: 4, physicalHeight: 4, rotation: .none)
    let refreshInterval: Int64 = 16_000_000
    var fileDescriptor: Int32? { nil }
    var nextFlipDeadline: MonotonicTime? { nil }
    var isFlipPending: Bool { false }
    var restored = false
    func present(from shadow: Surface, damage: Region) throws {
        throw DisplayError.system(operation: "page flip", path: "/dev/dri/card9", errno: EIO)
    }
    func handleReadable() throws -> [FlipCompletion] { [] }
    func restore() { restored = true }
}

@Suite struct EventLoopTests {
    @Test func anIdlePanelDrawsNothingAndSleeps() throws {
        let display = HeadlessDisplay(width: 16, height: 8, refreshRate: 100, clock: .realTime)
        let producer = FakeProducer()
        producer.framesWanted = 1
        let wake = MonotonicTime.now() + 120_000_000 // 12 vblanks of idleness
        let input = TimedInput([PointerEvent(pointer: 1, phase: .began, location: .zero, timestamp: wake)])
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        producer.onEvents = { _ in loop.stop() }
        #expect(try loop.run() == .stopped)
        #expect(producer.renderTimes.count == 1)
        #expect(display.flipCount == 1)
        #expect(MonotonicTime.now() >= wake)
        // The first flip, then the scripted event: a polling loop would wake at every vblank.
        #expect(loop.wakeCount <= 4, "woke \(loop.wakeCount) times")
        #expect(producer.received.count == 1)
        #expect(display.isRestored)
    }

    @Test func anAnimationDrawsOneFramePerVblank() throws {
        let display = HeadlessDisplay(width: 16, height: 8, refreshRate: 50, clock: .realTime)
        let producer = FakeProducer()
        producer.framesWanted = 8
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        producer.onShow = { p in if p.shown.count == 8 { loop.stop() } }
        try loop.run()
        #expect(producer.renderTimes.count == 8)
        #expect(display.flipCount == 8)
        let sequences = producer.shown.map(\.vblankSequence)
        // Never two frames in one vblank. (Consecutive vblanks cannot be asserted in real
        // time: a loaded test machine may miss one.)
        #expect(zip(sequences, sequences.dropFirst()).allSatisfy { $1 > $0 }, "vblanks \(sequences)")
        // Frames after the first are drawn for a vblank: the one that shows them, or, on a
        // loaded machine that woke the loop late, one they then missed (never for the
        // moment the loop happened to wake).
        let shownTimes = producer.shown.dropFirst().map(\.timestamp)
        for (drawnFor, shown) in zip(producer.renderTimes.dropFirst(), shownTimes) {
            #expect(drawnFor <= shown && (shown - drawnFor) % display.refreshInterval == 0,
                    "drawn for \(drawnFor), shown at \(shown)")
        }
        #expect(display.frontImage().hasSamePixels(as: loop.latestFrame))
    }

    @Test func framesOfAnAnimationStartLateSoATouchMeanwhileIsInTheNextOne() throws {
        // 20 Hz: 50 ms between vblanks, and frames that cost next to nothing.
        let display = HeadlessDisplay(width: 16, height: 8, refreshRate: 20, clock: .realTime)
        let interval: Int64 = 50_000_000
        let producer = FakeProducer()
        producer.framesWanted = 40
        let input = TimedInput([])
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        struct Start { var showTime, began: MonotonicTime; var lead: Int64; var follows: Bool; var withTouch: Bool }
        var starts: [Start] = []
        var touchTime: MonotonicTime?
        producer.onShow = { p in
            let flip = p.shown.last!
            // Once frames start late, touch 30 ms after a flip: 20 ms before the next vblank.
            if touchTime == nil, p.shown.count == 2 + FrameBudget.warmUpFrames {
                touchTime = flip.timestamp + 30_000_000
                input.script = [PointerEvent(pointer: 1, phase: .began, location: .zero, timestamp: touchTime!)]
            }
            if let withTouch = starts.first(where: \.withTouch), flip.timestamp >= withTouch.showTime { loop.stop() }
        }
        producer.onRender = { p in
            let showTime = p.renderTimes.last!
            let follows = p.shown.last.map { showTime - $0.timestamp == interval } ?? false
            starts.append(Start(showTime: showTime, began: .now(), lead: loop.frameBudget.lead, follows: follows,
                                withTouch: !p.received.isEmpty && !starts.contains(where: \.withTouch)))
        }
        try loop.run()
        #expect(!producer.gaveUp)
        // After the warm-up, a frame that follows the last flip starts no earlier than its
        // lead before the vblank it is for (a loaded machine may start it later, never
        // earlier); one drawn right after the flip would start a whole refresh early.
        let following = starts.dropFirst(FrameBudget.warmUpFrames + 1).filter(\.follows)
        #expect(!following.isEmpty)
        for start in following {
            #expect(start.began >= MonotonicTime(nanoseconds: start.showTime.nanoseconds - start.lead),
                    "began \((start.showTime - start.began) / 1_000_000) ms before its vblank, lead \(start.lead / 1_000_000) ms")
        }
        // The frame drawn for the first vblank after the touch shows it, unless that frame
        // had begun before the touch (frames had become slow enough to need the lead).
        let touch = try #require(touchTime)
        let withTouch = try #require(starts.first { $0.withTouch })
        let shown = withTouch.showTime
        if let next = starts.first(where: { $0.showTime > touch }), next.began >= touch {
            #expect(shown == next.showTime)
        }
    }

    @Test func producerDeadlinesWakeTheLoop() throws {
        let display = HeadlessDisplay(width: 8, height: 8, clock: .realTime)
        let producer = FakeProducer()
        let deadline = MonotonicTime.now() + 30_000_000
        producer.deadline = deadline
        var firedAt: MonotonicTime?
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        producer.onUpdate = { p, time in
            if let d = p.deadline, time >= d { firedAt = time; p.deadline = nil; loop.stop() }
        }
        try loop.run()
        let fired = try #require(firedAt)
        #expect(fired >= deadline)
        #expect(producer.renderTimes.isEmpty)
        #expect(loop.wakeCount <= 2)
    }

    @Test func sigtermEndsTheLoopAndRestoresTheDisplay() throws {
        let display = HeadlessDisplay(width: 8, height: 8, refreshRate: 200, clock: .realTime)
        let producer = FakeProducer()
        producer.framesWanted = 100
        producer.onRender = { p in if p.renderTimes.count == 3 { pthread_kill(pthread_self(), SIGTERM) } }
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        #expect(try loop.run() == .signal(SIGTERM))
        #expect(producer.renderTimes.count == 3)
        #expect(display.isRestored)
    }

    @Test func inputDescriptorsDeliverEvents() throws {
        let display = HeadlessDisplay(width: 8, height: 8, clock: .realTime)
        let input = PipeInput()
        let producer = FakeProducer()
        producer.framesWanted = 1
        producer.onRender = { _ in input.send(7); input.send(9) }
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        producer.onEvents = { p in if p.received.count >= 2 { loop.stop() } }
        try loop.run()
        #expect(!producer.gaveUp)
        #expect(producer.received.map(\.pointer) == [7, 9])
    }

    @Test func theLoopRegistersItsDescriptorsOnceForAllItsTurns() throws {
        let poller = EpollPoller()
        let display = HeadlessDisplay(width: 8, height: 8, refreshRate: 200, clock: .realTime)
        let producer = FakeProducer()
        producer.framesWanted = 30
        let input = PipeInput()
        let loop = EventLoop(display: display, inputs: [input], producer: producer, dispatcher: EventDispatcher(poller: poller))
        producer.loop = loop
        producer.onRender = { _ in input.send(1) }
        producer.onShow = { p in if p.shown.count == 30 { loop.stop() } }
        try loop.run()
        #expect(!producer.gaveUp)
        #expect(producer.received.count >= 29)
        #expect(loop.wakeCount >= 30)
        // Added once each: the poller's timer, the pipe, the signals, the wake-up (and the
        // main queue on the main thread); the run's own removed at its end.
        #expect(poller.controlCalls <= 8, "\(poller.controlCalls) epoll_ctl calls for \(loop.wakeCount) turns")
    }

    @Test func aFailingDisplayIsRestoredAndTheErrorReported() {
        let display = FailingDisplay()
        let producer = FakeProducer()
        producer.framesWanted = 1
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        #expect(throws: DisplayError.self) { try loop.run() }
        #expect(display.restored)
    }
}
