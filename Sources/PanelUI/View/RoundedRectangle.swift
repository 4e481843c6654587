import PanelBase

public struct RoundedRectangle: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Fixed(Swift.max(0, Swift.min(cornerSize.width, cornerSize.height)))) }
}
