import Glibc
import Observation
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Observable
private final class Reading: @unchecked Sendable {
    var celsius = 20
}

@MainActor
private struct Thermometer: View {
    let reading: Reading
    var body: some View { Text("\(reading.celsius) °C") }
}

/// Forwards to a view producer; after each frame, says what it showed. It asks for no
/// wake-up of its own before `giveUpAt`, so only the wake fd can bring a frame sooner.
@MainActor
private final class WatchingProducer: @preconcurrency FrameProducer {
    let inner: ViewFrameProducer
    var onFrame: ([String]) -> Void = { _ in }
    let giveUpAt = MonotonicTime.now() + 5_000_000_000
    var gaveUp = false
    weak var loop: EventLoop?
    init(_ inner: ViewFrameProducer) { self.inner = inner }
    func handle(_ events: [InputEvent]) { inner.handle(events) }
    func update(at time: MonotonicTime) {
        if time >= giveUpAt { gaveUp = true; loop?.stop() }
        inner.update(at: time)
    }
    var needsFrame: Bool { inner.needsFrame }
    var nextDeadline: MonotonicTime? { [inner.nextDeadline, giveUpAt].compactMap { $0 }.min() }
    func renderFrame(at time: MonotonicTime, into shadow: Surface) -> Region {
        let damage = inner.renderFrame(at: time, into: shadow)
        onFrame(inner.host.visibleTexts)
        return damage
    }
    func attach(_ wake: LoopWake) { inner.attach(wake) }
}

private func isReadable(_ fd: Int32) -> Bool {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
}

@MainActor
@Suite struct ObservationLoopWakeTests {
    @Test func aWakeMakesTheDescriptorReadableUntilAcknowledged() {
        let wake = LoopWake()
        #expect(wake.descriptor >= 0)
        #expect(!isReadable(wake.descriptor))
        wake.wake()
        wake.wake()
        #expect(isReadable(wake.descriptor))
        #expect(wake.acknowledge())
        #expect(!isReadable(wake.descriptor))
        #expect(!wake.acknowledge())
    }

    @Test func aChangeFromAnotherThreadWakesTheLoopAndIsDrawn() throws {
        let reading = Reading()
        let host = ViewHost(rootView: Thermometer(reading: reading), width: 160, height: 60)
        let producer = WatchingProducer(ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil)))
        let display = HeadlessDisplay(width: 160, height: 60, refreshRate: 60, clock: .realTime)
        let loop = EventLoop(display: display, producer: producer)
        producer.loop = loop
        var frames: [[String]] = []
        var changedAt: MonotonicTime?
        let shared = UncheckedBox(reading)
        producer.onFrame = { texts in
            frames.append(texts)
            if texts == ["21 °C"] { loop.stop() }
            guard frames.count == 1 else { return }
            // The first frame is shown: another thread changes the model while the loop
            // sleeps in epoll_wait.
            changedAt = .now()
            startThread {
                usleep(50_000)
                shared.value.celsius = 21
            }
        }
        try loop.run()
        #expect(!producer.gaveUp, "the loop was not woken: frames \(frames)")
        #expect(frames == [["20 °C"], ["21 °C"]])
        // Drawn soon after the change (50 ms of sleep, then within a frame or two).
        if let changedAt { #expect(MonotonicTime.now() - changedAt < 1_000_000_000) }
        // The loop slept between the frames: a handful of wake-ups, not a poll.
        #expect(loop.wakeCount < 20, "\(loop.wakeCount) wake-ups")
    }

    @Test func aChangeFromAnotherThreadMakesTheWakeDescriptorReadable() async {
        let reading = Reading()
        let host = ViewHost(rootView: Thermometer(reading: reading), width: 160, height: 60)
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        let wake = LoopWake()
        producer.attach(wake)
        host.update()
        #expect(!producer.needsFrame)
        let shared = UncheckedBox(reading)
        await Task.detached { shared.value.celsius = 30 }.value
        #expect(isReadable(wake.descriptor))
        #expect(producer.needsFrame)
        // A change to a property no body read wakes nothing.
        wake.acknowledge()
        host.update()
        await Task.detached { _ = shared.value }.value
        #expect(!isReadable(wake.descriptor))
        #expect(host.visibleTexts == ["30 °C"])
    }
}

/// A closure run on a thread made with pthread_create.
private final class ThreadWork: @unchecked Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// Runs `work` on a new thread (not one of the concurrency pool's).
private func startThread(_ work: @escaping @Sendable () -> Void) {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(ThreadWork(work)).toOpaque()
    pthread_create(&thread, nil, { raw in
        let work = Unmanaged<ThreadWork>.fromOpaque(raw!).takeRetainedValue()
        work.run()
        return nil
    }, context)
    pthread_detach(thread)
}
