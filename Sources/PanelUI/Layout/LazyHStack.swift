import PanelBase

/// Views in a row, laid out as an `HStack` with the same alignment and spacing.
///
/// SwiftUI builds a lazy stack's views as they scroll into sight; Panel builds them all
/// at once, and a horizontal `ScrollView` draws only the ones in sight. `pinnedViews`
/// is accepted: section headers scroll with their views.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(for: Self.self) }
}

extension LazyHStack: StackView {
    var nodeInput: StackInput {
        let style = StackLayoutStyle(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                     spacing: spacing.map { Fixed($0) })
        return StackInput(style: style, content: content)
    }
}
