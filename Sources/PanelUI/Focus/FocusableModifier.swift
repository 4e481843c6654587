import PanelBase

/// `.focusable(_:interactions:)` and `.focused(...)`: makes a view one that keys, a keypad
/// or a dial can focus, or ties the focusable view inside it to a `FocusState`.
struct _FocusableModifier: ViewModifier, PrimitiveModifier {
    /// true or false for `.focusable`; nil for `.focused`, which leaves that to the view.
    var isFocusable: Bool?
    var interactions: FocusInteractions = .automatic
    var binding: FocusBinding?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { FocusableNode() }
}

final class FocusableNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var isFocusable: Bool?
    private(set) var interactions: FocusInteractions = .automatic
    private(set) var binding: FocusBinding?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _FocusableModifier else { return }
        isFocusable = m.isFocusable
        interactions = m.interactions
        binding = m.binding
        guard let binding, let graph else { return }
        // Once the content is in place: a state naming this view moves focus here, one
        // naming another takes it away; in this update, so the frame shows it.
        graph.enqueueAfterLayout { [weak self] in
            guard let self, self.isInGraph, let graph = self.graph else { return }
            let focus = graph.focus
            let target = FocusSystem.firstCandidate(in: self)
            if binding.isNamed() {
                if let target, focus.focused !== target { focus.move(to: target, showingRing: focus.showsRing) }
            } else if let target, focus.focused === target {
                // Any state that named the focused view letting go of it takes focus away,
                // whatever other states (a field's own) still say: as `field = nil` does.
                focus.move(to: nil, showingRing: false)
            }
        }
    }

    override func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard isFocusable == true else { return environment }
        let focused = graph?.focusIfMade?.focused === self
        guard focused != environment.isFocused else { return environment }
        var copy = environment
        copy.isFocused = focused
        copy.version = graph?.nextEnvironmentVersion() ?? 0
        return copy
    }

    override func didRemove() {
        if let focus = graph?.focusIfMade, focus.focused === self || focus.focused.map({ $0.isDescendant(of: self) }) == true {
            focus.viewLeft()
        }
        super.didRemove()
    }
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the nearest focusable view around has focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}

extension ViewNode {
    /// Whether `ancestor` is above this node.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension View {
    /// Lets keys, a keypad or a dial focus this view (`isFocusable` false: never, not even
    /// a control inside).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// The same, saying what focus lets a person do with it.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
    }

    /// Ties this view's focus to `condition`: true while it has focus; setting it true
    /// focuses it, false takes focus away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusableModifier(isFocusable: nil, binding: .flag(condition)))
    }

    /// Ties this view's focus to `binding`: it holds `value` while this view has focus;
    /// setting it to `value` focuses this view.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusableModifier(isFocusable: nil, binding: .value(binding, equals: value)))
    }
}
