import PanelBase

public struct Circle: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.centredSquare) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .ellipse }
    var keepsSquare: Bool { true }
}

extension Shape where Self == Circle {
    /// `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}
