import PanelBase

/// A shape filled or stroked with a style (a colour, a gradient, a level of the foreground).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    package let shape: Content
    package let style: Style
    package let lineWidth: CGFloat?
    /// Stroke inside the edge instead of centred on it.
    var insideEdge = false
    /// Round ends on an open outline (a trimmed circle).
    var roundCaps = false
    @usableFromInline package init(shape: Content, style: Style, lineWidth: CGFloat?, insideEdge: Bool = false, roundCaps: Bool = false) {
        self.shape = shape
        self.style = style
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
        var input = ShapeInput(kind: kind, keepsSquare: outline.keepsSquare,
                               lineWidth: lineWidth.map { Fixed(Swift.max(0, $0)) }, insideEdge: insideEdge)
        switch ShapePaint(style) {
        case .color(let color): input.color = color
        case .gradient(let gradient): input.gradient = gradient
        case .hierarchical(let level): input.hierarchy = level
        case .tint: input.tinted = true
        case .foreground: break
        }
        return input
    }
}
