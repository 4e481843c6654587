import PanelBase

/// Builds a `TabView(selection:)`'s tabs as `ViewBuilder` builds views, with one thing
/// more: a `Tab(value:)` learns its value's type from the selection, so
/// `Tab("Home", systemImage: "house", value: .home)` needs no type name, as in SwiftUI.
@MainActor @resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(elements: repeat each content)
    }
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> Tab<SelectionValue, C, L> { tab }
    @_disfavoredOverload
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
