import PanelBase

/// The content a `ViewModifier`'s body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: AnyView
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { PassThroughNode(for: Self.self) }
}
