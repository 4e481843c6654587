import PanelBase

/// The outline of a simple figure. A shape fills the space it is offered, with the
/// foreground colour unless filled or stroked.
@MainActor @preconcurrency
public protocol Shape: View {}

extension Shape {
    /// Fills the shape with `content`: a colour, a gradient laid over the shape's
    /// rectangle, or a level of the foreground (`.secondary`).
    @inlinable public func fill<S: ShapeStyle>(_ content: S) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: nil)
    }
    /// Draws the shape's outline, `lineWidth` wide, centred on its edge.
    @inlinable public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth)
    }
    /// Draws the shape's outline, `lineWidth` wide, just inside its edge.
    @inlinable public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth, insideEdge: true)
    }
}

extension View {
    /// Draws a border of `width` just inside this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
