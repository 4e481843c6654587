import PanelBase

/// What a shape node draws from its view: an outline, and the colour and line the view
/// sets (none: the foreground colour, filled).
struct ShapeInput {
    var kind: ShapeKind
    /// Circles keep to the largest centred square.
    var keepsSquare = false
    var color: Color?
    /// A gradient over the drawn rectangle, instead of a colour.
    var gradient: GradientPaint?
    /// A level of the foreground colour, instead of a colour.
    var hierarchy: HierarchicalShapeStyle?
    /// The environment's tint, instead of a colour.
    var tinted = false
    var lineWidth: Fixed?
    /// Stroke inside the edge instead of centred on it.
    var insideEdge = false
    /// Set: the shape is drawn from its path, not by kind.
    var custom: CustomShapePath?
}

/// The views drawn by a shape node (shapes, filled and stroked shapes, colours).
@MainActor
protocol ShapeNodeView: NodeReadableView where NodeInput == ShapeInput {}
