import PanelBase

public struct Circle: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .ellipse }
    var keepsSquare: Bool { true }
}
