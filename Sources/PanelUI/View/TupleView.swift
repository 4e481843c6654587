import PanelBase

/// Several views written one after another in a view builder.
///
/// The views are kept in one shared box: a tuple view moves through the graph inside its
/// parent's value (a stack's content) and is copied several times an update, and copying a
/// tuple copies every view in it, where copying the box is one reference.
public struct TupleView<T>: View, PrimitiveView, ViewListConvertible {
    private var storage: TupleViewStorage<T>

    /// The views, as written.
    public var value: T {
        get { storage.value }
        set { storage = TupleViewStorage(value: newValue, elements: Mirror(reflecting: newValue).children.compactMap { $0.value as? any View }) }
    }

    /// The views one by one.
    var elements: [any View] { storage.elements }

    package init<each Content: View>(elements: repeat each Content) where T == (repeat each Content) {
        var list: [any View] = []
        for element in repeat each elements { list.append(element) }
        storage = TupleViewStorage(value: (repeat each elements), elements: list)
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

/// A tuple view's views, shared by its copies (never changed in place).
final class TupleViewStorage<T> {
    let value: T
    let elements: [any View]
    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }
}
