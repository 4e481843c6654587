import PanelBase

/// A shape filled or stroked with a colour.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    package let shape: Content
    package let color: Color?
    package let lineWidth: CGFloat?
    /// Stroke inside the edge instead of centred on it.
    var insideEdge = false
    /// Round ends on an open outline (a trimmed circle).
    var roundCaps = false
    @usableFromInline package init(shape: Content, color: Color?, lineWidth: CGFloat?, insideEdge: Bool = false, roundCaps: Bool = false) {
        self.shape = shape
        self.color = color
        self.lineWidth = lineWidth
        self.insideEdge = insideEdge
        self.roundCaps = roundCaps
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension _ShapeView: ShapeNodeView {
    var nodeInput: ShapeInput {
        let outline = shape as? ShapeDescribing ?? Rectangle()
        var kind = outline.shapeKind
        if roundCaps, case .arc(var arc) = kind {
            arc.roundCaps = true
            kind = .arc(arc)
        }
        return ShapeInput(kind: kind, keepsSquare: outline.keepsSquare, color: color,
                          lineWidth: lineWidth.map { Fixed(Swift.max(0, $0)) }, insideEdge: insideEdge)
    }
}
