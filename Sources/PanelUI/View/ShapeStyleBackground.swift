import PanelBase

extension View {
    /// Draws `shape` filled with `style` behind this view, sized to it: a rounded plate in a
    /// colour or a gradient.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(style))
    }
}
