import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import SeedToggleExample

/// Touches at set moments of the real clock; at `stopTime` it stops the loop.
private final class ScheduledTouches: TimedInputSource {
    var script: [PointerEvent]
    let stopTime: MonotonicTime
    var onStop: () -> Void = {}
    init(_ script: [PointerEvent], stopTime: MonotonicTime) { self.script = script; self.stopTime = stopTime }
    var nextDeadline: MonotonicTime? { script.first?.timestamp ?? stopTime }
    func eventsDue(at time: MonotonicTime) -> [InputEvent] {
        if script.isEmpty, time >= stopTime { onStop() }
        let due = script.prefix { $0.timestamp <= time }
        script.removeFirst(due.count)
        return due.map(InputEvent.pointer)
    }
}

/// Forwards to a view producer and notes when each frame was rendered for.
@MainActor
private final class RecordingProducer: @preconcurrency FrameProducer {
    let inner: ViewFrameProducer
    var frameTimes: [MonotonicTime] = []
    init(_ inner: ViewFrameProducer) { self.inner = inner }
    func handle(_ events: [InputEvent]) { inner.handle(events) }
    func update(at time: MonotonicTime) { inner.update(at: time) }
    var needsFrame: Bool { inner.needsFrame }
    var nextDeadline: MonotonicTime? { inner.nextDeadline }
    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        frameTimes.append(time)
        return inner.renderFrame(at: time, into: shadow)
    }
}

/// The seed's toggle driven by the event loop on a headless display with a real clock.
@MainActor
@Suite struct AnimationLoopTests {
    @Test func theToggleSlidesAtFrameRateThenTheLoopDrawsNothing() throws {
        let display = HeadlessDisplay(width: 240, height: 100, refreshRate: 60, clock: .realTime)
        let host = ViewHost(rootView: SeedToggleExample.ContentView(), width: 240, height: 100)
        host.update()
        let knob = try #require(host.interactiveElements().first { $0.kind == .gesture }).activationPoint
        let start = MonotonicTime.now()
        let tapTime = start + 100_000_000
        let touches = ScheduledTouches([
            PointerEvent(pointer: 0, phase: .began, location: knob, timestamp: tapTime),
            PointerEvent(pointer: 0, phase: .ended, location: knob, timestamp: tapTime + 50_000_000),
        ], stopTime: tapTime + 1_500_000_000)
        let producer = RecordingProducer(ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil)))
        let loop = EventLoop(display: display, inputs: [touches], producer: producer)
        touches.onStop = { loop.stop() }
        try loop.run()

        let sliding = producer.frameTimes.filter { $0 > tapTime }
        // The spring takes about 0.75 s: about 45 vblanks, each carrying a frame (a loaded
        // machine may miss a few).
        #expect(sliding.count >= 30, "\(sliding.count) frames while sliding")
        let intervals = zip(sliding, sliding.dropFirst()).map { $1 - $0 }
        let oneVblank = intervals.filter { abs($0 - display.refreshInterval) < 1_000_000 }.count
        #expect(oneVblank * 10 >= intervals.count * 7, "intervals \(intervals)")
        // Settled, the loop stops drawing: no frame in the last half second.
        let last = try #require(producer.frameTimes.last)
        #expect(last < tapTime + 1_000_000_000, "last frame at \(last - tapTime) ns after the tap")
        #expect(!host.isAnimating && !host.needsUpdate)
        #expect(loop.framesRendered == producer.frameTimes.count)
        let knobNow = try #require(host.fills(of: .white).first)
        let track = try #require(host.fills(of: .red).first)
        #expect(knobNow.minX == track.minX + Fixed(4))
    }
}
