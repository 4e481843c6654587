import PanelBase

/// Lays its views out in a column, with `spacing` between them (8 px by default), aligned
/// horizontally by `alignment`.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(for: Self.self) }
}

extension VStack: StackView {
    var nodeInput: StackInput {
        let style = StackLayoutStyle(kind: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
                                     spacing: spacing.map { Fixed($0) })
        return StackInput(style: style, content: content)
    }
}
