import PanelBase

public struct Ellipse: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .ellipse }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
