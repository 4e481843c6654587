import PanelBase

/// The modifier behind `.alert`, `.confirmationDialog`, `.sheet` and `.fullScreenCover`:
/// it leaves its content as it is and hands what it presents to the root
/// (`ModalPresentations`), which draws it above everything.
struct _ModalPresenterModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    /// Tells one presentation from the next (an item sheet's item): a new identity is a
    /// new layer.
    let identity: AnyHashable?
    let style: ModalStyle
    /// The layer's content, made only while presented.
    let content: @MainActor () -> AnyView
    let onDismiss: (() -> Void)?
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { ModalPresenterNode() }
}

final class ModalPresenterNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _ModalPresenterModifier, let graph else { return }
        let modals = graph.modals
        // Nothing to record while never presented (most updates of most presenters).
        guard m.isPresented || modals.layers[ObjectIdentifier(self)] != nil else { return }
        let view = m.isPresented ? ModalContainer(style: m.style, isShown: true, content: m.content()) : nil
        let was = modals.update(ObjectIdentifier(self), isPresented: m.isPresented, identity: m.identity,
                                view: view, environment: environment)
        // Dismissed by the binding, by `dismiss()` or by a button: after this update.
        if was, !m.isPresented, let onDismiss = m.onDismiss { graph.enqueue(onDismiss) }
    }

    override func didRemove() {
        graph?.modalPresentations?.remove(ObjectIdentifier(self))
    }
}
