import PanelBase

/// Any shape style, its type erased: `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.gray)`.
public struct AnyShapeStyle: ShapeStyle {
    let paint: ShapePaint

    @MainActor public init<S: ShapeStyle>(_ style: S) {
        paint = ShapePaint(style)
    }
}

extension AnyShapeStyle: ShapePaintConvertible {
    var shapePaint: ShapePaint { paint }
}
