import PanelBase

@MainActor
protocol ShapeDescribing {
    var shapeKind: ShapeKind { get }
    /// Circles keep to the largest centred square.
    var keepsSquare: Bool { get }
}

extension ShapeDescribing {
    var keepsSquare: Bool { false }
}
