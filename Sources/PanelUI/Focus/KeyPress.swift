import PanelBase

/// A key press delivered to `.onKeyPress`: which key, the text it types, the modifiers
/// held, and whether it went down, repeats while held, or came up.
public struct KeyPress: Sendable, CustomStringConvertible {
    /// Which moments of a key press a handler wants.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1 << 0)
        public static let `repeat` = Phases(rawValue: 1 << 1)
        public static let up = Phases(rawValue: 1 << 2)
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a key press: handled stops it; ignored passes it on to the
    /// handlers of the views around, and then to focus navigation.
    public enum Result: Hashable, Sendable {
        case handled, ignored
    }

    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The press a keystroke makes; nil for a modifier key alone or a dead key.
    init?(_ stroke: KeyStroke) {
        guard let key = KeyEquivalent(stroke.key) else { return nil }
        let phase: Phases
        switch stroke.state {
        case .pressed: phase = .down
        case .repeated: phase = .repeat
        case .released: phase = .up
        }
        // Named keys type what Apple's platforms give them (Return "\r", arrows their
        // private-use characters); a character key types the layout's text.
        let characters: String
        if case .character = stroke.key { characters = stroke.characters } else { characters = stroke.state == .released ? "" : String(key.character) }
        self.init(phase: phase, key: key, characters: characters, modifiers: EventModifiers(stroke.modifiers))
    }

    public var description: String { "KeyPress(\(phase), \(key.character.unicodeScalars.map { String($0.value, radix: 16) }), \(modifiers.rawValue))" }
}
