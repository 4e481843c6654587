import PanelBase

/// `.onKeyPress`: handlers of key presses that reach this view while it or a view inside
/// it has focus.
struct _KeyPressModifier: ViewModifier, PrimitiveModifier {
    let handler: KeyPressHandler
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { KeyPressNode() }
}

/// Which presses a handler takes, and what it does with them.
@MainActor
struct KeyPressHandler {
    var keys: Set<KeyEquivalent>?
    var characters: ((Character) -> Bool)?
    var phases: KeyPress.Phases
    var action: (KeyPress) -> KeyPress.Result

    func handle(_ press: KeyPress) -> KeyPress.Result {
        guard phases.contains(press.phase) else { return .ignored }
        if let keys, !keys.contains(press.key) { return .ignored }
        if let characters {
            guard let character = press.characters.first, characters(character) else { return .ignored }
        }
        return action(press)
    }
}

final class KeyPressNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var handler: KeyPressHandler?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        handler = (modifier as? _KeyPressModifier)?.handler
    }
}

extension View {
    /// Runs `action` when `key` goes down or repeats while this view (or one inside it)
    /// has focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(keys: [key], phases: [.down, .repeat], action: { _ in action() })))
    }

    /// Runs `action` for `key` in `phases`.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(keys: [key], phases: phases, action: action)))
    }

    /// Runs `action` for any of `keys` in `phases`.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(keys: keys, phases: phases, action: action)))
    }

    /// Runs `action` for every key in `phases`.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(phases: phases, action: action)))
    }

    /// Runs `action` for keys typing a character `matches` accepts (the `SwiftUI` module
    /// adds the `CharacterSet` form).
    public func onKeyPress(characters matches: @escaping (Character) -> Bool, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(handler: KeyPressHandler(characters: matches, phases: phases, action: action)))
    }
}
