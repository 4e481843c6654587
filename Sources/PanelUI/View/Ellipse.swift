import PanelBase

public struct Ellipse: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .ellipse }
}
