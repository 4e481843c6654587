import PanelBase

/// Resamples a layer (an offscreen surface) onto a canvas: moved by a sub-pixel offset
/// and scaled about an anchor, with bilinear filtering in fixed point. Outside the layer
/// counts as transparent, so its edges come out anti-aliased.
///
/// Keeps its row and column tables between calls; one per canvas.
package final class LayerSampler {
    private var row = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var columns = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var capacity = 1
    /// The columns (of those `prepareColumns` made) whose left and right texels both lie
    /// inside the layer's width: rows inside the layer read them without checks.
    private var interiorColumns = 0..<0

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
    package func draw(_ layer: Surface, on surface: Surface, offset: FixedPoint, scaleX: Fixed, scaleY: Fixed, opacity: UInt8, clip: PixelRect) {
        guard opacity != 0, let image = LayerSampler.imageRect(of: layer, offset: offset, scaleX: scaleX, scaleY: scaleY) else { return }
        let target = image.intersection(clip).intersection(surface.bounds)
        guard !target.isEmpty else { return }
        reserve(target.width)
        prepareColumns(target, offset: offset.x.raw, scale: scaleX.raw, layerWidth: layer.width)
        for dy in target.y..<target.maxY {
            guard let (first, last) = sampleRow(dy, of: layer, target: target, offset: offset.y.raw, scale: scaleY.raw, into: row) else {
                continue
            }
            surface.compositeSpan(x: target.x + first, y: dy, count: last - first + 1, source: row + first, opacity: opacity)
        }
    }

    /// The whole layer resampled as `draw` would draw it, as an image to composite at
    /// whole pixels (transparent where nothing lands), with the device position of its
    /// top-left pixel. Nil when nothing would be drawn.
    package func resample(_ layer: Surface, offset: FixedPoint, scaleX: Fixed, scaleY: Fixed) -> (image: Surface, x: Int, y: Int)? {
        guard let target = LayerSampler.imageRect(of: layer, offset: offset, scaleX: scaleX, scaleY: scaleY) else { return nil }
        let image = Surface(width: target.width, height: target.height)
        reserve(target.width)
        prepareColumns(target, offset: offset.x.raw, scale: scaleX.raw, layerWidth: layer.width)
        for dy in target.y..<target.maxY {
            _ = sampleRow(dy, of: layer, target: target, offset: offset.y.raw, scale: scaleY.raw, into: image.row(dy - target.y))
        }
        return (image, target.x, target.y)
    }

    /// The device pixels a layer placed at `offset` and scaled may touch: its image grown by
    /// a pixel for the filter. Nil for an empty layer or a scale that draws nothing.
    static func imageRect(of layer: Surface, offset: FixedPoint, scaleX: Fixed, scaleY: Fixed) -> PixelRect? {
        guard scaleX.raw > 0, scaleY.raw > 0, layer.width > 0, layer.height > 0 else { return nil }
        let x0 = offset.x.raw, y0 = offset.y.raw
        let x1 = x0 + layer.width * scaleX.raw, y1 = y0 + layer.height * scaleY.raw
        return PixelRect(x: (x0 >> 6) - 1, y: (y0 >> 6) - 1, width: ((x1 + 63) >> 6) - (x0 >> 6) + 2,
                         height: ((y1 + 63) >> 6) - (y0 >> 6) + 2)
    }

    /// For every destination column of `target`: the left source texel and its weight
    /// (0...256) on the right one. A pixel centre p maps to q = (p − offset)/scale; texel
    /// centres sit at i + 1/2, so u = q − 1/2, in 16.16.
    private func prepareColumns(_ target: PixelRect, offset: Int, scale: Int, layerWidth: Int) {
        // Texel columns only grow from left to right (the scale is positive): the interior
        // is one run.
        var start = target.width, end = 0
        for i in 0..<target.width {
            let u = texelCoordinate(pixel: target.x + i, offset: offset, scale: scale)
            let tx = u >> 16
            columns[2 * i] = Int32(truncatingIfNeeded: tx)
            columns[2 * i + 1] = Int32(truncatingIfNeeded: ((u & 0xFFFF) + 128) >> 8)
            if tx >= 0 && tx + 1 < layerWidth {
                start = Swift.min(start, i)
                end = i + 1
            }
        }
        interiorColumns = start < end ? start..<end : 0..<0
    }

    /// Filters device row `dy` of `target` into `out` (one pixel per column, transparent
    /// where nothing lands). Returns the first and last columns not transparent; nil when the
    /// row misses the layer (and `out` is left as it was).
    private func sampleRow(_ dy: Int, of layer: Surface, target: PixelRect, offset: Int, scale: Int,
                           into out: UnsafeMutablePointer<UInt32>) -> (Int, Int)? {
        let width = layer.width, height = layer.height
        let v = texelCoordinate(pixel: dy, offset: offset, scale: scale)
        let ty = v >> 16
        let wy = UInt64(((v & 0xFFFF) + 128) >> 8)
        // Rows outside the layer read as transparent.
        let upper: UnsafeMutablePointer<UInt32>? = ty >= 0 && ty < height ? layer.row(ty) : nil
        let lower: UnsafeMutablePointer<UInt32>? = ty + 1 >= 0 && ty + 1 < height ? layer.row(ty + 1) : nil
        guard upper != nil || lower != nil else { return nil }
        @inline(__always) func texel(_ row: UnsafeMutablePointer<UInt32>?, _ x: Int) -> UInt32 {
            guard let row, UInt(bitPattern: x) < UInt(width) else { return 0 }
            return row[x]
        }
        var first = -1, last = -1
        @inline(__always) func filter(_ i: Int, _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, wx: UInt64) {
            guard a | b | c | d != 0 else {
                out[i] = 0
                return
            }
            // Inside a solid area (most of a control's layer) the four texels agree, and
            // weighing equal texels gives that texel exactly: no arithmetic.
            let pixel = a == b && a == c && a == d ? a : PackedTexels.bilinear(a, b, c, d, wx: wx, wy: wy)
            out[i] = pixel
            if pixel != 0 {
                if first < 0 { first = i }
                last = i
            }
        }
        @inline(__always) func filterChecked(_ columns: Range<Int>) {
            for i in columns {
                let tx = Int(self.columns[2 * i]), wx = UInt64(self.columns[2 * i + 1])
                filter(i, texel(upper, tx), texel(upper, tx + 1), texel(lower, tx), texel(lower, tx + 1), wx: wx)
            }
        }
        // A row between two layer rows: its interior columns read all four texels unchecked.
        if let upper, let lower, !interiorColumns.isEmpty {
            filterChecked(0..<interiorColumns.lowerBound)
            for i in interiorColumns {
                let tx = Int(columns[2 * i]), wx = UInt64(columns[2 * i + 1])
                filter(i, upper[tx], upper[tx + 1], lower[tx], lower[tx + 1], wx: wx)
            }
            filterChecked(interiorColumns.upperBound..<target.width)
        } else {
            filterChecked(0..<target.width)
        }
        return first >= 0 ? (first, last) : nil
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

/// Bilinear filtering two channels at a time: a pixel's channels 0 and 2 sit in the low
/// and high 32-bit halves of one 64-bit word, channels 1 and 3 in another, so each
/// multiply weighs two channels. Every half holds at most 255·256·256 + 2¹⁵ < 2³², so the
/// result is exactly that of filtering each channel on its own.
enum PackedTexels {
    @inline(__always) static func evenChannels(_ p: UInt32) -> UInt64 { UInt64(p & 0xFF) | UInt64(p & 0xFF_0000) << 16 }
    @inline(__always) static func oddChannels(_ p: UInt32) -> UInt64 { UInt64((p >> 8) & 0xFF) | UInt64(p >> 24) << 32 }

    /// The texels a, b (upper row, left and right) and c, d (lower row) weighed by wx and
    /// wy (0...256, the share of the right and lower texel), rounded to nearest.
    @inline(__always)
    static func bilinear(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, wx: UInt64, wy: UInt64) -> UInt32 {
        let ix = 256 &- wx, iy = 256 &- wy
        let half: UInt64 = 0x8000_0000_8000
        let lane: UInt64 = 0xFF_0000_00FF
        let even = ((evenChannels(a) &* ix &+ evenChannels(b) &* wx) &* iy
            &+ (evenChannels(c) &* ix &+ evenChannels(d) &* wx) &* wy &+ half) >> 16 & lane
        let odd = ((oddChannels(a) &* ix &+ oddChannels(b) &* wx) &* iy
            &+ (oddChannels(c) &* ix &+ oddChannels(d) &* wx) &* wy &+ half) >> 16 & lane
        return UInt32(truncatingIfNeeded: even | even >> 16 | odd << 8 | odd >> 8)
    }
}
