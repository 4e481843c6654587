import PanelBase

/// Several views written one after another in a view builder.
public struct TupleView<T>: View, PrimitiveView, ViewListConvertible {
    public var value: T
    let elements: [any View]

    package init<each Content: View>(elements: repeat each Content) where T == (repeat each Content) {
        self.value = (repeat each elements)
        var list: [any View] = []
        for element in repeat each elements { list.append(element) }
        self.elements = list
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        for (index, element) in elements.enumerated() {
            // A stack's own views (no prefix) take the shared slot keys: no array is made,
            // and the next update's key is the same array.
            let key = prefix.isEmpty && index < ViewNode.slotKeys.count ? ViewNode.slotKeys[index] : prefix + [AnyHashable(index)]
            flattenViews(element, prefix: key, into: &items)
        }
    }
}
