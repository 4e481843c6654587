import Testing
import Panel
@testable import PanelKiosk

/// The benchmark draws what the kiosk shows: a scene's frames, as the simulated run draws
/// them, are the pixels the kiosk's producer draws for the same touches and the same
/// vblanks, and the pixels of the whole display list drawn afresh.
@MainActor
@Suite struct BenchMatchesKioskTests {
    /// The kiosk's side: a `ViewFrameProducer` on a headless display of the scene's mode,
    /// started as the benchmark starts a scene, then fed the scene's touches before each
    /// frame and asked for the frame of each vblank the benchmark drew.
    final class Kiosk: FramePipelineObserver {
        let producer: ViewFrameProducer
        let shadow: Surface
        let source: ScriptedInputSource
        private(set) var shifts = 0
        private(set) var frames = 0

        init(_ scene: any BenchScene, mode: BenchMode, environment: BenchEnvironment) throws {
            let display = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                          refreshRate: mode.headlessRefreshHz, clock: .simulated(start: .zero))
            let (width, height) = display.logicalSize
            let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
            producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: environment.fonts, background: .black))
            shadow = Surface(width: width, height: height)
            for _ in 0..<BenchWarmUp.frames {
                producer.update(at: display.now)
                try display.present(from: shadow, damage: producer.renderFrame(at: display.now, into: shadow))
                display.advance()
            }
            let touches = try scene.touches(host: host, start: display.now, interval: display.refreshInterval)
            source = try BenchTouchScript.source(for: touches, transform: display.transform, start: display.now)
            producer.pipeline.observer = self
        }

        /// The touches due by `drawnAt`, then the frame shown at `shownAt`.
        func frame(drawnAt: MonotonicTime, shownAt: MonotonicTime) {
            producer.handle(source.eventsDue(at: drawnAt))
            producer.update(at: drawnAt)
            _ = producer.renderFrame(at: shownAt, into: shadow)
        }

        func pipelineWillUpdate(at time: MonotonicTime) {}
        func pipelineDidUpdate(_ frame: Frame) {}
        func pipelineDidDraw(_ frame: Frame) {
            frames += 1
            if frame.shift != nil { shifts += 1 }
        }
    }

    /// `toggle`: the knob's spring at every frame; `scroll`: flings and a drag, most frames
    /// a shift of the list's pixels.
    @Test(arguments: ["toggle", "scroll"])
    func benchFramesAreTheKiosksFrames(sceneName: String) throws {
        let environment = try BenchEnvironment()
        let scene = try #require(BenchScenes.named(sceneName))
        let mode = BenchMode.small
        let kiosk = try Kiosk(scene, mode: mode, environment: environment)
        var harness = SimulatedFrameHarness(environment: environment)
        var compared = 0, redrawn = 0
        var shownTimes: [MonotonicTime] = []
        harness.onFrame = { drawnAt, shownAt, shadow in
            kiosk.frame(drawnAt: drawnAt, shownAt: shownAt)
            compared += 1
            shownTimes.append(shownAt)
            #expect(shadow.hasSamePixels(as: kiosk.shadow), "\(sceneName): frame \(compared), shown at \(shownAt)")
            // Every so often, against the whole list drawn afresh.
            if compared % 16 == 1 {
                let whole = Surface(width: shadow.width, height: shadow.height)
                DisplayListRenderer(fonts: environment.fonts, background: .black)
                    .draw(kiosk.producer.host.displayList, into: whole, region: Region(whole.bounds))
                #expect(shadow.hasSamePixels(as: whole), "\(sceneName): frame \(compared) against a full redraw")
                redrawn += 1
            }
        }
        let run = try harness.run(scene, mode: mode)
        #expect(compared == run.frameCount && kiosk.frames == compared)
        #expect(compared >= 20 && redrawn >= 2, "\(sceneName): \(compared) frames")
        // Frames are made for vblanks, as the kiosk's loop makes them.
        #expect(shownTimes.allSatisfy { $0.nanoseconds % run.refreshInterval == 0 })
        if sceneName == "scroll" { #expect(kiosk.shifts * 2 > compared, "\(kiosk.shifts) of \(compared) frames shifted") }
    }
}
