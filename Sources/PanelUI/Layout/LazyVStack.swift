import PanelBase

/// Views in a column, laid out as a `VStack` with the same alignment and spacing.
///
/// SwiftUI builds a lazy stack's views as they scroll into sight; Panel builds them all
/// at once (its lists of views are short), and a `ScrollView` draws only the rows in
/// sight. `pinnedViews` is accepted: section headers scroll with their rows.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(for: Self.self) }
}

extension LazyVStack: StackView {
    var nodeInput: StackInput {
        let style = StackLayoutStyle(kind: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                     spacing: spacing.map { Fixed($0) })
        return StackInput(style: style, content: content)
    }
}
