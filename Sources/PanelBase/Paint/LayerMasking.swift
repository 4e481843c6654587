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
    /// Multiplies every pixel by `mask`'s alpha there: the shape's coverage (its rectangle
    /// moved by `offset` into this surface's pixels), times its gradient's alpha. Pixels
    /// outside the shape become transparent. How `.clipShape` and `.mask` cut a layer.
    package func multiply(by mask: GroupMask, offset: FixedPoint, rasterizer: ShapeRasterizer) {
        let rect = mask.rect.offsetBy(dx: offset.x, dy: offset.y)
        let shape = mask.kind.roundedShape(in: rect)
        let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(width * height, 1))
        defer { coverage.deallocate() }
        coverage.initialize(repeating: 0, count: width * height)
        var sink = MaskBufferSink(buffer: coverage, width: width, shader: mask.gradient.map { GradientShader($0, in: rect) })
        rasterizer.fill(shape, clip: bounds, into: &sink)
        for y in 0..<height {
            let p = row(y), m = coverage + y * width
            for x in 0..<width where m[x] != 255 {
                p[x] = PixelColor(argb: p[x]).scaled(by: m[x]).argb
            }
        }
    }
}
