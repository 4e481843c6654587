import PanelBase

/// Gives a view an explicit identity: a new id makes a new view (fresh state).
struct _IdentifiedModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { IdentityNode() }
}

final class IdentityNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private(set) var id: AnyHashable?

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _IdentifiedModifier else { return }
        if id != m.id {
            // Another view now: drop the old content and its state.
            for child in children { ViewNode.discard(child) }
            children = []
            id = m.id
        }
    }
}

extension View {
    /// Identifies this view by `id`: when the id changes, the view starts afresh.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: AnyHashable(id)))
    }

    /// Disables touches on this view and its descendants, and dims default controls.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled, identity: disabled) { enabled in enabled = enabled && !disabled }
    }
}
