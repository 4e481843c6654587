import PanelBase

/// Source-over compositing of premultiplied colours onto a surface, in exact /255
/// integer arithmetic. Every drawing operation ends in one of these span functions; they
/// are the hot path, so they work on whole spans, eight pixels per SIMD step (one channel
/// per 16-bit lane), and give exactly the bytes of the scalar `blendOver` formula.
extension Surface {
    /// Blends `color` scaled by `coverage` over `count` pixels of row `y` from `x`.
    /// A fully covering opaque colour is a plain fill.
    public func blendSpan(x: Int, y: Int, count: Int, color: PixelColor, coverage: UInt8 = 255) {
        guard count > 0 else { return }
        let source = color.scaled(by: coverage)
        let p = row(y) + x
        if source.isOpaque {
            setPixels(p, to: source.argb, count: count)
            return
        }
        let inverse = 255 &- UInt32(source.alpha)
        if inverse == 255 { return }
        let source8 = PixelLanes(repeating: source.argb)
        let inverse8 = PixelLanes(repeating: inverse)
        var i = 0
        while i + PixelLanes.scalarCount <= count {
            let raw = UnsafeMutableRawPointer(p + i)
            let d = raw.loadUnaligned(as: PixelLanes.self)
            raw.storeBytes(of: source8 &+ scaleChannels(d, by: inverse8), as: PixelLanes.self)
            i += PixelLanes.scalarCount
        }
        while i < count {
            p[i] = blendOver(source: source.argb, destination: p[i], inverseAlpha: inverse)
            i += 1
        }
    }

    /// Blends `color` over `count` pixels of row `y` from `x`, each scaled by its own coverage
    /// in `mask` (one byte a pixel, 0...255): glyphs, shadows, anti-aliased edges.
    public func blendMaskSpan(x: Int, y: Int, count: Int, color: PixelColor, mask: UnsafePointer<UInt8>) {
        guard count > 0 else { return }
        let color8 = PixelLanes(repeating: color.argb)
        if count < PixelLanes.scalarCount, let start = shortSpanStep(x: x, count: count) {
            // A glyph's row is often narrower than eight pixels: one SIMD step over eight
            // pixels of the row, those outside the span with no coverage, which leaves them
            // exactly as they are.
            var coverage: UInt64 = 0
            for k in 0..<count { coverage |= UInt64(mask[k]) << (8 * (x - start + k)) }
            guard coverage != 0 else { return }
            let raw = UnsafeMutableRawPointer(row(y) + start)
            let source = scaleChannels(color8, by: spreadBytes(coverage))
            raw.storeBytes(of: over(source, raw.loadUnaligned(as: PixelLanes.self)), as: PixelLanes.self)
            return
        }
        let p = row(y) + x
        let opaque = color.isOpaque
        // A span longer than eight pixels whose length is not a multiple of eight ends with
        // its last eight blended in one SIMD step instead of one by one: the step is
        // computed from the row before the span is drawn, so the pixels it shares with the
        // last whole step get the same values from both (a pixel's result depends only on
        // its own source and destination), and it is stored last.
        var last: PixelLanes?
        if count > PixelLanes.scalarCount && count % PixelLanes.scalarCount != 0 {
            let at = count - PixelLanes.scalarCount
            let source = scaleChannels(color8, by: spreadBytes(UnsafeRawPointer(mask + at).loadUnaligned(as: UInt64.self)))
            last = over(source, UnsafeRawPointer(p + at).loadUnaligned(as: PixelLanes.self))
        }
        var i = 0
        while i + PixelLanes.scalarCount <= count {
            let coverage = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if coverage == 0 { i += PixelLanes.scalarCount; continue }
            let raw = UnsafeMutableRawPointer(p + i)
            if coverage == UInt64.max && opaque {
                // A run of full coverage is a plain fill: find where it ends.
                var end = i + PixelLanes.scalarCount
                while end + 8 <= count && UnsafeRawPointer(mask + end).loadUnaligned(as: UInt64.self) == UInt64.max { end += 8 }
                setPixels(p + i, to: color.argb, count: end - i)
                i = end
                continue
            } else {
                let source = scaleChannels(color8, by: spreadBytes(coverage))
                let d = raw.loadUnaligned(as: PixelLanes.self)
                raw.storeBytes(of: over(source, d), as: PixelLanes.self)
            }
            i += PixelLanes.scalarCount
        }
        if let last {
            UnsafeMutableRawPointer(p + count - PixelLanes.scalarCount).storeBytes(of: last, as: PixelLanes.self)
            return
        }
        while i < count {
            let coverage = mask[i]
            if coverage != 0 {
                let source = color.scaled(by: coverage)
                p[i] = blendOver(source: source.argb, destination: p[i], inverseAlpha: 255 &- UInt32(source.alpha))
            }
            i += 1
        }
    }

    /// Composites `count` premultiplied pixels from `source` over row `y` from `x`, all scaled
    /// by `opacity`: a layer drawn back with `.opacity`.
    public func compositeSpan(x: Int, y: Int, count: Int, source: UnsafePointer<UInt32>, opacity: UInt8 = 255) {
        guard count > 0, opacity != 0 else { return }
        let opacity8 = PixelLanes(repeating: UInt32(opacity))
        if count < PixelLanes.scalarCount, let start = shortSpanStep(x: x, count: count) {
            // As in `blendMaskSpan`: transparent source pixels around the span.
            var s = PixelLanes(repeating: 0)
            for k in 0..<count { s[x - start + k] = source[k] }
            if opacity != 255 { s = scaleChannels(s, by: opacity8) }
            let raw = UnsafeMutableRawPointer(row(y) + start)
            raw.storeBytes(of: over(s, raw.loadUnaligned(as: PixelLanes.self)), as: PixelLanes.self)
            return
        }
        let p = row(y) + x
        // The last eight pixels, from the row as it is now (as in `blendMaskSpan`).
        var last: PixelLanes?
        if count > PixelLanes.scalarCount && count % PixelLanes.scalarCount != 0 {
            let at = count - PixelLanes.scalarCount
            var s = UnsafeRawPointer(source + at).loadUnaligned(as: PixelLanes.self)
            if opacity != 255 { s = scaleChannels(s, by: opacity8) }
            last = over(s, UnsafeRawPointer(p + at).loadUnaligned(as: PixelLanes.self))
        }
        var i = 0
        while i + PixelLanes.scalarCount <= count {
            // The eight alphas are told clear or opaque from four 64-bit words: comparing
            // SIMD lanes compiles to one test per lane.
            let words = UnsafeRawPointer(source + i)
            let w0 = words.loadUnaligned(as: UInt64.self), w1 = words.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let w2 = words.loadUnaligned(fromByteOffset: 16, as: UInt64.self), w3 = words.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            if (w0 | w1 | w2 | w3) & Surface.alphaBytes == 0 { i += PixelLanes.scalarCount; continue }
            var s = words.loadUnaligned(as: PixelLanes.self)
            let raw = UnsafeMutableRawPointer(p + i)
            if opacity == 255 && (w0 & w1 & w2 & w3) & Surface.alphaBytes == Surface.alphaBytes {
                raw.storeBytes(of: s, as: PixelLanes.self)
            } else {
                if opacity != 255 { s = scaleChannels(s, by: opacity8) }
                let d = raw.loadUnaligned(as: PixelLanes.self)
                raw.storeBytes(of: over(s, d), as: PixelLanes.self)
            }
            i += PixelLanes.scalarCount
        }
        if let last {
            UnsafeMutableRawPointer(p + count - PixelLanes.scalarCount).storeBytes(of: last, as: PixelLanes.self)
            return
        }
        while i < count {
            let s = PixelColor(argb: source[i]).scaled(by: opacity)
            p[i] = blendOver(source: s.argb, destination: p[i], inverseAlpha: 255 &- UInt32(s.alpha))
            i += 1
        }
    }
}

extension Surface {
    /// Where a SIMD step over eight pixels that holds the span of `count` (< 8) pixels
    /// from `x` starts in its row: at `x`, or further left when the row ends sooner. Nil
    /// when the row is narrower than eight pixels.
    @inline(__always)
    func shortSpanStep(x: Int, count: Int) -> Int? {
        guard width >= PixelLanes.scalarCount else { return nil }
        return Swift.min(x, width - PixelLanes.scalarCount)
    }

    /// A copy with every pixel scaled by `opacity`/255, to the byte what compositing this
    /// surface at `opacity` multiplies it by: composited at full opacity, it gives the same
    /// pixels.
    package func faded(by opacity: UInt8) -> Surface {
        let copy = Surface(width: width, height: height)
        let factor = PixelLanes(repeating: UInt32(opacity))
        for y in 0..<height {
            let from = row(y), to = copy.row(y)
            var x = 0
            while x + PixelLanes.scalarCount <= width {
                let pixels = UnsafeRawPointer(from + x).loadUnaligned(as: PixelLanes.self)
                UnsafeMutableRawPointer(to + x).storeBytes(of: scaleChannels(pixels, by: factor), as: PixelLanes.self)
                x += PixelLanes.scalarCount
            }
            while x < width {
                to[x] = PixelColor(argb: from[x]).scaled(by: opacity).argb
                x += 1
            }
        }
        return copy
    }

    /// The alpha bytes of two pixels read as one 64-bit word.
    static let alphaBytes: UInt64 = 0xFF00_0000_FF00_0000
}

/// Eight pixels, one 32-bit lane each: the unit of every SIMD step.
typealias PixelLanes = SIMD8<UInt32>

/// Every channel of every pixel times factor/255, rounded to nearest exactly; `factor`
/// holds one value 0...255 per pixel. The pixels are viewed as 16-bit lanes (0xGGBB,
/// 0xAARR) and split into one channel per lane, so the multiplies are native 16-bit ones.
@inline(__always)
func scaleChannels(_ pixels: PixelLanes, by factor: PixelLanes) -> PixelLanes {
    let f = unsafeBitCast(factor | factor &<< 16, to: SIMD16<UInt16>.self)
    let v = unsafeBitCast(pixels, to: SIMD16<UInt16>.self)
    var low = (v & 0x00FF) &* f &+ 128
    low = (low &+ (low &>> 8)) &>> 8
    var high = (v &>> 8) &* f &+ 128
    high = (high &+ (high &>> 8)) & 0xFF00
    return unsafeBitCast(low | high, to: PixelLanes.self)
}

/// Premultiplied source over destination for eight pixels.
@inline(__always)
func over(_ source: PixelLanes, _ destination: PixelLanes) -> PixelLanes {
    source &+ scaleChannels(destination, by: PixelLanes(repeating: 255) &- (source &>> 24))
}

/// Eight coverage bytes, one per 32-bit lane (each byte widened in the vector registers,
/// not extracted one by one).
@inline(__always)
func spreadBytes(_ bytes: UInt64) -> PixelLanes {
    PixelLanes(truncatingIfNeeded: unsafeBitCast(bytes, to: SIMD8<UInt8>.self))
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
