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
    /// The fill's rule (a custom shape's path).
    var fillStyle = FillStyle()
    /// The whole stroke style, when one was given (joins, miter limit, dashes).
    var strokeStyle: StrokeStyle?
    @usableFromInline package init(shape: Content, style: Style, lineWidth: CGFloat?, insideEdge: Bool = false, roundCaps: Bool = false,
                                   fillStyle: FillStyle = FillStyle(), strokeStyle: StrokeStyle? = nil) {
        self.shape = shape
        self.style = style
        self.lineWidth = lineWidth
        self.insideEdge = insideEdge
        self.roundCaps = roundCaps
        self.fillStyle = fillStyle
        self.strokeStyle = strokeStyle
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension _ShapeView: ShapeNodeView {
    var nodeInput: ShapeInput {
        var input: ShapeInput
        if let outline = shape as? ShapeDescribing, outline.isDrawnByKind, !needsPath(outline.shapeKind) {
            var kind = outline.shapeKind
            if roundCaps, case .arc(var arc) = kind {
                arc.roundCaps = true
                kind = .arc(arc)
            }
            input = ShapeInput(kind: kind, keepsSquare: outline.keepsSquare,
                               lineWidth: lineWidth.map { Fixed(Swift.max(0, $0)) }, insideEdge: insideEdge)
        } else {
            input = ShapeInput(kind: .rectangle, custom: customPath)
        }
        switch ShapePaint(style) {
        case .color(let color): input.color = color
        case .gradient(let gradient): input.gradient = gradient
        case .hierarchical(let level): input.hierarchy = level
        case .tint: input.tinted = true
        case .foreground: break
        }
        return input
    }

    /// Whether a shape of Panel's own is drawn from its path all the same: dashed, or a
    /// rectangle whose corners are rounded or bevelled.
    private func needsPath(_ kind: ShapeKind) -> Bool {
        guard let strokeStyle else { return false }
        if !strokeStyle.dash.isEmpty { return true }
        return kind == .rectangle && strokeStyle.lineJoin != .miter
    }

    /// The shape drawn from its path: filled by its rule, or stroked (inset by half the
    /// line for `strokeBorder`).
    private var customPath: CustomShapePath {
        let shape = self.shape
        let width = Swift.max(0, lineWidth ?? 0)
        let inset = insideEdge ? width / 2 : 0
        var stroke: StrokeStyle?
        if lineWidth != nil {
            stroke = strokeStyle ?? StrokeStyle(lineWidth: width)
            stroke?.lineWidth = width
        }
        return CustomShapePath(makePath: { rect, data in
            let drawn = data.map { shape.withAnimatableChannels($0) } ?? shape
            return inset > 0 ? insetPath(of: drawn, by: inset, in: rect) : drawn.path(in: rect)
        }, animatableData: shape.animatableChannels ?? [], fillRule: fillStyle.isEOFilled ? .evenOdd : .nonZero, stroke: stroke)
    }
}

/// The path of `shape` inset by `amount`: an insettable shape's own inset, another shape's
/// path in its rectangle inset by as much.
@MainActor func insetPath<S: Shape>(of shape: S, by amount: CGFloat, in rect: CGRect) -> Path {
    if let insettable = shape as? any InsettableShape {
        return insettablePath(of: insettable, by: amount, in: rect)
    }
    return shape.path(in: rect.insetBy(dx: amount, dy: amount))
}

@MainActor private func insettablePath<S: InsettableShape>(of shape: S, by amount: CGFloat, in rect: CGRect) -> Path {
    shape.inset(by: amount).path(in: rect)
}
