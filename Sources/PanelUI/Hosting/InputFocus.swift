import Glibc
import PanelBase

/// Where keys and wheel or dial turns go: the view that has focus. No view takes focus
/// yet, so until one does they are dropped, each with a debug line saying so (a keyboard
/// or knob that seems dead is then explained in the log, not a mystery).
@MainActor
public final class InputFocus {
    /// Where the lines go: standard error at syslog's debug priority by default; the kiosk
    /// sends them to its log.
    public var debugLog: (String) -> Void = InputFocus.writeDebugLine
    /// Events dropped for want of a focused view.
    public private(set) var droppedCount = 0

    public init() {}

    public func deliver(_ key: KeyEvent) {
        drop("key \(key.code) \(key.state)")
    }

    public func deliver(_ axis: AxisEvent) {
        drop("\(axis.axis) turned \(axis.value)")
    }

    private func drop(_ what: String) {
        droppedCount += 1
        debugLog("input: \(what) dropped: no view has focus")
    }

    nonisolated static func writeDebugLine(_ message: String) { Log.debug(message) }
}
