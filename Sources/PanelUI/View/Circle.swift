import PanelBase

public struct Circle: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .ellipse }
    var keepsSquare: Bool { true }
}
