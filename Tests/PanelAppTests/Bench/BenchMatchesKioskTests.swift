import Testing
import Panel
@testable import PanelKiosk

/// The benchmark draws what the kiosk shows: a scene's frames, as the simulated run draws
/// them (the event loop on virtual time, with the bench's measuring), are the pixels the
/// kiosk's producer draws when asked what the loop asked (the same touches, wake-ups and
/// vblanks), and the pixels of the whole display list drawn afresh.
@MainActor
@Suite struct BenchMatchesKioskTests {
    /// The kiosk's side: a `ViewFrameProducer` for a display of the scene's mode, asked
    /// what the bench's loop asked before each frame (the warm-up frames too) and for the
    /// frame of each vblank the benchmark drew.
    final class Kiosk: FramePipelineObserver {
        let producer: ViewFrameProducer
        let shadow: Surface
        private(set) var touchesHandled = 0
        private(set) var shifts = 0
        private(set) var frames = 0

        init(_ scene: any BenchScene, mode: BenchMode, environment: BenchEnvironment) throws {
            let display = HeadlessDisplay(width: mode.width, height: mode.height, rotation: scene.rotation,
                                          refreshRate: mode.headlessRefreshHz)
            let (width, height) = display.logicalSize
            let host = scene.makeHost(width: width, height: height, measurer: environment.measurer)
            // As the benchmark does: a layout to aim the touches at, then the whole screen.
            host.update()
            host.invalidateScreen()
            producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: environment.fonts, background: .black))
            shadow = Surface(width: width, height: height)
            producer.pipeline.observer = self
        }

        /// What the loop asked since the last frame, then the frame shown at `shownAt`.
        func frame(after calls: [BenchFrameProducer.Call], shownAt: MonotonicTime) {
            for call in calls {
                switch call {
                case .handle(let events):
                    producer.handle(events)
                    touchesHandled += events.count
                case .update(let time):
                    producer.update(at: time)
                }
            }
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
        var harness = BenchHarness(environment: environment, target: .simulated)
        var compared = 0, redrawn = 0
        var shownTimes: [MonotonicTime] = []
        harness.onFrame = { calls, shownAt, shadow in
            kiosk.frame(after: calls, shownAt: shownAt)
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
        #expect(compared == BenchWarmUp.frames + run.frameCount && kiosk.frames == compared)
        #expect(compared >= 20 && redrawn >= 2, "\(sceneName): \(compared) frames")
        // The scene's touches reached both through the loop (the scripted source, decoded).
        #expect(kiosk.touchesHandled >= 2, "\(sceneName): \(kiosk.touchesHandled) touches")
        // Frames are made for vblanks, as the kiosk's loop makes them.
        #expect(shownTimes.allSatisfy { $0.nanoseconds % run.refreshInterval == 0 })
        if sceneName == "scroll" { #expect(kiosk.shifts * 2 > compared, "\(kiosk.shifts) of \(compared) frames shifted") }
    }
}
