import PanelBase

/// No view at all.
public struct EmptyView: View, PrimitiveView, ViewListConvertible {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {}
}
