import Glibc
import PanelBase

/// Where keys and wheel or dial turns go: each key is read through the keyboard layout
/// (`KeyboardState`) into a `KeyPress` and handed to the focused view (`FocusSystem`:
/// `.onKeyPress` handlers, shortcuts, then focus navigation); a dial's turns move focus.
/// What nothing takes is dropped, each with a debug line saying so (a keyboard or knob
/// that seems dead is then explained in the log, not a mystery).
@MainActor
public final class InputFocus {
    /// Where the lines go: standard error at syslog's debug priority by default; the kiosk
    /// sends them to its log.
    public var debugLog: (String) -> Void = InputFocus.writeDebugLine
    /// Events dropped for want of a view taking them.
    public private(set) var droppedCount = 0
    /// The keyboard layout keys are read through. Setting it starts with no modifier held.
    public var layout: KeyboardLayout? {
        didSet { keyboard = layout.map(KeyboardState.init) }
    }
    /// Makes the layout when the first key comes, if none was set (compiling one takes
    /// milliseconds that a panel without a keyboard need not spend): US English unless
    /// told otherwise (the kiosk's `--keyboard`, /etc/default/keyboard).
    public var makeLayout: () -> KeyboardLayout? = { try? KeyboardLayout(layout: "us") }
    private var keyboard: KeyboardState?
    private var triedMakingLayout = false
    unowned(unsafe) var graph: ViewGraph?

    public init() {}

    /// The layout keys are read through, made now if none was yet (the on-screen
    /// keyboard's letters come from it).
    public var resolvedLayout: KeyboardLayout? {
        if layout == nil, !triedMakingLayout {
            triedMakingLayout = true
            layout = makeLayout()
        }
        return layout
    }

    /// Reads `key` and delivers what it types or does. A key typing a character means a
    /// keyboard is attached (a keypad's arrows and Enter do not): the on-screen keyboard,
    /// in its automatic mode, goes away.
    public func deliver(_ key: KeyEvent) {
        guard let stroke = read(key) else {
            drop("key \(key.code) \(key.state)")
            return
        }
        if case .character = stroke.key, stroke.state == .pressed, let graph, !graph.hasHardwareKeyboard {
            graph.hasHardwareKeyboard = true
            if graph.keyboardMode == .automatic { graph.keyboardIfMade?.hide() }
        }
        guard let press = KeyPress(stroke) else { return }   // a modifier or dead key: its effect is on later keys
        if graph?.focus.handle(press) != true {
            drop("key \(key.code) \(key.state)")
        }
    }

    public func deliver(_ axis: AxisEvent) {
        // A dial moves focus; a wheel scrolls what is under the pointer (not yet: dropped).
        if axis.axis == .dial, graph?.focus.turn(by: Int(axis.value)) == true { return }
        drop("\(axis.axis) turned \(axis.value)")
    }

    /// The keystroke `key` is through the layout; nil when no layout could be made.
    private func read(_ key: KeyEvent) -> KeyStroke? {
        if keyboard == nil, !triedMakingLayout {
            triedMakingLayout = true
            layout = makeLayout()
            if layout == nil { Log.warning("input: no keyboard layout (is the xkb-data package installed?): keys are dropped") }
        }
        return keyboard?.read(key)
    }

    private func drop(_ what: String) {
        droppedCount += 1
        debugLog("input: \(what) dropped: no view has focus")
    }

    nonisolated static func writeDebugLine(_ message: String) { Log.debug(message) }
}
