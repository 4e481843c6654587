import PanelBase

/// A part of a shape's outline, from `startFraction` to `endFraction` of its length:
/// `Circle().trim(from:to:)`. A trimmed circle is drawn as an arc (`ArcSegment`); any
/// other shape trimmed is drawn from its path's trimmed part.
public struct _TrimmedShape<Content: Shape>: Shape, PrimitiveView, ShapeDescribing, ShapeNodeView {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    @inlinable public init(shape: Content, startFraction: CGFloat, endFraction: CGFloat) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }
    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Content.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            shape.animatableData = newValue.second
        }
    }

    var isDrawnByKind: Bool { shape is Circle || shape is _TrimmedShape<Circle> }

    var shapeKind: ShapeKind {
        let base = (shape as? ShapeDescribing)?.shapeKind ?? .rectangle
        guard shape is Circle || shape is _TrimmedShape<Circle> else { return base }
        if case .arc(let inner) = base {
            // A trim of a trim takes its fractions of the part left.
            let length = Double(inner.sweep) / Double(ArcSegment.turn), first = Double(inner.start) / Double(ArcSegment.turn)
            return .arc(ArcSegment(from: first + length * startFraction, to: first + length * endFraction))
        }
        return .arc(ArcSegment(from: startFraction, to: endFraction))
    }
    var keepsSquare: Bool { (shape as? ShapeDescribing)?.keepsSquare ?? false }
}

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length
    /// (each within 0...1). A circle's outline starts at its 3 o'clock point and runs
    /// clockwise.
    @inlinable public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
