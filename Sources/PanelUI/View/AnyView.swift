import PanelBase

/// A view whose type is hidden: when the wrapped type changes, the old view's state goes.
public struct AnyView: View, PrimitiveView {
    let wrapped: any View
    public init<V: View>(_ view: V) {
        if let inner = view as? AnyView { self.wrapped = inner.wrapped } else { self.wrapped = view }
    }
    public init<V: View>(erasing view: V) { self.init(view) }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { PassThroughNode(for: AnyView.self) }
}

extension AnyView: WrappingView {
    var nodeInput: any View { wrapped }
}
