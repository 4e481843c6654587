import PanelBase

/// A rectangle with rounded corners. Both corner styles are drawn as quarter circles
/// (`RoundedCornerStyle`).
public struct RoundedRectangle: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Fixed(Swift.max(0, Swift.min(cornerSize.width, cornerSize.height)))) }
}

extension Shape where Self == RoundedRectangle {
    /// `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
