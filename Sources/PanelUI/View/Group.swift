import PanelBase

/// Several views treated as one list: modifiers on a group reach the stack it sits in.
public struct Group<Content: View>: View, PrimitiveView, ViewListConvertible {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        flattenViews(content, prefix: prefix, into: &items)
    }
}
