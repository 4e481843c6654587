import PanelBase

/// A shape Panel draws itself: the outline it stands for.
@MainActor
protocol ShapeDescribing {
    var shapeKind: ShapeKind { get }
    /// Circles keep to the largest centred square.
    var keepsSquare: Bool { get }
    /// Whether the kind draws it (a trimmed rectangle is drawn from its path).
    var isDrawnByKind: Bool { get }
}

extension ShapeDescribing {
    var keepsSquare: Bool { false }
    var isDrawnByKind: Bool { true }
}

extension CGRect {
    /// The largest square centred in the rectangle (where a circle is drawn).
    var centredSquare: CGRect {
        let side = Swift.min(Swift.abs(width), Swift.abs(height))
        return CGRect(x: midX - side / 2, y: midY - side / 2, width: side, height: side)
    }
}

extension ShapeNodeView where Self: ShapeDescribing, Self: Shape {
    /// A bare shape is drawn in the foreground colour (from its path when its kind does
    /// not draw it).
    var nodeInput: ShapeInput {
        guard isDrawnByKind else { return _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: nil).nodeInput }
        return ShapeInput(kind: shapeKind, keepsSquare: keepsSquare)
    }
}
