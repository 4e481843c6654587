import PanelBase

public struct Capsule: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .capsule }
}
