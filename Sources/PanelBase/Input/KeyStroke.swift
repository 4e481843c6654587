/// A key event read through a keyboard layout: which key it stands for, the text it types,
/// and the modifiers in force, as a focused view wants it.
public struct KeyStroke: Hashable, Sendable {
    /// Keys that type no text (or whose text is not what they are for).
    public enum Named: Hashable, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow
        case home, end, pageUp, pageDown
        case `return`, tab, escape, space, delete, deleteForward, clear
        /// A modifier key itself (Shift, Control, Alt, the logo key, Caps Lock).
        case modifier
        /// A dead key waiting for the key it accents, or a compose sequence under way.
        case composing
        /// Any other key that types nothing (function keys, media keys).
        case other
    }

    /// The key as the layout reads it: a named key, or the character it types.
    public enum Key: Hashable, Sendable {
        case named(Named)
        case character(Character)
    }

    public var key: Key
    /// The text the key types: empty for most named keys and while composing; the
    /// composed character when a dead key or compose sequence completes.
    public var characters: String
    public var modifiers: KeyModifiers
    /// Down, repeated while held, or up.
    public var state: KeyEvent.State
    /// The Linux key code (layout-independent).
    public var code: UInt16
    public var timestamp: MonotonicTime

    public init(key: Key, characters: String, modifiers: KeyModifiers, state: KeyEvent.State, code: UInt16, timestamp: MonotonicTime) {
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
        self.state = state
        self.code = code
        self.timestamp = timestamp
    }
}
