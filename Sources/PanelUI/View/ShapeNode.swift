import PanelBase

/// The node of shapes, filled shapes and colours.
final class ShapeNode: ViewNode {
    /// A shape takes what it is offered, whatever its kind or colour.
    override var ownValueAffectsLayout: Bool { false }
    /// Compares its kind, colour and line, and marks a change.
    override var ownValueAffectsDrawing: Bool { false }
    private var kind = ShapeKind.rectangle
    private var keepsSquare = false
    private var color: Color?
    /// A gradient over the drawn rectangle: set, it is drawn instead of a colour.
    var gradient: GradientPaint?
    private var hierarchy: HierarchicalShapeStyle?
    private var tinted = false
    private var lineWidth: Fixed?
    private var insideEdge = false
    /// Set: the shape is drawn from its path (`ShapeNodeCustomPath`).
    var custom: CustomShapePath?
    private let reader: any ViewReading<ShapeInput>

    /// The node of views of type `V` (the one type its views have).
    init<V: ShapeNodeView>(for type: V.Type) {
        reader = ViewReader(for: V.self)
        super.init()
    }

    override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        // Its line may have changed where it takes touches.
        touchBoundsChanged()
        let drawn = (kind, keepsSquare, color, lineWidth, insideEdge)
        let drawnStyle = (gradient, hierarchy, tinted)
        defer {
            if drawn != (kind, keepsSquare, color, lineWidth, insideEdge) || drawnStyle != (gradient, hierarchy, tinted) { drawingChanged() }
        }
        let input = reader.read(view) ?? ShapeInput(kind: kind)
        kind = input.kind
        keepsSquare = input.keepsSquare
        color = input.color
        lineWidth = input.lineWidth
        insideEdge = input.insideEdge
        hierarchy = input.hierarchy
        tinted = input.tinted
        // A shape with no style of its own takes a gradient foreground (a colour one is read
        // when drawing, as before).
        custom = input.custom
        // A path is made from the shape's own values, which cannot be compared: the display
        // list compares what it draws.
        if custom != nil { drawingChanged() }
        gradient = input.gradient ?? (input.color == nil && input.hierarchy == nil && !input.tinted ? environment.foregroundGradient : nil)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        // SwiftUI's shapes take what they are offered, 10 px where offered nothing.
        FixedSize(width: proposal.width ?? Fixed(10), height: proposal.height ?? Fixed(10))
    }

    override func explicitGuides(size: FixedSize) -> ExplicitGuides { .none }

    /// The rectangle actually drawn, its edges on whole pixels.
    var drawnRect: FixedRect {
        var rect = frame
        if keepsSquare {
            let side = Fixed.min(frame.width, frame.height)
            rect = FixedRect(x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2,
                             width: side, height: side)
        }
        return rect.snappedToPixels
    }

    /// The outline a stroke is centred on: the drawn rectangle, or for `strokeBorder` that
    /// rectangle inset by half the line, so the line lies just inside it.
    private func strokedRect(lineWidth: Fixed) -> FixedRect {
        let half = lineWidth / 2
        return insideEdge ? drawnRect.insetBy(dx: half, dy: half) : drawnRect
    }

    /// A stroked line reaches half its width beyond the outline it follows.
    override var ownTouchArea: FixedRect {
        if let custom { return customTouchArea(custom) }
        let reach = (lineWidth ?? .zero) / 2 + Fixed(1)
        return frame.boundingUnion(drawnRect.insetBy(dx: -reach, dy: -reach))
    }

    /// A filled shape takes touches in its whole rectangle; a stroked one only on the line
    /// drawn (as SwiftUI's stroked shapes do), so a ring or an outline laid over other views
    /// leaves the touches inside it to them. The line's edges are the rasterizer's: the
    /// outline grown by half the line outward and shrunk by the rest inward, corners and
    /// circles included.
    override func containsContent(at point: FixedPoint) -> Bool {
        if let gradient {
            guard !gradient.isInvisible else { return false }
        } else {
            guard fillColor.opacity > 0 else { return false }
        }
        if let custom { return customContains(custom, point) }
        if let arc = kind.arcSegment {
            return ArcShape(rect: lineWidth.map { strokedRect(lineWidth: $0) } ?? drawnRect, segment: arc, lineWidth: lineWidth).contains(point)
        }
        guard let lineWidth else { return drawnRect.contains(point) }
        guard lineWidth.raw > 0 else { return false }
        let outline = kind.roundedShape(in: strokedRect(lineWidth: lineWidth))
        let outward = Fixed(raw: lineWidth.raw / 2)
        let inner = outline.outset(by: Fixed(raw: outward.raw - lineWidth.raw))
        return outline.outset(by: outward).contains(point) && (inner.isEmpty || !inner.contains(point))
    }

    /// The colour drawn when there is no gradient.
    var fillColor: Color {
        if let color { return color }
        if let hierarchy { return hierarchy.resolve(environment.foregroundColor) }
        if tinted { return TintShapeStyle().resolve(in: environment) }
        return environment.foregroundColor ?? .primary
    }

    override func draw(into builder: inout DisplayListBuilder) {
        if let custom {
            drawPath(custom, into: &builder)
            return
        }
        if let gradient {
            drawGradient(gradient, into: &builder)
            return
        }
        let fill = fillColor.resolved(in: environment).pixelColor
        var rect = drawnRect
        if let lineWidth {
            let half = lineWidth / 2
            rect = strokedRect(lineWidth: lineWidth)
            builder.add(.stroke(kind, rect: rect, color: fill, lineWidth: lineWidth),
                        bounds: rect.insetBy(dx: -half, dy: -half), owner: self)
        } else {
            builder.add(.fill(kind, rect: rect, color: fill), bounds: rect, owner: self)
        }
    }

    private func drawGradient(_ gradient: GradientPaint, into builder: inout DisplayListBuilder) {
        let rect = drawnRect
        if let lineWidth {
            let half = lineWidth / 2
            let stroked = strokedRect(lineWidth: lineWidth)
            builder.add(.gradientStroke(kind, rect: stroked, gradient: gradient, lineWidth: lineWidth),
                        bounds: stroked.insetBy(dx: -half, dy: -half), owner: self)
        } else {
            builder.add(.gradientFill(kind, rect: rect, gradient: gradient), bounds: rect, owner: self)
        }
    }
}
