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
