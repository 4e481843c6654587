import Panel

/// The demo panel on a logical screen, as `panel-app run` shows it.
@MainActor
func makeDemoHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost {
    ViewHost(rootView: DemoPanel(), width: width, height: height, textMeasurer: measurer)
}

/// Touch times drift across the refresh interval (k · 0.37 of it, wrapped) so latency is
/// measured from every phase of the vblank, deterministically.
func touchOffset(_ k: Int, interval: Int64) -> Int64 {
    Int64((k * 37 + 11) % 100) * interval / 100
}

/// The demo panel with nothing touched: a panel showing no change must draw no frame.
struct IdleScene: BenchScene {
    let name = "idle"
    let vblanks = 120
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost { makeDemoHost(width: width, height: height, measurer: measurer) }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] { [] }
}

/// The seed's custom toggle tapped every half second: its knob slides back and forth.
struct ToggleScene: BenchScene {
    var name = "toggle"
    var rotation = Rotation.none
    let vblanks = 300
    static let taps = 9
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost { makeDemoHost(width: width, height: height, measurer: measurer) }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        // The whole row takes taps; its activation point stays inside it in both states.
        let point = try host.activationPoint(of: "Custom Toggle", scene: name)
        var script = BenchInputBuilder()
        for k in 0..<ToggleScene.taps {
            script.press(point, at: start + Int64(k * 30 + 2) * interval + touchOffset(k, interval: interval), duration: 50_000_000)
        }
        return script.events
    }
}

/// The toggle scene on a screen turned 90°: the copy to scan-out rotates every pixel.
struct RotatedScene: BenchScene {
    let name = "rotated"
    let vblanks = 300
    var rotation: Rotation { .clockwise90 }
    var modes: [BenchMode] { [.small] }
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost { makeDemoHost(width: width, height: height, measurer: measurer) }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        try ToggleScene(name: name).input(host: host, start: start, interval: interval)
    }
}

/// A demo button pressed again and again by one finger: `hold` is the long-press button
/// held past its 1 s threshold three times; `press` is the seed's ButtonStyle button
/// pressed for 100 ms every 0.4 s (it fades and shrinks, then counts the tap).
struct RepeatedPressScene: BenchScene {
    let name: String
    let vblanks: Int
    /// The button's label.
    let label: String
    let presses: Int
    /// Vblanks from one press to the next.
    let spacing: Int
    let pressNanoseconds: Int64

    static let hold = RepeatedPressScene(name: "hold", vblanks: 300, label: "Hold Me!", presses: 3, spacing: 90, pressNanoseconds: 1_200_000_000)
    static let press = RepeatedPressScene(name: "press", vblanks: 240, label: "Tap Me!", presses: 9, spacing: 24, pressNanoseconds: 100_000_000)

    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost { makeDemoHost(width: width, height: height, measurer: measurer) }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] {
        let point = try host.activationPoint(of: label, scene: name)
        var script = BenchInputBuilder()
        for k in 0..<presses {
            script.press(point, at: start + Int64(k * spacing + 2) * interval + touchOffset(k, interval: interval), duration: pressNanoseconds)
        }
        return script.events
    }
}

/// The demo panel laid out and drawn in full at every vblank: the cost of a frame without
/// damage tracking, the figure compared with cairo.
struct FullScene: BenchScene {
    let name = "full"
    let vblanks = 120
    var redrawsEverything: Bool { true }
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost { makeDemoHost(width: width, height: height, measurer: measurer) }
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent] { [] }
}
