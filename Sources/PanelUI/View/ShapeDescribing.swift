import PanelBase

/// A shape Panel draws itself: the outline it stands for.
@MainActor
protocol ShapeDescribing {
    var shapeKind: ShapeKind { get }
    /// Circles keep to the largest centred square.
    var keepsSquare: Bool { get }
}

extension ShapeDescribing {
    var keepsSquare: Bool { false }
}

extension ShapeNodeView where Self: ShapeDescribing {
    /// A bare shape is drawn in the foreground colour.
    var nodeInput: ShapeInput { ShapeInput(kind: shapeKind, keepsSquare: keepsSquare) }
}
