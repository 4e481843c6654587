import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A display whose descriptor becomes readable as soon as a frame is handed over, like a
/// driver without vblank interrupts; it paces itself through `nextFlipDeadline`.
final class DescriptorDisplay: Display {
    let transform = ScreenTransform(physicalWidth: 8, physicalHeight: 8, rotation: .none)
    let refreshInterval: Int64 = 5_000_000
    private let pipe = TestPipe()
    private var pacer = FlipPacer(interval: 5_000_000)
    private var waitingForEvent = false
    private var held: FlipCompletion?
    private var frames: UInt64 = 0
    var events = 0

    var fileDescriptor: Int32? { pipe.readEnd }
    var nextFlipDeadline: MonotonicTime? { held?.timestamp }
    var isFlipPending: Bool { waitingForEvent || held != nil }

    func present(from shadow: Surface, damage: Region) throws {
        guard !isFlipPending else { throw DisplayError.flipPending }
        frames += 1
        waitingForEvent = true
        pipe.send([1])
    }

    func handleReadable() throws -> [FlipCompletion] {
        if !pipe.drain().isEmpty {
            events += 1
            waitingForEvent = false
            held = FlipCompletion(frame: frames, timestamp: pacer.shownTime(forEventAt: .now()), vblankSequence: 0)
        }
        guard let flip = held, flip.timestamp <= .now() else { return [] }
        held = nil
        return [flip]
    }

    func restore() {}
}

@Suite struct EventLoopDescriptorTests {
    @Test func flipEventsFromTheDescriptorArePacedToTheRefresh() throws {
        let display = DescriptorDisplay()
        let producer = FakeProducer()
        producer.framesWanted = 6
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        producer.onShow = { p in if p.shown.count == 6 { loop.stop() } }
        try loop.run()
        #expect(display.events == 6)
        let times = producer.shown.map(\.timestamp)
        #expect(zip(times, times.dropFirst()).allSatisfy { $1 - $0 >= 5_000_000 }, "\(times)")
    }

    @Test func inputDescriptorsThatAppearLaterAreWatched() throws {
        /// Plugs its second pipe in while reading the first, as hot-plug does.
        final class TwoPipes: InputSource {
            let first = PipeInput(), second = PipeInput()
            var secondPlugged = false
            func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
                dispatcher.addReadableSource(first.readEnd) { ready in
                    deliver(self.first.readAvailable(from: ready.descriptor))
                    if !self.secondPlugged {
                        self.secondPlugged = true
                        dispatcher.addReadableSource(self.second.readEnd) { ready in
                            deliver(self.second.readAvailable(from: ready.descriptor))
                        }
                        self.second.send(42)
                    }
                }
            }
        }
        let display = HeadlessDisplay(width: 8, height: 8, clock: .realTime)
        let input = TwoPipes()
        let producer = FakeProducer()
        producer.framesWanted = 1
        producer.onRender = { _ in input.first.send(1) }
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        producer.onEvents = { p in if p.received.contains(where: { $0.pointer == 42 }) { loop.stop() } }
        try loop.run()
        #expect(!producer.gaveUp)
        #expect(producer.received.map(\.pointer) == [1, 42])
    }
}

@Suite struct EventLoopDescriptorReuseTests {
    /// Replaces its pipe within one read by a new one under the same descriptor number, as
    /// an input source may when a device goes and another comes at once; it registers the
    /// new one as a new source.
    final class ReusingInput: InputSource {
        var readEnd: Int32, writeEnd: Int32
        var replaced = false
        private weak var dispatcher: EventDispatcher?
        private var source: LoopSourceID?
        private var deliver: ([InputEvent]) -> Void = { _ in }
        init() {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            readEnd = fds[0]; writeEnd = fds[1]
        }
        deinit { close(readEnd); close(writeEnd) }
        func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
            self.dispatcher = dispatcher
            self.deliver = deliver
            register()
        }
        private func register() {
            source = dispatcher?.addReadableSource(readEnd) { ready in self.deliver(self.readAvailable(from: ready.descriptor)) }
        }
        func send(_ byte: UInt8) { var b = byte; _ = write(writeEnd, &b, 1) }
        func readAvailable(from descriptor: Int32) -> [InputEvent] {
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return [] }
            if !replaced {
                replaced = true
                var fds: [Int32] = [0, 0]
                _ = pipe(&fds)
                _ = dup2(fds[0], readEnd) // the old pipe's registration goes with it
                close(fds[0])
                close(writeEnd)
                writeEnd = fds[1]
                if let source { dispatcher?.remove(source) }
                register()
                send(2)
            }
            return [.pointer(PointerEvent(pointer: Int(byte), phase: .began, location: .zero, timestamp: .now()))]
        }
    }

    @Test func aDescriptorNumberReusedWithinOneReadIsWatchedAgain() throws {
        let display = HeadlessDisplay(width: 8, height: 8, clock: .realTime)
        let input = ReusingInput()
        let producer = FakeProducer()
        producer.framesWanted = 1
        producer.giveUpAt = MonotonicTime.now() + 2_000_000_000
        producer.onRender = { _ in input.send(1) }
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        producer.onEvents = { p in if p.received.count >= 2 { loop.stop() } }
        try loop.run()
        #expect(!producer.gaveUp)
        #expect(producer.received.map(\.pointer) == [1, 2])
    }
}

@Suite struct EventLoopHangUpTests {
    /// Keeps listing a pipe whose writer is gone, as a source may for a moment after its
    /// device was unplugged.
    final class DeadInput: InputSource {
        let readEnd: Int32
        var reads = 0
        init() {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            readEnd = fds[0]
            close(fds[1])
        }
        deinit { close(readEnd) }
        func attach(to dispatcher: EventDispatcher, delivering deliver: @escaping ([InputEvent]) -> Void) {
            dispatcher.addReadableSource(readEnd) { _ in self.reads += 1 }
        }
    }

    @Test func aHungUpDescriptorDoesNotKeepTheLoopAwake() throws {
        let display = HeadlessDisplay(width: 8, height: 8, clock: .realTime)
        let input = DeadInput()
        let producer = FakeProducer()
        let end = MonotonicTime.now() + 100_000_000
        producer.deadline = end
        let loop = EventLoop(display: display, inputs: [input], producer: producer)
        producer.loop = loop
        producer.onUpdate = { _, time in if time >= end { loop.stop() } }
        try loop.run()
        #expect(input.reads == 1)
        #expect(loop.wakeCount <= 3, "woke \(loop.wakeCount) times")
    }
}
