import PanelBase

/// Something that can fill a shape. Panel fills with colours.
public protocol ShapeStyle: Sendable {}

/// The outline of a simple figure. A shape fills the space it is offered, with the
/// foreground colour unless filled or stroked.
@MainActor @preconcurrency
public protocol Shape: View {}

@MainActor
protocol ShapeDescribing {
    var shapeKind: ShapeKind { get }
    /// Circles keep to the largest centred square.
    var keepsSquare: Bool { get }
}

extension ShapeDescribing {
    var keepsSquare: Bool { false }
}

public struct Rectangle: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: Shape, PrimitiveView, ShapeDescribing {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize) { self.cornerSize = cornerSize }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: Fixed(Swift.max(0, Swift.min(cornerSize.width, cornerSize.height)))) }
}

public struct Circle: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .ellipse }
    var keepsSquare: Bool { true }
}

public struct Ellipse: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .ellipse }
}

public struct Capsule: Shape, PrimitiveView, ShapeDescribing {
    public init() {}
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode() }
    var shapeKind: ShapeKind { .capsule }
}

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

extension Shape {
    /// Fills the shape with `content`.
    @inlinable public func fill<S: ShapeStyle>(_ content: S) -> some View {
        _ShapeView(shape: self, color: content as? Color ?? .primary, lineWidth: nil)
    }
    /// Draws the shape's outline, `lineWidth` wide, centred on its edge.
    @inlinable public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, color: content as? Color ?? .primary, lineWidth: lineWidth)
    }
    /// Draws the shape's outline, `lineWidth` wide, just inside its edge.
    @inlinable public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, color: content as? Color ?? .primary, lineWidth: lineWidth, insideEdge: true)
    }
}

/// The node of shapes, filled shapes and colours.
final class ShapeNode: ViewNode {
    /// A shape takes what it is offered, whatever its kind or colour.
    override var ownValueAffectsLayout: Bool { false }
    /// Compares its kind, colour and line, and marks a change.
    override var ownValueAffectsDrawing: Bool { false }
    private var kind = ShapeKind.rectangle
    private var keepsSquare = false
    private var color: Color?
    private var lineWidth: Fixed?
    private var insideEdge = false

    package override func update(from view: any View, environment: EnvironmentValues) {
        super.update(from: view, environment: environment)
        // Its line may have changed where it takes touches.
        touchBoundsChanged()
        let drawn = (kind, keepsSquare, color, lineWidth, insideEdge)
        defer {
            if drawn != (kind, keepsSquare, color, lineWidth, insideEdge) { drawingChanged() }
        }
        color = nil
        lineWidth = nil
        keepsSquare = false
        if let shaped = view as? ShapeViewDescribing {
            describe(shaped.shapeDescription)
            color = shaped.shapeColor
            lineWidth = shaped.shapeLineWidth.map { Fixed(Swift.max(0, $0)) }
            insideEdge = shaped.shapeInsideEdge
        } else if let shape = view as? ShapeDescribing {
            describe(shape)
        } else if let fill = view as? Color {
            kind = .rectangle
            color = fill
        }
    }

    private func describe(_ shape: ShapeDescribing) {
        kind = shape.shapeKind
        keepsSquare = shape.keepsSquare
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
        let reach = (lineWidth ?? .zero) / 2 + Fixed(1)
        return frame.boundingUnion(drawnRect.insetBy(dx: -reach, dy: -reach))
    }

    /// A filled shape takes touches in its whole rectangle; a stroked one only on the line
    /// drawn (as SwiftUI's stroked shapes do), so a ring or an outline laid over other views
    /// leaves the touches inside it to them. The line's edges are the rasterizer's: the
    /// outline grown by half the line outward and shrunk by the rest inward, corners and
    /// circles included.
    override func containsContent(at point: FixedPoint) -> Bool {
        guard (color ?? environment.foregroundColor ?? .primary).opacity > 0 else { return false }
        guard let lineWidth else { return drawnRect.contains(point) }
        guard lineWidth.raw > 0 else { return false }
        let outline = kind.roundedShape(in: strokedRect(lineWidth: lineWidth))
        let outward = Fixed(raw: lineWidth.raw / 2)
        let inner = outline.outset(by: Fixed(raw: outward.raw - lineWidth.raw))
        return outline.outset(by: outward).contains(point) && (inner.isEmpty || !inner.contains(point))
    }

    package override func draw(into builder: inout DisplayListBuilder) {
        let fill = (color ?? environment.foregroundColor ?? .primary).pixelColor
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

extension View {
    /// Draws a border of `width` just inside this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
