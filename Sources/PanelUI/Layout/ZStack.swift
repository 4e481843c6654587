import PanelBase

/// Lays its views on top of each other (later ones on top), aligned by `alignment`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { StackNode(for: Self.self) }
}

extension ZStack: StackView {
    var nodeInput: StackInput {
        StackInput(style: StackLayoutStyle(kind: .overlay, alignment: alignment, spacing: nil), content: content)
    }
}
