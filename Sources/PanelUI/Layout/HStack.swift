import PanelBase

/// Lays its views out in a row, with `spacing` between them (8 px by default), aligned
/// vertically by `alignment`.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(for: Self.self) }
}

extension HStack: StackView {
    var nodeInput: StackInput {
        let style = StackLayoutStyle(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                                     spacing: spacing.map { Fixed($0) })
        return StackInput(style: style, content: content)
    }
}
