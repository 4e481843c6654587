/// Source-over compositing of premultiplied colours onto a surface, in exact /255
/// integer arithmetic. Every drawing operation ends in one of these span functions; they
/// are the hot path, so they work on whole spans, never one call per pixel.
extension Surface {
    /// Blends `color` scaled by `coverage` over `count` pixels of row `y` from `x`.
    /// A fully covering opaque colour is a plain fill.
    public func blendSpan(x: Int, y: Int, count: Int, color: PixelColor, coverage: UInt8 = 255) {
        guard count > 0 else { return }
        let source = color.scaled(by: coverage)
        let p = row(y) + x
        if source.isOpaque {
            p.update(repeating: source.argb, count: count)
            return
        }
        let inverse = 255 &- UInt32(source.alpha)
        if inverse == 255 { return }
        for i in 0..<count {
            p[i] = blendOver(source: source.argb, destination: p[i], inverseAlpha: inverse)
        }
    }

    /// Blends `color` over `count` pixels of row `y` from `x`, each scaled by its own coverage
    /// in `mask` (one byte a pixel, 0...255): glyphs, shadows, anti-aliased edges.
    public func blendMaskSpan(x: Int, y: Int, count: Int, color: PixelColor, mask: UnsafePointer<UInt8>) {
        let p = row(y) + x
        for i in 0..<count {
            let coverage = mask[i]
            if coverage == 0 { continue }
            let source = color.scaled(by: coverage)
            p[i] = blendOver(source: source.argb, destination: p[i], inverseAlpha: 255 &- UInt32(source.alpha))
        }
    }

    /// Composites `count` premultiplied pixels from `source` over row `y` from `x`, all scaled
    /// by `opacity`: a layer drawn back with `.opacity`.
    public func compositeSpan(x: Int, y: Int, count: Int, source: UnsafePointer<UInt32>, opacity: UInt8 = 255) {
        let p = row(y) + x
        for i in 0..<count {
            let s = PixelColor(argb: source[i]).scaled(by: opacity)
            p[i] = blendOver(source: s.argb, destination: p[i], inverseAlpha: 255 &- UInt32(s.alpha))
        }
    }
}

/// source + destination · (255 − source alpha)/255 for all four premultiplied channels,
/// two channels per 32-bit multiply.
@inlinable @inline(__always)
public func blendOver(source: UInt32, destination: UInt32, inverseAlpha: UInt32) -> UInt32 {
    if inverseAlpha == 0 { return source }
    var rb = (destination & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((destination >> 8) & 0x00FF_00FF) &* inverseAlpha &+ 0x0080_0080
    ag = ((ag &+ ((ag >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    return source &+ (rb | ag << 8)
}
