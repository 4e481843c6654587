import Panel

/// One benchmark scene: a view tree, the input played into it (touches, keys), and how
/// long it runs.
@MainActor
protocol BenchScene {
    /// The name on the command line and in reports.
    var name: String { get }
    /// How many refresh intervals the measured part lasts.
    var vblanks: Int { get }
    /// Whether every frame redraws the whole screen (re-laying out the tree), as a panel
    /// without damage tracking would.
    var redrawsEverything: Bool { get }
    /// A host for the scene's view tree on a logical screen of `width` × `height`.
    func makeHost(width: Int, height: Int, measurer: any TextMeasuring) -> ViewHost
    /// The input played into it with the times the devices would stamp it: touches in
    /// logical coordinates and keys (Linux key codes), starting after `start`, for a
    /// display refreshing every `interval` ns. `host` has been laid out (to aim at
    /// controls).
    func input(host: ViewHost, start: MonotonicTime, interval: Int64) throws(BenchSceneError) -> [InputEvent]
    /// How many refresh intervals at the end of the measured part have no input: the loop's
    /// wake-ups there are counted (`BenchRun.idleTail`); 0 counts none.
    var idleTailVblanks: Int { get }
    /// What the report must say about this scene (stand-ins, what is not measured yet).
    var notes: [String] { get }
    /// How the logical screen is turned on the mode.
    var rotation: Rotation { get }
    /// The physical modes it runs at by default.
    var modes: [BenchMode] { get }
}

/// A display mode to run a scene at.
struct BenchMode: Hashable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    /// The refresh rate asked for; nil takes a display's own rate for the size (60 Hz
    /// headless).
    var refreshHz: Int?
    static let small = BenchMode(width: 800, height: 480)
    static let large = BenchMode(width: 1920, height: 1080)
    /// The rate a headless display runs at.
    var headlessRefreshHz: Int { refreshHz ?? 60 }
    var description: String { "\(width)x\(height)" + (refreshHz.map { "@\($0)" } ?? "") }
}

extension BenchScene {
    var rotation: Rotation { .none }
    var modes: [BenchMode] { [.small, .large] }
    var redrawsEverything: Bool { false }
    var notes: [String] { [] }
    var idleTailVblanks: Int { 0 }
}

/// Frames drawn before a scene is measured: the first builds the tree, fills the glyph
/// cache and draws the whole screen; it reaches each buffer of the display's swap chain
/// (up to three) through the copies the next ones make to catch up (a buffer never drawn
/// takes the whole screen). Those damage nothing of their own, so no buffer is left a
/// whole screen behind (a frame damaging everything again would leave the others to copy
/// it all at the first measured frame). Measured frames then copy only their damage, as
/// they do for as long as a kiosk runs.
enum BenchWarmUp {
    static let frames = 3
}

/// A scene could not be set up (a control it aims at is missing).
struct BenchSceneError: Error, CustomStringConvertible {
    var description: String
}

extension ViewHost {
    /// Where a tap on the control labelled `label` lands, or an error naming the scene.
    /// With `gesture`, aims at the control's own gesture view (a toggle's knob).
    func activationPoint(of label: String, gesture: Bool = false, scene: String) throws(BenchSceneError) -> FixedPoint {
        let found = gesture ? interactiveElements().first { $0.kind == .gesture && $0.label == label } : element(labeled: label)
        guard let element = found else {
            let known = interactiveElements().map { "\"\($0.label)\"" }.joined(separator: ", ")
            throw BenchSceneError(description: "scene \(scene): no control labelled \"\(label)\" on screen (found: \(known))")
        }
        return element.activationPoint
    }
}

extension ViewHost {
    /// `count` taps of 50 ms at the screen's centre, `spacing` vblanks apart from the third
    /// vblank on, for a panel whose own tap gesture takes them (an error naming `scene` when
    /// it has none).
    func centreTaps(count: Int, spacing: Int, start: MonotonicTime, interval: Int64,
                    scene: String) throws(BenchSceneError) -> [InputEvent] {
        guard interactiveElements().contains(where: { $0.kind == .gesture }) else {
            throw BenchSceneError(description: "scene \(scene): the panel's tap gesture is missing")
        }
        var script = BenchInputBuilder()
        let point = FixedPoint(x: size.width / 2, y: size.height / 2)
        for k in 0..<count {
            script.press(point, at: start + Int64(k * spacing + 2) * interval + touchOffset(k, interval: interval), duration: 50_000_000)
        }
        return script.events
    }
}

/// Every scene, by name, in report order.
@MainActor
enum BenchScenes {
    static let all: [any BenchScene] = [IdleScene(), ToggleScene(), RepeatedPressScene.hold, RepeatedPressScene.press, FullScene(), DenseScene(), RotatedScene(), TextScene(), InternationalTextScene(), ImageScene(), ScrollScene(), PathsScene(), LiveChartScene(), TypingScene()]

    static func named(_ name: String) -> (any BenchScene)? { all.first { $0.name == name } }

    static var names: [String] { all.map(\.name) }
}
