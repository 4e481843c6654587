import PanelBase

/// Views made from a collection, each identified by its element's id.
/// As in SwiftUI, `Content` is unconstrained: a `ForEach` of views is a view, and other
/// builders (chart content) give it their own conformance.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: (Data.Element) -> ID

    /// A `ForEach` of any content, for the builders of the modules above.
    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
    }
}

extension ForEach: View, PrimitiveView, ViewListConvertible where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        for element in data {
            let key = prefix.isEmpty ? ForEachElementID.keyArray(for: id(element)) : prefix + [ForEachElementID.key(for: id(element))]
            flattenViews(content(element), prefix: key, into: &items)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}

extension ForEach where Content: View {
    /// Views made from a bound collection, each given a binding to its element and
    /// identified by the element's property at `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content) where Data == Binding<C> {
        self.data = data
        self.content = content
        self.id = { $0.wrappedValue[keyPath: id] }
    }
}
