import PanelBase

public struct Rectangle: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public init() {}
    public var body: Never { primitiveBody() }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
    var shapeKind: ShapeKind { .rectangle }
}

extension Shape where Self == Rectangle {
    /// `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}
