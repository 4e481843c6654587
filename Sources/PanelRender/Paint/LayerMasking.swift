import PanelBase

/// Writes a shape's coverage, times a gradient's alpha, into a buffer of one byte a pixel.
struct MaskBufferSink: CoverageSink {
    let buffer: UnsafeMutablePointer<UInt8>
    let width: Int
    let shader: GradientShader?

    mutating func solidSpan(y: Int, x: Int, count: Int) {
        let p = buffer + y * width + x
        guard let shader else { p.update(repeating: 255, count: count); return }
        for i in 0..<count { p[i] = UInt8(truncatingIfNeeded: shader.color(x: x + i, y: y) >> 24) }
    }

    mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let p = buffer + y * width + x
        for i in 0..<count {
            guard let shader else { p[i] = coverage[i]; continue }
            p[i] = UInt8(multiplyDiv255(UInt32(coverage[i]), shader.color(x: x + i, y: y) >> 24))
        }
    }
}

extension Surface {
    /// Cuts the surface (a group's layer) by `mask`, its rectangle moved by `offset` into
    /// this surface's pixels: how `.clipShape`, `.mask` and gradient text are composited.
    package func apply(_ mask: GroupMask, offset: FixedPoint, rasterizer: ShapeRasterizer) {
        let rect = mask.rect.offsetBy(dx: offset.x, dy: offset.y)
        switch mask {
        case .shape(let kind, _, let gradient):
            multiply(byCoverageOf: kind.roundedShape(in: rect), gradient: gradient.map { GradientShader($0, in: rect) },
                     rasterizer: rasterizer)
        case .paint(let gradient, _):
            paint(GradientShader(gradient, in: rect))
        case .path(let geometry, let rule, _):
            multiply(byCoverageOf: geometry, at: rect.origin, rule: rule, rasterizer: rasterizer)
        }
    }

    /// Multiplies every pixel by the shape's coverage there, times the gradient's alpha.
    /// Pixels outside the shape become transparent.
    private func multiply(byCoverageOf shape: RoundedShape, gradient: GradientShader?, rasterizer: ShapeRasterizer) {
        rasterizer.withZeroedMaskBuffer(count: width * height) { coverage in
            var sink = MaskBufferSink(buffer: coverage, width: width, shader: gradient)
            rasterizer.fill(shape, clip: bounds, into: &sink)
            multiply(by: coverage)
        }
    }

    /// Multiplies every pixel by the path's coverage there (placed at `origin`).
    private func multiply(byCoverageOf geometry: PathGeometry, at origin: FixedPoint, rule: PathFillRule, rasterizer: ShapeRasterizer) {
        rasterizer.withZeroedMaskBuffer(count: width * height) { coverage in
            var sink = MaskBufferSink(buffer: coverage, width: width, shader: nil)
            rasterizer.paths.fill(geometry, at: origin, rule: rule, clip: bounds, into: &sink)
            multiply(by: coverage)
        }
    }

    /// Scales every pixel by the mask's byte for it.
    private func multiply(by coverage: UnsafeMutablePointer<UInt8>) {
        for y in 0..<height {
            let p = row(y), m = coverage + y * width
            for x in 0..<width where m[x] != 255 {
                p[x] = PixelColor(argb: p[x]).scaled(by: m[x]).argb
            }
        }
    }

    /// Gives every pixel the shader's colour at the pixel's own alpha (the layer's coverage
    /// masks the gradient).
    private func paint(_ shader: GradientShader) {
        for y in 0..<height {
            let p = row(y)
            for x in 0..<width {
                let alpha = UInt8(truncatingIfNeeded: p[x] >> 24)
                if alpha != 0 { p[x] = PixelColor(argb: shader.color(x: x, y: y)).scaled(by: alpha).argb }
            }
        }
    }
}
