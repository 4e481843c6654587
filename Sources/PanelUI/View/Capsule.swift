import PanelBase

public struct Capsule: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .capsule }
}
