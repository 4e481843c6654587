import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// A producer that wants `frames` frames after each touch, and records what it was given.
final class VirtualTimeProducer: FrameProducer {
    var framesWanted = 0
    var renderTimes: [MonotonicTime] = []
    var shown: [FlipCompletion] = []
    var received: [(InputEvent, MonotonicTime)] = []
    var clock: LoopClock?
    var needsFrame: Bool { renderTimes.count < framesWanted }
    func handle(_ events: [InputEvent]) {
        received += events.map { ($0, clock?.now ?? .zero) }
        framesWanted += events.pointerEvents.count * 3
    }
    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        renderTimes.append(time)
        return [shadow.bounds]
    }
    func didShow(_ flip: FlipCompletion) { shown.append(flip) }
}

/// Plays input events at their timestamps.
final class InputScript: TimedInputSource {
    var events: [InputEvent]
    init(_ events: [InputEvent]) { self.events = events }
    var nextDeadline: MonotonicTime? { events.first?.timestamp }
    func eventsDue(at time: MonotonicTime) -> [InputEvent] {
        let due = events.prefix { $0.timestamp <= time }
        events.removeFirst(due.count)
        return Array(due)
    }
}

@Suite struct EventLoopVirtualTimeTests {
    let start = MonotonicTime(seconds: 500)
    let hour: Int64 = 3_600_000_000_000

    func touch(_ phase: PointerEvent.Phase, at time: MonotonicTime) -> InputEvent {
        .pointer(PointerEvent(pointer: 1, phase: phase, location: .zero, timestamp: time))
    }

    @Test func touchesAnHourApartAreDeliveredAtTheirTimesAndFramesFollowTheVblanks() throws {
        let clock = VirtualClock(start: start)
        let display = HeadlessDisplay(width: 16, height: 8, refreshRate: 50, clock: .virtual(clock))
        let producer = VirtualTimeProducer()
        producer.clock = clock
        let script = InputScript([touch(.began, at: start + hour), touch(.ended, at: start + 2 * hour)])
        let loop = EventLoop(virtualTime: clock, display: display, inputs: [script], producer: producer)
        let began = MonotonicTime.now()
        #expect(try loop.run() == .idle)
        #expect(MonotonicTime.now() - began < 2_000_000_000, "two hours took \(MonotonicTime.now() - began) ns")
        // Each touch handled at its own time.
        #expect(producer.received.map(\.1) == [start + hour, start + 2 * hour])
        // Three frames per touch, each drawn for a vblank of the 50 Hz grid and shown there.
        #expect(producer.renderTimes.count == 6)
        #expect(producer.renderTimes.allSatisfy { ($0 - start) % 20_000_000 == 0 })
        #expect(producer.shown.map(\.timestamp) == producer.renderTimes)
        #expect(display.flipCount == 6)
        #expect(display.isRestored)
        // Asleep between the touches: a handful of wakes, not one per vblank of two hours.
        #expect(loop.wakeCount < 20, "woke \(loop.wakeCount) times")
    }

    @Test func aProducersTimerFiresAtItsDeadline() throws {
        final class TimerProducer: FrameProducer {
            var deadline: MonotonicTime?
            var updates: [MonotonicTime] = []
            var needsFrame: Bool { false }
            var nextDeadline: MonotonicTime? { deadline }
            func handle(_ events: [InputEvent]) {}
            func update(at time: MonotonicTime) {
                updates.append(time)
                if let deadline, time >= deadline { self.deadline = nil }
            }
            func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region { [] }
        }
        let clock = VirtualClock(start: start)
        let producer = TimerProducer()
        producer.deadline = start + 1_500_000_000
        let loop = EventLoop(virtualTime: clock, display: HeadlessDisplay(width: 4, height: 4, clock: .virtual(clock)),
                             producer: producer)
        #expect(try loop.run() == .idle)
        #expect(producer.updates == [start, start + 1_500_000_000])
    }

    @MainActor @Test func keysAndTurnsGoThroughTheLoopToTheHostWhichDropsThemWithADebugLine() throws {
        let clock = VirtualClock(start: start)
        let host = ViewHost(rootView: Color.blue, width: 20, height: 20)
        var lines: [String] = []
        host.inputFocus.debugLog = { lines.append($0) }
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        let script = InputScript([
            .key(KeyEvent(code: 30, state: .pressed, timestamp: start + 1_000)),
            .key(KeyEvent(code: 30, state: .released, timestamp: start + 2_000)),
            .axis(AxisEvent(axis: .wheel, value: 3, timestamp: start + 3_000)),
        ])
        let loop = EventLoop(virtualTime: clock, display: HeadlessDisplay(width: 20, height: 20, clock: .virtual(clock)),
                             inputs: [script], producer: producer)
        #expect(try loop.run() == .idle)
        #expect(host.inputFocus.droppedCount == 3)
        #expect(lines == ["input: key 30 pressed dropped: no view has focus", "input: key 30 released dropped: no view has focus",
                          "input: wheel turned 3 dropped: no view has focus"])
        // The first frame was drawn; keys nobody takes ask for none.
        #expect(loop.framesRendered == 1)
    }
}
