import PanelBase

/// Composites a layer through an affine map (a rotation, a shear, a mirror): every device
/// pixel in the clip is mapped back through the inverse map and the layer is filtered
/// bilinearly there, in fixed point (texel coordinates in 32.32, stepped by the inverse's
/// columns along a row), so the same map gives the same bytes on every machine. Outside
/// the layer counts as transparent, so its edges come out anti-aliased.
///
/// Keeps its row between calls; one per canvas.
package final class AffineLayerSampler {
    private var row = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var capacity = 1

    deinit { row.deallocate() }

    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        row.deallocate()
        capacity = count
        row = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
    }

    /// The most an inverse coefficient may be, in 32.32 (a layer shrunk below 1/256 is not
    /// drawn), and the farthest a drawn pixel may lie from the layer's origin: together
    /// they keep every product within 64 bits.
    static let inverseLimit = 1 << 40
    static let reach = 1 << 15

    /// The map's inverse in 32.32 (layer pixels per device pixel); nil when the map
    /// flattens the layer or shrinks it beyond `inverseLimit`.
    static func inverse(of map: FixedAffineTransform) -> (a: Int, b: Int, c: Int, d: Int)? {
        let det = map.determinant
        guard det != 0 else { return nil }
        // Each is one correctly rounded division of exact integers: the same everywhere.
        func q32(_ numerator: Int) -> Int? {
            let value = (Double(numerator) * 0x1p48 / Double(det)).rounded()
            guard value.magnitude <= Double(inverseLimit) else { return nil }
            return Int(value)
        }
        guard let a = q32(map.d), let b = q32(-map.b), let c = q32(-map.c), let d = q32(map.a) else { return nil }
        return (a, b, c, d)
    }

    /// The device pixels the layer may touch when layer point q (px) lands on `map`'s
    /// linear part applied to q, plus `offset` (1/64 px): its corners' box, grown a pixel
    /// for the filter.
    static func imageRect(of layer: Surface, map: FixedAffineTransform, offset: FixedPoint) -> PixelRect {
        let placed = FixedAffineTransform(a: map.a, b: map.b, c: map.c, d: map.d, tx: offset.x, ty: offset.y)
        let box = placed.apply(FixedRect(x: 0, y: 0, width: layer.width, height: layer.height)).enclosingPixels
        return box.insetBy(dx: -1, dy: -1)
    }

    /// Draws `layer` so that its point q (px) lands on (a·qx + c·qy, b·qx + d·qy) + offset
    /// (the map's coefficients, `offset` in 1/64 px), scaled by `opacity`, within `clip`.
    package func draw(_ layer: Surface, on surface: Surface, map: FixedAffineTransform, offset: FixedPoint, opacity: UInt8,
                      clip: PixelRect) {
        guard opacity != 0, layer.width > 0, layer.height > 0, let inverse = AffineLayerSampler.inverse(of: map) else { return }
        let target = AffineLayerSampler.imageRect(of: layer, map: map, offset: offset).intersection(clip).intersection(surface.bounds)
        guard !target.isEmpty else { return }
        // Pixel centres relative to the layer's origin, in 1/64 px.
        let rx = target.x * 64 + 32 - offset.x.raw, ry = target.y * 64 + 32 - offset.y.raw
        let lastX = rx + (target.width - 1) * 64, lastY = ry + (target.height - 1) * 64
        guard Swift.max(rx.magnitude, lastX.magnitude, ry.magnitude, lastY.magnitude) < UInt(AffineLayerSampler.reach * 64) else { return }
        reserve(target.width)
        let width = layer.width, height = layer.height
        let one = 1 << 32, half = 1 << 31
        // Where a texel's four neighbours may reach the layer: −1 ≤ texel < size.
        let uLow = -one, uHigh = width << 32, vLow = -one, vHigh = height << 32
        for dy in target.y..<target.maxY {
            let y = ry + (dy - target.y) * 64
            // The first pixel's texel coordinate (texel centres at whole numbers).
            var u = (inverse.a * rx + inverse.c * y) >> 6 - half
            var v = (inverse.b * rx + inverse.d * y) >> 6 - half
            let columns = AffineLayerSampler.span(start: u, step: inverse.a, lower: uLow, upper: uHigh, count: target.width)
            let inRows = AffineLayerSampler.span(start: v, step: inverse.b, lower: vLow, upper: vHigh, count: target.width)
            let first = Swift.max(columns.lowerBound, inRows.lowerBound), end = Swift.min(columns.upperBound, inRows.upperBound)
            guard first < end else { continue }
            u += first * inverse.a
            v += first * inverse.b
            var drawnFirst = -1, drawnLast = -1
            for i in first..<end {
                let tx = u >> 32, ty = v >> 32
                let wx = UInt64(((u & 0xFFFF_FFFF) + (1 << 23)) >> 24), wy = UInt64(((v & 0xFFFF_FFFF) + (1 << 23)) >> 24)
                let upper: UnsafeMutablePointer<UInt32>? = ty >= 0 ? layer.row(ty) : nil
                let lower: UnsafeMutablePointer<UInt32>? = ty + 1 < height ? layer.row(ty + 1) : nil
                @inline(__always) func texel(_ row: UnsafeMutablePointer<UInt32>?, _ x: Int) -> UInt32 {
                    guard let row, UInt(bitPattern: x) < UInt(width) else { return 0 }
                    return row[x]
                }
                let pixel = PackedTexels.bilinear(texel(upper, tx), texel(upper, tx + 1), texel(lower, tx), texel(lower, tx + 1),
                                                  wx: wx, wy: wy)
                row[i] = pixel
                if pixel != 0 {
                    if drawnFirst < 0 { drawnFirst = i }
                    drawnLast = i
                }
                u += inverse.a
                v += inverse.b
            }
            if drawnFirst >= 0 {
                surface.compositeSpan(x: target.x + drawnFirst, y: dy, count: drawnLast - drawnFirst + 1, source: row + drawnFirst,
                                      opacity: opacity)
            }
        }
    }

    /// The columns i in 0..<count where lower ≤ start + i·step < upper.
    static func span(start: Int, step: Int, lower: Int, upper: Int, count: Int) -> Range<Int> {
        let low: Int, high: Int
        if step == 0 {
            return start >= lower && start < upper ? 0..<count : 0..<0
        } else if step > 0 {
            low = ceilingDivision(lower - start, step)
            high = ceilingDivision(upper - start, step)
        } else {
            low = floorDivision(start - upper, -step) + 1
            high = floorDivision(start - lower, -step) + 1
        }
        let from = Swift.max(low, 0), to = Swift.min(high, count)
        return from < to ? from..<to : 0..<0
    }

    private static func floorDivision(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    private static func ceilingDivision(_ a: Int, _ b: Int) -> Int { -floorDivision(-a, b) }
}
