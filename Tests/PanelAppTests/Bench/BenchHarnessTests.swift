import Testing
import Panel
@testable import PanelKiosk

/// A counter that a tap increments: one frame per tap, nothing in between.
struct TapCounter: View {
    @State private var taps = 0
    var body: some View {
        Text("Taps \(taps)")
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color.blue))
            .onTapGesture { taps += 1 }
    }
}

@MainActor
private struct TapScene: BenchScene {
    let name = "taps"
    let vblanks = 40
    static let touchTimes: [Int64] = [5_000_000, 150_000_000, 401_000_000]
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
        ViewHost(rootView: TapCounter(), width: width, height: height, textMeasurer: measurer)
    }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        let point = FixedPoint(x: host.size.width / 2, y: host.size.height / 2)
        var script = BenchInputBuilder()
        for time in TapScene.touchTimes { script.press(point, at: start + time, duration: 30_000_000) }
        return script.events
    }
}

@MainActor
@Suite struct BenchHarnessTests {
    @Test func eachTapDrawsOneFrameAndMeasuresItsLatency() throws {
        let environment = try BenchEnvironment()
        let run = try BenchHarness(environment: environment, target: .simulated).run(TapScene(), mode: BenchMode(width: 200, height: 120))
        #expect(run.frameCount == 3)
        #expect(run.samples.count == 3)
        #expect(run.phase(.frame)?.count == 3)
        #expect(run.samples.allSatisfy { $0.total > 0 && $0.updateLayout > 0 && $0.render > 0 })
        // Only the lifts change the screen: three latencies, each from a lift to the first
        // vblank after the frame's cost, so at least the wait to the next vblank.
        #expect(run.latency.count == 3)
        let interval = run.refreshInterval
        let start = interval // the unmeasured first frame is shown at the first vblank
        // Each latency is at least its lift's wait for the next vblank, so the sorted
        // latencies are at least the sorted waits, rank by rank.
        let waits = TapScene.touchTimes.map { time -> Int64 in
            let lift = start + time + 30_000_000
            return (lift / interval + 1) * interval - lift
        }.sorted()
        #expect(run.latency.p50 >= waits[1])
        #expect(run.latency.max >= waits[2])
        #expect(run.latency.max < 30 * interval)
        #expect(run.floor.width == 200 && run.floor.memcpyNanoseconds > 0)
        #expect(run.refreshInterval == 1_000_000_000 / 60)
    }

    @Test func realClockRunGoesThroughTheEventLoop() throws {
        let environment = try BenchEnvironment()
        var harness = BenchHarness(environment: environment, target: .headless)
        harness.lead = 50_000_000
        let run = try harness.run(TapScene(), mode: BenchMode(width: 200, height: 120))
        // Three taps, three frames, each shown by a flip the loop waited for.
        #expect(run.frameCount == 3)
        #expect(run.latency.count == 3)
        #expect(run.latency.p50 > 0)
        let flipWait = try #require(run.phase(.flipWait))
        #expect(flipWait.count == 3)
        #expect(flipWait.max > 0 && flipWait.max < 1_000_000_000)
        #expect(run.notes.contains { $0.contains("real clock") })
    }

    @Test func onTheVirtualClockEveryRunDrawsTheSameFrames() throws {
        let environment = try BenchEnvironment()
        let scene = try #require(BenchScenes.named("toggle"))
        let runs = try (0..<2).map { _ in try BenchHarness(environment: environment, target: .virtual).run(scene, mode: .small) }
        #expect(runs[0].frameCount > 20)
        #expect(runs[0].frameCount == runs[1].frameCount)
        #expect(runs[0].latency == runs[1].latency)
        #expect(runs[0].missedRefreshes == 0)
        // Work takes no time: a touch is shown at the first vblank after it, or the next
        // when it came after that frame began (`FrameBudget` starts it 1 ms before).
        #expect(runs[0].latency.max <= runs[0].refreshInterval + 1_000_000)
        #expect(runs[0].notes.contains { $0.contains("virtual clock") })
    }

    @Test func idleDemoPanelDrawsNoFrame() throws {
        let environment = try BenchEnvironment()
        let run = try BenchHarness(environment: environment, target: .simulated).run(IdleScene(), mode: .small)
        #expect(run.frameCount == 0)
        #expect(run.missedRefreshes == 0)
        #expect(run.latency.count == 0)
    }

    @Test func scenesAimAtControlsThatExist() throws {
        let environment = try BenchEnvironment()
        for scene in BenchScenes.all {
            // Typing finds its keys on the US layout (xkb-data); without it the scene says so.
            if scene.name == "typing", (try? KeyboardLayout(layout: "us")) == nil { continue }
            let host = scene.makeHost(width: 800, height: 480, measurer: environment.measurer)
            host.update()
            let input = try scene.input(host: host, start: .zero, interval: 16_666_666)
            // Scenes that move by themselves take no input.
            if ["idle", "full", "paths", "livechart"].contains(scene.name) {
                #expect(input.isEmpty)
            } else {
                #expect(!input.isEmpty, "\(scene.name)")
            }
            // Every event comes before the idle tail, inside the measured time.
            for event in input {
                #expect(event.timestamp.nanoseconds < Int64(scene.vblanks - scene.idleTailVblanks) * 16_666_666, "\(scene.name)")
            }
            // Every touch lands on the screen.
            for touch in input.pointerEvents {
                #expect(touch.location.x >= .zero && touch.location.x < host.size.width, "\(scene.name)")
                #expect(touch.timestamp.nanoseconds < Int64(scene.vblanks) * 16_666_666, "\(scene.name)")
            }
        }
        #expect(Set(BenchScenes.names) == ["idle", "toggle", "hold", "press", "full", "dense", "rotated", "text", "intltext", "image", "scroll", "paths", "livechart", "typing"])
    }

    @Test func densePanelHasAtLeastFortyEightControlsWithShadowsAndText() throws {
        let environment = try BenchEnvironment()
        let host = DenseScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        let shadows = host.displayList.entries.filter { if case .beginGroup(let effect) = $0.item { return effect.shadow != nil } else { return false } }
        #expect(shadows.count >= 48)
        #expect(host.displayList.texts.count >= 96)
        // After a tap every control keeps moving: between any two frames, every knob
        // (a white fill) is somewhere else.
        func knobs() -> [FixedRect] {
            host.displayList.entries.compactMap {
                if case .fill(_, let rect, let color) = $0.item, color == Color.white.pixelColor { return rect } else { return nil }
            }
        }
        #expect(knobs().count == 48)
        let center = FixedPoint(x: host.size.width / 2, y: host.size.height / 2)
        host.send(PointerEvent(pointer: 1, phase: .began, location: center, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 1.03)))
        var previous = knobs()
        for frame in 1...5 {
            host.update(at: MonotonicTime(seconds: 1.03 + Double(frame) / 60))
            let current = knobs()
            #expect(zip(previous, current).filter { $0 != $1 }.count == 48, "frame \(frame)")
            previous = current
        }
        #expect(host.isAnimating)
        #expect(host.animationEndTime == nil)
    }

    @Test func textPanelRedrawsEveryReadingAtATap() throws {
        let environment = try BenchEnvironment()
        let host = TextScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        func strings() -> [String] { host.displayList.texts.map(\.string) }
        let before = strings()
        #expect(before.count >= 3 * TextHeavyPanel.rows * TextHeavyPanel.columns)
        let center = FixedPoint(x: host.size.width / 2, y: host.size.height / 2)
        host.send(PointerEvent(pointer: 1, phase: .began, location: center, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 1.06))
        let after = strings()
        #expect(after.count == before.count)
        // Every value and every state is new; the zone names stay.
        let changed = zip(before, after).filter { $0 != $1 }.count
        #expect(changed == 2 * TextHeavyPanel.rows * TextHeavyPanel.columns, "\(changed) lines changed")
    }

    @Test func imagePanelShowsDecodedPhotosAndRescalesThemAtATap() throws {
        let environment = try BenchEnvironment()
        let host = ImageScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update()
        func photos() -> [ImageItem] {
            host.displayList.entries.compactMap { if case .image(let item) = $0.item { return item } else { return nil } }
        }
        let before = photos()
        #expect(BenchPhotos.paths.count == 4)
        // Every tile on screen shows one of the four decoded photos, none a placeholder.
        #expect(before.count >= 12)
        #expect(Set(before.map { ObjectIdentifier($0.image) }).count == 4)
        #expect(before.allSatisfy { $0.image.width == BenchPhotos.side })
        let center = FixedPoint(x: host.size.width / 2, y: host.size.height / 2)
        host.send(PointerEvent(pointer: 1, phase: .began, location: center, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 1.06))
        let after = photos()
        #expect(after.first?.rect.height != before.first?.rect.height, "the tap did not switch the tile size")
    }
}
