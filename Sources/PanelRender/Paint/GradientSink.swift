import PanelBase

/// Blends a gradient onto a surface through a shape's coverage: how shapes are filled and
/// stroked with gradients. Each pixel's colour comes from the shader, then is blended
/// exactly as a colour fill blends its one colour.
package struct GradientSink: CoverageSink {
    package let surface: Surface
    package let shader: GradientShader

    package init(surface: Surface, shader: GradientShader) {
        self.surface = surface
        self.shader = shader
    }

    package mutating func solidSpan(y: Int, x: Int, count: Int) {
        let colors = shader.colors(y: y, x: x, count: count)
        let p = surface.row(y) + x
        if shader.isOpaque {
            p.update(from: colors, count: count)
            return
        }
        for i in 0..<count {
            let source = colors[i]
            p[i] = blendOver(source: source, destination: p[i], inverseAlpha: 255 &- (source >> 24))
        }
    }

    package mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let colors = shader.colors(y: y, x: x, count: count)
        let p = surface.row(y) + x
        for i in 0..<count where coverage[i] != 0 {
            let source = PixelColor(argb: colors[i]).scaled(by: coverage[i]).argb
            p[i] = blendOver(source: source, destination: p[i], inverseAlpha: 255 &- (source >> 24))
        }
    }
}
