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
    /// The keyboard layout keys are read through: US English until set (a kiosk sets its
    /// configured layout). Setting it starts with no modifier held.
    public var layout: KeyboardLayout? {
        didSet { keyboard = layout.map(KeyboardState.init) }
    }
    private var keyboard: KeyboardState?
    private var triedDefaultLayout = false
    unowned(unsafe) var graph: ViewGraph?

    public init() {}

    /// Reads `key` and delivers what it types or does.
    public func deliver(_ key: KeyEvent) {
        guard let stroke = read(key) else {
            drop("key \(key.code) \(key.state)")
            return
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

    /// The keystroke `key` is through the layout; nil when no layout could be compiled.
    private func read(_ key: KeyEvent) -> KeyStroke? {
        if keyboard == nil, !triedDefaultLayout {
            triedDefaultLayout = true
            do {
                layout = try KeyboardLayout(layout: "us")
            } catch {
                Log.warning("input: keys are dropped: \(error)")
            }
        }
        return keyboard?.read(key)
    }

    private func drop(_ what: String) {
        droppedCount += 1
        debugLog("input: \(what) dropped: no view has focus")
    }

    nonisolated static func writeDebugLine(_ message: String) { Log.debug(message) }
}
