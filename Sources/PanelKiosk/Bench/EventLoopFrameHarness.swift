import Glibc
import Panel

/// Runs a scene through Panel's event loop in real time, on the headless display (its
/// real-time clock) or on KMS: touches come from a scripted input source headless and
/// through a virtual touchscreen (uinput, then evdev) on KMS, frames are drawn
/// when the loop asks, and flips complete at real vblanks. Flip waits, missed refreshes and
/// input-to-flip latency are those observed, not modelled.
@MainActor
struct EventLoopFrameHarness {
    enum Target { case headless, kms }

    let environment: BenchEnvironment
    let target: Target
    /// How long after the loop starts the scene's script begins (the warm-up frames are
    /// drawn meanwhile).
    var lead: Int64 = 300_000_000

    func run(_ scene: any BenchScene, mode: BenchMode) throws -> BenchRun {
        let inner: any Display
        switch target {
        case .headless:
            inner = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                    refreshRate: mode.headlessRefreshHz, clock: .realTime)
        case .kms:
            inner = try KMSDisplay(options: KMSOptions(mode: .size(width: mode.width, height: mode.height, refreshHertz: mode.refreshHz),
                                                       rotation: scene.rotation))
        }
        let display = TimedDisplay(inner)
        let interval = display.refreshInterval
        let floor = MemoryFloor.measure(width: display.transform.physicalWidth, height: display.transform.physicalHeight)
        let (width, height) = display.logicalSize
        let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
        // A layout to aim the touches at; the loop's first frame still draws the whole screen.
        host.update()
        host.invalidateScreen()
        let start = MonotonicTime.now() + lead
        let touches = try scene.touches(host: host, start: start, interval: interval)
        let inputs: [any InputSource]
        var player: VirtualTouchPlayer?
        switch target {
        case .headless:
            inputs = [try BenchTouchScript.source(for: touches, transform: display.transform, start: start)]
        case .kms:
            // The real input path: uinput → kernel → evdev, stamped by the kernel.
            let touchscreen = try VirtualTouchscreen(transform: display.transform, name: "Panel Bench Touchscreen")
            guard let node = touchscreen.devicePath else {
                throw BenchSceneError(description: "scene \(scene.name): the virtual touchscreen has no event node")
            }
            var configuration = EvdevInputSource.Configuration(transform: display.transform)
            configuration.devicePaths = [node]
            configuration.udevDatabase = nil
            let reader = try EvdevInputSource(configuration: configuration)
            let writer = VirtualTouchPlayer(script: try BenchTouchScript.script(for: touches, start: start), touchscreen: touchscreen, start: start)
            player = writer
            inputs = [reader]
        }
        let timer = FramePhaseTimer()
        let producer = BenchFrameProducer(scene: scene, inner: environment.makeProducer(for: host, timer: timer), timer: timer,
                                          refreshInterval: interval, endTime: start + Int64(scene.vblanks) * interval)
        display.onPresent = { duration in MainActor.assumeIsolated { producer.didPresent(duration: duration) } }
        display.onFlip = { flip, wait in MainActor.assumeIsolated { producer.didComplete(flip, wait: wait) } }
        let loop = EventLoop(display: display, inputs: inputs, producer: producer)
        player?.attach(to: loop.dispatcher)
        producer.loop = loop
        let reason = try loop.run()
        if case .signal(let signal) = reason { throw BenchSceneError(description: "scene \(scene.name): stopped by signal \(signal)") }
        if let failure = player?.failure { throw BenchSceneError(description: "scene \(scene.name): \(failure)") }

        var notes = scene.notes
        notes.append("\(target == .kms ? "KMS" : "headless") display, real clock: flips, missed refreshes and latency as observed")
        if target == .kms, !touches.isEmpty { notes.append("touches written to a virtual touchscreen (uinput) and read back through evdev; latency from the kernel's timestamps") }
        let samples = producer.samples
        return BenchRun(scene: scene.name, width: display.transform.physicalWidth, height: display.transform.physicalHeight,
                        rotation: scene.rotation.rawValue, refreshInterval: interval, floor: floor, frameCount: samples.count,
                        missedRefreshes: producer.missedRefreshes, phases: BenchRun.summarize(samples),
                        latency: SampleSummary(producer.latencies), samples: samples, notes: notes)
    }
}
