import PanelBase

/// Builds views from the statements of a closure: several statements become a
/// `TupleView`, `if` an optional view, `if`/`else` a `_ConditionalContent`.
@MainActor @resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views written one after another in a view builder.
public struct TupleView<T>: View, PrimitiveView, ViewListConvertible {
    public var value: T
    package let elements: [any View]

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

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view: it has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
}

extension Optional: ViewListConvertible where Wrapped: View {
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        if let wrapped = self { flattenViews(wrapped, prefix: prefix + [AnyHashable("some")], into: &items) }
    }
}

/// No view at all.
public struct EmptyView: View, PrimitiveView, ViewListConvertible {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {}
}

/// Several views treated as one list: modifiers on a group reach the stack it sits in.
public struct Group<Content: View>: View, PrimitiveView, ViewListConvertible {
    package let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        flattenViews(content, prefix: prefix, into: &items)
    }
}

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

extension AnyView: ModifierContentProviding {
    var wrappedContent: any View { wrapped }
}

/// Views made from a collection, each identified by its element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, ViewListConvertible {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(implicitFor: self) }
    func flatten(prefix: [AnyHashable], into items: inout [ViewListItem]) {
        for element in data {
            flattenViews(content(element), prefix: prefix + [AnyHashable(id(element))], into: &items)
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0 }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0.id }
    }
}
