import PanelBase

extension RasterCanvas {
    /// Fills `shape` with `gradient` laid over `rect` (both in canvas coordinates; usually
    /// the shape's own rectangle), anti-aliased.
    public func fill(_ shape: RoundedShape, gradient: GradientPaint, in rect: FixedRect) {
        guard !gradient.isInvisible else { return }
        let shader = GradientShader(gradient, in: rect.offsetBy(dx: translation.x, dy: translation.y))
        var sink = GradientSink(surface: surface, shader: shader)
        rasterizer.fill(shape.offsetBy(dx: translation.x, dy: translation.y), clip: clip, into: &sink)
    }

    /// Strokes `shape`'s outline, `lineWidth` wide and centred on it, with `gradient` laid
    /// over `rect`.
    public func stroke(_ shape: RoundedShape, lineWidth: Fixed, gradient: GradientPaint, in rect: FixedRect) {
        guard !gradient.isInvisible else { return }
        let shader = GradientShader(gradient, in: rect.offsetBy(dx: translation.x, dy: translation.y))
        var sink = GradientSink(surface: surface, shader: shader)
        rasterizer.stroke(shape.offsetBy(dx: translation.x, dy: translation.y), lineWidth: lineWidth, clip: clip, into: &sink)
    }

    /// Draws an arc (stroked, or filled when it has no line width) with `gradient` laid
    /// over `rect`: a gauge's ring in a gradient tint.
    public func draw(_ arc: ArcShape, gradient: GradientPaint, in rect: FixedRect) {
        guard !gradient.isInvisible else { return }
        let shader = GradientShader(gradient, in: rect.offsetBy(dx: translation.x, dy: translation.y))
        var sink = GradientSink(surface: surface, shader: shader)
        arcRasterizer.draw(arc.offsetBy(dx: translation.x, dy: translation.y), clip: clip, into: &sink)
    }
}
