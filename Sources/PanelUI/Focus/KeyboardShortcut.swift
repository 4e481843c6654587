import PanelBase

/// A key (with modifiers) that activates a button wherever focus is.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the button that confirms (an alert's, a form's).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut: its key (letters in either case) with exactly its
    /// modifiers (Shift aside for a key that needs it, Caps Lock and the keypad aside).
    func matches(_ press: KeyPress) -> Bool {
        guard press.phase == .down else { return false }
        let sameKey = press.key == key || press.key.character.lowercased() == key.character.lowercased()
        let ignored: EventModifiers = [.capsLock, .numericPad]
        var held = press.modifiers.subtracting(ignored)
        if !modifiers.contains(.shift), press.key != key { held.remove(.shift) }
        return sameKey && held == modifiers.subtracting(ignored)
    }
}

struct _KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    let shortcut: KeyboardShortcut?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { KeyboardShortcutNode() }
}

final class KeyboardShortcutNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var shortcut: KeyboardShortcut?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        shortcut = (modifier as? _KeyboardShortcutModifier)?.shortcut
    }

    /// The control the shortcut activates: the first inside it.
    var control: KeyActivatable? {
        var stack: [ViewNode] = children
        while !stack.isEmpty {
            let node = stack.removeFirst()
            if let control = (node as? CompositeNode)?.view as? KeyActivatable { return control }
            stack.insert(contentsOf: node.children, at: 0)
        }
        return nil
    }
}

extension View {
    /// Activates the button inside when `key` is pressed with `modifiers`.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Activates the button inside with `shortcut` (nil: none).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}
