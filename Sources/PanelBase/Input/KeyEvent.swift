/// A key that went down, came up or repeats while held.
///
/// `code` is the Linux key code (KEY_* in <linux/input-event-codes.h>: 1 is Escape, 28
/// Enter, 30 A), the same on every keyboard layout: turning it into text needs a keymap,
/// which is the focused view's business, not the device's.
public struct KeyEvent: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        case pressed
        case released
        /// Held down long enough for the kernel's autorepeat.
        case repeated
    }

    public var code: UInt16
    public var state: State
    /// When the kernel saw it (CLOCK_MONOTONIC).
    public var timestamp: MonotonicTime

    public init(code: UInt16, state: State, timestamp: MonotonicTime) {
        self.code = code
        self.state = state
        self.timestamp = timestamp
    }
}
