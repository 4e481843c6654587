import Glibc
import Panel

/// Runs a scene through Panel's event loop and the kiosk's producer, with the benchmark's
/// measuring hooks around them (`BenchFrameProducer`, `TimedDisplay`):
/// - `.simulated`: the loop on virtual time (`EventLoop(virtualTime:)`) and the headless
///   display on the same clock. The clock moves to each deadline at once and by each
///   measured phase's cost (`BenchWorkClock`), so frames, missed refreshes and latencies
///   are those this machine's costs give on a fixed vblank grid, with no waiting.
/// - `.virtual`: the same, but work takes no time: every run draws the same frames at the
///   same moments on any machine (for counting instructions; its latencies are the
///   schedule's alone).
/// - `.headless`: the headless display on the real clock; the loop sleeps until each
///   vblank.
/// - `.kms`: a KMS output; touches and keys go through a virtual touchscreen and keyboard
///   (uinput, then evdev) and flips complete at the hardware's vblanks.
/// On the real clock flip waits, missed refreshes and latency are observed, not modelled.
@MainActor
struct BenchHarness {
    enum Target { case simulated, virtual, headless, kms }

    let environment: BenchEnvironment
    let target: Target
    /// How long after the loop starts the scene's input begins on the real clock (the
    /// warm-up frames are drawn meanwhile). On virtual time the script starts as the last
    /// warm-up frame is shown.
    var lead: Int64 = 300_000_000
    /// Told of each measured frame (`BenchFrameProducer.onFrame`).
    var onFrame: ((_ calls: [BenchFrameProducer.Call], _ shownAt: MonotonicTime, _ shadow: Surface) -> Void)?

    func run(_ scene: any BenchScene, mode: BenchMode) throws -> BenchRun {
        let inner: any Display
        let virtualClock: VirtualClock? = target == .simulated || target == .virtual ? VirtualClock(start: .zero) : nil
        switch target {
        case .simulated, .virtual:
            inner = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                    refreshRate: mode.headlessRefreshHz, clock: .virtual(virtualClock!))
        case .headless:
            inner = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                    refreshRate: mode.headlessRefreshHz, clock: .realTime)
        case .kms:
            inner = try KMSDisplay(options: KMSOptions(mode: .size(width: mode.width, height: mode.height, refreshHertz: mode.refreshHz),
                                                       rotation: scene.rotation))
        }
        let workClock = BenchWorkClock(virtual: virtualClock, chargesWork: target != .virtual)
        workClock.charging = false
        let display = TimedDisplay(inner, workClock: workClock)
        let interval = display.refreshInterval
        let floor = MemoryFloor.measure(width: display.transform.physicalWidth, height: display.transform.physicalHeight)
        let (width, height) = display.logicalSize
        let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
        // A layout to aim the input at; the loop's first frame still draws the whole screen.
        host.update()
        host.invalidateScreen()
        // On virtual time the warm-up frames are shown at the first vblanks, uncharged.
        let start = virtualClock.map { $0.now + Int64(BenchWarmUp.frames) * interval } ?? MonotonicTime.now() + lead
        let input = try scene.input(host: host, start: start, interval: interval)
        let endTime = start + Int64(scene.vblanks) * interval
        let idleTailStart = scene.idleTailVblanks > 0 ? endTime + -Int64(scene.idleTailVblanks) * interval : nil
        if let idleTailStart, let last = input.map(\.timestamp).max(), last >= idleTailStart {
            throw BenchSceneError(description: "scene \(scene.name): input at \(BenchTable.ms(last - start)) ms falls in its idle tail")
        }
        let inputs: [any InputSource]
        var player: VirtualInputPlayer?
        switch target {
        case .simulated, .virtual, .headless:
            inputs = [try BenchInputScript.source(for: input, transform: display.transform, start: start)]
        case .kms:
            // The real input path: uinput → kernel → evdev, stamped by the kernel.
            let writer = try VirtualInputPlayer(script: try BenchInputScript.script(for: input, start: start),
                                                transform: display.transform, start: start)
            guard writer.hasEveryNode else {
                throw BenchSceneError(description: "scene \(scene.name): a virtual input device has no event node")
            }
            var configuration = EvdevInputSource.Configuration(transform: display.transform)
            configuration.devicePaths = Set(writer.devicePaths)
            configuration.udevDatabase = nil
            let reader = try EvdevInputSource(configuration: configuration)
            player = writer
            inputs = [reader]
        }
        let timer = FramePhaseTimer()
        let producer = BenchFrameProducer(scene: scene, inner: environment.makeProducer(for: host, timer: timer), timer: timer,
                                          workClock: workClock, refreshInterval: interval,
                                          endTime: endTime, idleTailStart: idleTailStart)
        producer.onFrame = onFrame
        display.onPresent = { duration in MainActor.assumeIsolated { producer.didPresent(duration: duration) } }
        display.onFlip = { flip, wait in MainActor.assumeIsolated { producer.didComplete(flip, wait: wait) } }
        let loop = virtualClock.map { EventLoop(virtualTime: $0, display: display, inputs: inputs, producer: producer) }
            ?? EventLoop(display: display, inputs: inputs, producer: producer)
        player?.attach(to: loop.dispatcher)
        producer.loop = loop
        let reason = try loop.run()
        if case .signal(let signal) = reason { throw BenchSceneError(description: "scene \(scene.name): stopped by signal \(signal)") }
        if let failure = player?.failure { throw BenchSceneError(description: "scene \(scene.name): \(failure)") }

        var notes = scene.notes
        switch target {
        case .simulated: notes.append("simulated clock: the loop on virtual time, moved by each phase's measured cost; vblanks on a fixed grid")
        case .virtual: notes.append("virtual clock: the loop on virtual time where work takes no time; the same frames every run")
        case .headless, .kms: notes.append("\(target == .kms ? "KMS" : "headless") display, real clock: flips, missed refreshes and latency as observed")
        }
        if target == .kms, !input.isEmpty {
            let written = input.keyEvents.isEmpty ? "touches written to a virtual touchscreen" : "touches and keys written to a virtual touchscreen and keyboard"
            notes.append("\(written) (uinput) and read back through evdev; latency from the kernel's timestamps")
        }
        let samples = producer.samples
        return BenchRun(scene: scene.name, width: display.transform.physicalWidth, height: display.transform.physicalHeight,
                        rotation: scene.rotation.rawValue, refreshInterval: interval, floor: floor, frameCount: samples.count,
                        missedRefreshes: producer.missedRefreshes, phases: BenchRun.summarize(samples),
                        latency: SampleSummary(producer.latencies), samples: samples, notes: notes,
                        idleTail: idleTailStart.map { BenchIdleTail(duration: endTime - $0, wakeUps: producer.idleTailWakeUps,
                                                                     frames: producer.idleTailFrames) })
    }
}
