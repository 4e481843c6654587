import PanelBase

extension RasterCanvas {
    /// Draws a path item (a custom shape, a canvas's path): filled or stroked, with a
    /// colour or a gradient laid over the item's rect.
    public func draw(_ item: PathItem) {
        let origin = item.rect.origin + translation
        switch item.paint {
        case .color(let color):
            guard color.alpha != 0 else { return }
            var sink = SurfaceColorSink(surface: surface, color: color)
            draw(item, at: origin, into: &sink)
        case .gradient(let gradient):
            guard !gradient.isInvisible else { return }
            let shader = GradientShader(gradient, in: item.rect.offsetBy(dx: translation.x, dy: translation.y))
            var sink = GradientSink(surface: surface, shader: shader)
            draw(item, at: origin, into: &sink)
        }
    }

    private func draw<Sink: CoverageSink>(_ item: PathItem, at origin: FixedPoint, into sink: inout Sink) {
        switch item.drawing {
        case .fill(let rule): rasterizer.paths.fill(item.geometry, at: origin, rule: rule, clip: clip, into: &sink)
        case .stroke(let style): rasterizer.paths.stroke(item.geometry, at: origin, style: style, clip: clip, into: &sink)
        }
    }
}
