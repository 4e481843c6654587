import PanelBase

/// `.transition(_:)`: how the view enters and leaves (see `AnyTransition`).
struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { TransitionNode() }
}

extension View {
    /// How this view enters when inserted, and leaves when removed, inside an animated
    /// transaction.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: transition))
    }
}
