/// Resamples a layer (an offscreen surface) onto a canvas: moved by a sub-pixel offset
/// and scaled about an anchor, with bilinear filtering in fixed point. Outside the layer
/// counts as transparent, so its edges come out anti-aliased.
///
/// Keeps its row and column tables between calls; one per canvas.
final class LayerSampler {
    private var row = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var columns = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var capacity = 1

    deinit {
        row.deallocate()
        columns.deallocate()
    }

    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        row.deallocate()
        columns.deallocate()
        capacity = count
        row = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        columns = UnsafeMutablePointer<Int32>.allocate(capacity: count * 2)
    }

    /// Where layer position `q` (1/64 px, layer coordinates) lands: device = offset + q·scale
    /// on each axis, with `offset` in 1/64 px and the scales in 1/64. Draws within `clip`.
    func draw(_ layer: Surface, on surface: Surface, offset: FixedPoint, scaleX: Fixed, scaleY: Fixed, opacity: UInt8, clip: PixelRect) {
        guard scaleX.raw > 0, scaleY.raw > 0, layer.width > 0, layer.height > 0, opacity != 0 else { return }
        // The destination rectangle: the layer's image, grown by a pixel for the filter.
        let x0 = offset.x.raw, y0 = offset.y.raw
        let x1 = x0 + layer.width * scaleX.raw, y1 = y0 + layer.height * scaleY.raw
        let target = PixelRect(x: (x0 >> 6) - 1, y: (y0 >> 6) - 1, width: ((x1 + 63) >> 6) - (x0 >> 6) + 2,
                               height: ((y1 + 63) >> 6) - (y0 >> 6) + 2).intersection(clip).intersection(surface.bounds)
        guard !target.isEmpty else { return }
        reserve(target.width)

        // For every destination column: the left source texel and its weight (0...256)
        // on the right one. A pixel centre p maps to q = (p − offset)/scale; texel
        // centres sit at i + 1/2, so u = q − 1/2, in 16.16.
        for i in 0..<target.width {
            let u = texelCoordinate(pixel: target.x + i, offset: x0, scale: scaleX.raw)
            columns[2 * i] = Int32(truncatingIfNeeded: u >> 16)
            columns[2 * i + 1] = Int32(truncatingIfNeeded: ((u & 0xFFFF) + 128) >> 8)
        }
        let transparent = SIMD4<UInt32>(repeating: 0)
        func texel(_ x: Int, _ y: Int) -> SIMD4<UInt32> {
            guard x >= 0, y >= 0, x < layer.width, y < layer.height else { return transparent }
            let p = layer.row(y)[x]
            return SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
        }
        for dy in target.y..<target.maxY {
            let v = texelCoordinate(pixel: dy, offset: y0, scale: scaleY.raw)
            let ty = v >> 16
            let wy = UInt32(((v & 0xFFFF) + 128) >> 8)
            var first = -1, last = -1
            for i in 0..<target.width {
                let tx = Int(columns[2 * i]), wx = UInt32(columns[2 * i + 1])
                let top = texel(tx, ty) &* (256 - wx) &+ texel(tx + 1, ty) &* wx
                let bottom = texel(tx, ty + 1) &* (256 - wx) &+ texel(tx + 1, ty + 1) &* wx
                let c = (top &* (256 - wy) &+ bottom &* wy &+ 32768) &>> 16
                let pixel = c[3] << 24 | c[2] << 16 | c[1] << 8 | c[0]
                row[i] = pixel
                if pixel != 0 {
                    if first < 0 { first = i }
                    last = i
                }
            }
            guard first >= 0 else { continue }
            surface.compositeSpan(x: target.x + first, y: dy, count: last - first + 1, source: row + first, opacity: opacity)
        }
    }

    /// The source texel coordinate (16.16, texel centres at whole numbers) sampled for the
    /// centre of device pixel `pixel`.
    private func texelCoordinate(pixel: Int, offset: Int, scale: Int) -> Int {
        // (pixel·64 + 32 − offset)/scale px, in 16.16, floored; then half a texel back.
        let numerator = (pixel * 64 + 32 - offset) << 16
        let q = numerator >= 0 ? numerator / scale : -((-numerator + scale - 1) / scale)
        return q - 32768
    }
}
