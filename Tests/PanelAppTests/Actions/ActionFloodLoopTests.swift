import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The real event loop on the headless display (real clock) while an action floods its
/// output: frames are still drawn at the refresh rate, a touch still arrives at once, and
/// the program's timeout still kills it.
@Suite struct ActionFloodLoopTests {
    /// Wants a frame at every refresh, and records when touches arrive.
    final class BusyProducer: FrameProducer {
        var frames = 0
        var touchesAt: [MonotonicTime] = []
        var needsFrame: Bool { true }
        func handle(_ events: [InputEvent]) { touchesAt += events.map { _ in MonotonicTime.now() } }
        func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
            frames += 1
            return [PixelRect(x: 0, y: 0, width: 1, height: 1)]
        }
    }

    /// One touch at a set time, then a stop request at another.
    final class TouchThenStop: TimedInputSource {
        let touchAt: MonotonicTime
        let stopAt: MonotonicTime
        weak var loop: EventLoop?
        private var touched = false
        init(touchAt: MonotonicTime, stopAt: MonotonicTime) { self.touchAt = touchAt; self.stopAt = stopAt }
        var nextDeadline: MonotonicTime? { touched ? stopAt : touchAt }
        func eventsDue(at time: MonotonicTime) -> [InputEvent] {
            if !touched {
                touched = true
                return [.pointer(PointerEvent(pointer: 1, phase: .began, location: .zero, timestamp: time))]
            }
            if time >= stopAt { loop?.stop() }
            return []
        }
    }

    @Test func framesTouchesAndTimeoutsGoOnWhileYesFloods() throws {
        var outcomes: [ActionRunner.Outcome] = []
        var logged = 0
        let runner = ActionRunner(log: { _, _ in logged += 1 }, writeLine: { _ in }, onFinish: { outcomes.append($1) })
        let start = MonotonicTime.now()
        let script = TouchThenStop(touchAt: start + 700_000_000, stopAt: start + 2_000_000_000)
        let producer = BusyProducer()
        let loop = EventLoop(display: HeadlessDisplay(width: 64, height: 64, clock: .realTime),
                             inputs: [script], producer: producer)
        ActionLoopSource(runner: runner).attach(to: loop.dispatcher)
        script.loop = loop
        runner.run(ActionRunner.Request(controlID: "flood", label: "Flood",
                                        action: .exec(argv: ["yes"], timeoutSeconds: 1.2, concurrent: false),
                                        value: "1", coalesces: false), now: start)
        #expect(try loop.run() == .stopped)
        let took = MonotonicTime.now() - start
        #expect(took < 4_000_000_000, "the loop stopped after \(took) ns")
        // 60 Hz for 2 s is 120 frames. A machine busy with other tests in parallel has been
        // seen to draw 54; a loop starved by the flood draws a handful.
        #expect(producer.frames >= 30, "\(producer.frames) frames")
        let touch = try #require(producer.touchesAt.first)
        #expect(touch - script.touchAt < 200_000_000, "the touch arrived \(touch - script.touchAt) ns late")
        #expect(outcomes == [.failed("timed out after 1.2 s and was killed")])
        #expect(logged < 200)
    }
}
