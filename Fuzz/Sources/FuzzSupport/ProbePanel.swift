import Panel

/// Which probe controls drew a pressed look the last time their bodies ran.
@MainActor
public enum PressBoard {
    public static var pressed: [String: Bool] = [:]

    public static func record(_ name: String, _ isPressed: Bool) { pressed[name] = isPressed }

    public static var pressedNames: [String] { pressed.filter(\.value).map(\.key).sorted() }
}

/// A panel with one control of each kind the gesture router drives: buttons in a custom,
/// the default and the long-press style, a toggle whose style tracks its own press, the
/// default switch, a hold with progress, a drag, a slider and a double tap. Each probe
/// reports its pressed look to `PressBoard` whenever it is drawn.
public struct ProbePanel: View {
    @State private var switchOn = false
    @State private var probeOn = false
    @State private var level = 50.0
    @State private var taps = 0

    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                Button("Press") { taps += 1 }.buttonStyle(ProbeButtonStyle(name: "Press"))
                Button("Plain") { taps += 1 }
                Button("Long") { taps += 1 }.buttonStyle(.longPress(minimumDuration: 0.4, width: 120))
            }
            HStack(spacing: 12) {
                Toggle("Probe", isOn: $probeOn).toggleStyle(ProbeToggleStyle())
                Toggle("Switch", isOn: $switchOn)
                ProbeHold()
            }
            HStack(spacing: 12) {
                ProbeDrag()
                Slider(value: $level, in: 0...100, step: 5)
                Text("Twice").padding(16).onTapGesture(count: 2) { taps += 1 }
            }
        }
        .padding(12)
    }
}

/// The look of a pressed button: reported, and drawn darker.
struct ProbeButtonStyle: ButtonStyle {
    let name: String

    func makeBody(configuration: Configuration) -> some View {
        PressBoard.record(name, configuration.isPressed)
        return configuration.label
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 8).fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}

/// A toggle that flips when a touch on it lifts and looks pressed while one is down.
struct ProbeToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View { ProbeToggleBody(configuration: configuration) }
}

struct ProbeToggleBody: View {
    let configuration: ToggleStyleConfiguration
    @GestureState private var isPressed = false

    var body: some View {
        PressBoard.record("Probe", isPressed)
        let configuration = self.configuration
        return HStack(spacing: 8) {
            configuration.label
            Rectangle().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 48, height: 28)
        }
        .padding(8)
        .background(Color(white: isPressed ? 0.5 : 0.2))
        .gesture(DragGesture(minimumDistance: 0)
            .updating($isPressed) { _, pressed, _ in pressed = true }
            .onEnded { _ in configuration.isOn.toggle() })
    }
}

/// A hold with a progress bar: pressed while the progress is above zero.
struct ProbeHold: View {
    @State private var progress = 0.0
    @State private var fired = 0

    var body: some View {
        PressBoard.record("Hold", progress > 0)
        return VStack(spacing: 4) {
            Text(fired % 2 == 0 ? "Hold" : "Held")
            Rectangle().fill(Color.white).frame(width: 80 * progress, height: 4)
        }
        .padding(12)
        .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10, holdProgress: $progress) { fired += 1 }
    }
}

/// A square that follows a drag while it lasts: pressed while it is moved off its place.
struct ProbeDrag: View {
    @GestureState private var offset = 0.0

    var body: some View {
        PressBoard.record("Drag", offset != 0)
        return Text("Drag")
            .padding(16)
            .background(Color.orange)
            .offset(x: offset, y: 0)
            .gesture(DragGesture(minimumDistance: 4).updating($offset) { value, offset, _ in
                offset = value.translation.width == 0 ? 1 : value.translation.width
            })
    }
}

/// Hosts a `ProbePanel` and feeds it input events, checking after each batch that once
/// no finger is down no control looks pressed, and that keys come pressed before they
/// repeat or are released.
@MainActor
public final class ProbeHost {
    public let host: ViewHost
    public private(set) var checker = PointerSequenceChecker()
    /// Keys pressed and not released yet.
    public private(set) var keysDown: Set<UInt16> = []

    public init(width: Int = 480, height: Int = 320) {
        PressBoard.pressed = [:]
        host = ViewHost(rootView: ProbePanel(), width: width, height: height)
        // Keys are dropped for want of focus; a line for each would drown the fuzzer's output.
        host.inputFocus.debugLog = { _ in }
        host.update()
    }

    /// When the last frame was drawn.
    private var lastFrame = MonotonicTime.zero
    /// A display's frame interval: events closer together share a frame, as in the loop.
    static let frameNanoseconds: Int64 = 16_666_667

    /// Delivers `events` (one report's worth) at `time`, then draws a frame when one is
    /// due or every finger is up. `fingersDown` is what the input source says is still
    /// down afterwards.
    public func deliver(_ events: [InputEvent], at time: MonotonicTime, fingersDown: [Int]) {
        for event in events {
            switch event {
            case .pointer(let pointer):
                checker.check(pointer)
            case .key(let key):
                switch key.state {
                case .pressed: fuzzRequire(keysDown.insert(key.code).inserted, "key \(key.code) pressed twice")
                case .repeated: fuzzRequire(keysDown.contains(key.code), "key \(key.code) repeats while up")
                case .released: fuzzRequire(keysDown.remove(key.code) != nil, "key \(key.code) released while up")
                }
            case .axis:
                break
            }
            host.send(event)
        }
        host.advance(to: time)
        checker.requireDown(fingersDown, "after the events at \(time)")
        if fingersDown.isEmpty || time - lastFrame >= ProbeHost.frameNanoseconds {
            host.update(at: time)
            lastFrame = time
        }
        if fingersDown.isEmpty { requireNothingPressed("every finger is up at \(time)") }
    }

    /// Lets gesture timers and animations run out, then checks again.
    public func finish(at time: MonotonicTime) {
        host.advance(to: time)
        host.update(at: time)
        requireNothingPressed("the stream ended")
        fuzzRequire(keysDown.isEmpty, "the stream ended but keys \(keysDown.sorted()) are still down")
    }

    public func requireNothingPressed(_ context: String) {
        let pressed = PressBoard.pressedNames
        fuzzRequire(pressed.isEmpty, "\(context) but \(pressed) still look pressed")
    }

    /// Where a touch script's label lands.
    public func point(ofLabel label: String) -> FixedPoint? { host.element(labeled: label)?.activationPoint }
}
