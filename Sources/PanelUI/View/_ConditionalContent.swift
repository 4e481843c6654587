import PanelBase

/// One of two views, chosen by an `if`/`else` in a view builder. Each branch has its own
/// identity, so switching branches starts the other branch's state afresh.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, ViewListConvertible {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        switch storage {
        case .trueContent(let v): flattenViews(v, prefix: prefix + [AnyHashable(true)], into: &items)
        case .falseContent(let v): flattenViews(v, prefix: prefix + [AnyHashable(false)], into: &items)
        }
    }
}
