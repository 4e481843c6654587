import PanelBase

/// The gradients: each a shape style that fills a shape with its colours laid over the
/// shape's rectangle, and a view that fills the space it is offered (as a `Color` does).
@MainActor
protocol GradientStyle: ShapeStyle, ShapeNodeView, ShapePaintConvertible {
    var paint: GradientPaint { get }
}

extension GradientStyle {
    var shapePaint: ShapePaint { .gradient(paint) }
    var nodeInput: ShapeInput { ShapeInput(kind: .rectangle, gradient: paint) }
}
