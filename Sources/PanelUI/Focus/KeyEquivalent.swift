import PanelBase

/// A key, as `.onKeyPress` and `.keyboardShortcut` name it: the character it types, or one
/// of the named keys (arrows, Return, Escape...), which use the characters Apple's
/// platforms give them.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace: deletes backwards.
    public static let delete = KeyEquivalent("\u{7F}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")

    /// The key a keystroke read through a layout stands for; nil for a modifier key on its
    /// own, a dead key, or a key with no equivalent (a function key).
    init?(_ key: KeyStroke.Key) {
        switch key {
        case .character(let character): self.init(character)
        case .named(let named):
            switch named {
            case .upArrow: self = .upArrow
            case .downArrow: self = .downArrow
            case .leftArrow: self = .leftArrow
            case .rightArrow: self = .rightArrow
            case .home: self = .home
            case .end: self = .end
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            case .return: self = .return
            case .tab: self = .tab
            case .escape: self = .escape
            case .space: self = .space
            case .delete: self = .delete
            case .deleteForward: self = .deleteForward
            case .clear: self = .clear
            case .modifier, .composing, .other: return nil
            }
        }
    }
}
