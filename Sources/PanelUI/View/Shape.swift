import PanelBase

/// The outline of a figure, as SwiftUI's `Shape`: a type that returns its `Path` in the
/// rectangle it is given. A shape is a view that fills the space it is offered with the
/// foreground colour unless filled or stroked. Its `animatableData` moves in animations,
/// and the path is drawn again in between.
///
/// Panel's own shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`)
/// are drawn by dedicated rasterizers; any other shape's path is drawn by FreeType's
/// outline renderer.
@MainActor @preconcurrency
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: nil) }

    /// Fills the shape with `content`: a colour, a gradient laid over the shape's
    /// rectangle, or a level of the foreground (`.secondary`), by the rule of `style`.
    @inlinable public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: nil, fillStyle: style)
    }
    /// Fills the shape with the foreground style, by the rule of `style`.
    @inlinable public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: nil, fillStyle: style)
    }
    /// Draws the shape's outline, `lineWidth` wide, centred on its edge.
    @inlinable public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth)
    }
    /// Draws the shape's outline, `lineWidth` wide, just inside its edge (an
    /// `InsettableShape` inset by half the line; another shape drawn in its rectangle inset
    /// by as much).
    @inlinable public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: lineWidth, insideEdge: true)
    }
    /// Draws the shape's outline in `style`, just inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: content, lineWidth: style.lineWidth, insideEdge: true, strokeStyle: style)
    }
    /// Draws the shape's outline in the foreground style, in `style`, just inside its edge.
    public func strokeBorder(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: style.lineWidth, insideEdge: true, strokeStyle: style)
    }
    /// Draws the shape's outline in the foreground style, `lineWidth` wide, just inside its edge.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), lineWidth: lineWidth, insideEdge: true)
    }
}

extension View {
    /// Draws a border of `width` just inside this view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
