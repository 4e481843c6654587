import PanelBase

public struct Capsule: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    /// Both corner styles draw half circles.
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .capsule }
}

extension Shape where Self == Capsule {
    /// `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
