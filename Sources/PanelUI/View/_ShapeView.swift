import PanelBase

/// A shape filled or stroked with a colour.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    package let shape: Content
    package let color: Color
    package let lineWidth: CGFloat?
    /// Stroke inside the edge instead of centred on it.
    var insideEdge = false
    @usableFromInline package init(shape: Content, color: Color, lineWidth: CGFloat?, insideEdge: Bool = false) {
        self.shape = shape
        self.color = color
        self.lineWidth = lineWidth
        self.insideEdge = insideEdge
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
}

@MainActor
protocol ShapeViewDescribing {
    var shapeDescription: ShapeDescribing { get }
    var shapeColor: Color { get }
    var shapeLineWidth: CGFloat? { get }
    var shapeInsideEdge: Bool { get }
}

extension _ShapeView: ShapeViewDescribing {
    var shapeDescription: ShapeDescribing { shape as? ShapeDescribing ?? Rectangle() }
    var shapeColor: Color { color }
    var shapeLineWidth: CGFloat? { lineWidth }
    var shapeInsideEdge: Bool { insideEdge }
}
