/// A blurred alpha mask: what `.shadow(color:radius:x:y:)` draws, coloured and offset.
///
/// The mask covers its source grown by the blur's reach on every side; `originX/originY`
/// say where its top-left pixel lies relative to the source's top-left pixel. Each row
/// remembers where its non-zero bytes and its run of 255s lie, so drawing skips empty
/// pixels and fills the solid middle without looking at coverage.
public final class ShadowMask {
    public let width: Int
    public let height: Int
    /// Offset of the mask's top-left pixel from the source's (negative: the blur's reach).
    public let originX: Int
    public let originY: Int
    /// `width * height` coverage bytes, row after row.
    public let bytes: UnsafeMutablePointer<UInt8>
    // Per row: [firstNonZero, solidStart, solidEnd, endNonZero), solid bytes being 255.
    private let spans: UnsafeMutablePointer<Int32>

    /// A mask of zeros.
    init(width: Int, height: Int, originX: Int, originY: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.originX = originX
        self.originY = originY
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, self.width * self.height))
        bytes.initialize(repeating: 0, count: Swift.max(1, self.width * self.height))
        spans = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, self.height * 4))
        spans.initialize(repeating: 0, count: Swift.max(1, self.height * 4))
    }

    deinit {
        bytes.deallocate()
        spans.deallocate()
    }

    /// The coverage at (x, y) of the mask.
    public subscript(x: Int, y: Int) -> UInt8 { bytes[y * width + x] }

    /// Bytes held, for cache budgets.
    public var byteCount: Int { width * height + height * 16 }

    /// Finds each row's non-zero range and its longest run of 255s; call after writing.
    func indexRows() {
        for y in 0..<height {
            let row = bytes + y * width
            var first = 0, end = width
            while first < end && row[first] == 0 { first += 1 }
            while end > first && row[end - 1] == 0 { end -= 1 }
            var bestStart = first, bestEnd = first, x = first
            while x < end {
                if row[x] == 255 {
                    let start = x
                    while x < end && row[x] == 255 { x += 1 }
                    if x - start > bestEnd - bestStart { bestStart = start; bestEnd = x }
                } else {
                    x += 1
                }
            }
            spans[y * 4] = Int32(first)
            spans[y * 4 + 1] = Int32(bestStart)
            spans[y * 4 + 2] = Int32(bestEnd)
            spans[y * 4 + 3] = Int32(end)
        }
    }

    /// Blends `color` through the mask with its top-left pixel at (x, y), within `clip`.
    public func draw(on surface: Surface, x: Int, y: Int, color: PixelColor, clip: PixelRect) {
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty, color.alpha != 0 else { return }
        for dy in area.y..<area.maxY {
            let my = dy - y
            let row = bytes + my * width
            let first = Int(spans[my * 4]) + x, solidStart = Int(spans[my * 4 + 1]) + x
            let solidEnd = Int(spans[my * 4 + 2]) + x, end = Int(spans[my * 4 + 3]) + x
            // Three pieces: coverage, solid, coverage; each clipped to the area.
            func blend(_ a: Int, _ b: Int, solid: Bool) {
                let from = Swift.max(a, area.x), to = Swift.min(b, area.maxX)
                guard from < to else { return }
                if solid {
                    surface.blendSpan(x: from, y: dy, count: to - from, color: color)
                } else {
                    surface.blendMaskSpan(x: from, y: dy, count: to - from, color: color, mask: row + (from - x))
                }
            }
            blend(first, solidStart, solid: false)
            blend(solidStart, solidEnd, solid: true)
            blend(solidEnd, end, solid: false)
        }
    }
}

/// Writes a shape's coverage into a mask's bytes.
struct MaskSink: CoverageSink {
    let mask: ShadowMask

    mutating func solidSpan(y: Int, x: Int, count: Int) {
        (mask.bytes + y * mask.width + x).update(repeating: 255, count: count)
    }

    mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        (mask.bytes + y * mask.width + x).update(from: coverage, count: count)
    }
}

/// A Gaussian-like blur as three box blurs (the widths that best match the standard
/// deviation), in integers.
struct BoxBlur {
    /// Each box's half-width: box i averages 2·radii[i] + 1 pixels.
    let radii: (Int, Int, Int)

    /// How far the blur spreads a pixel: the sum of the three half-widths.
    var reach: Int { radii.0 + radii.1 + radii.2 }

    /// The boxes for a SwiftUI shadow `radius`: standard deviation radius/2.
    init(shadowRadius radius: Fixed) {
        let raw = Swift.max(0, Swift.min(radius.raw, 1 << 20))
        guard raw > 0 else { radii = (0, 0, 0); return }
        // Ideal width sqrt(12σ²/3 + 1) = sqrt(r² + 1) with σ = r/2; the lower odd width and
        // how many boxes use it, as in the usual boxes-for-Gauss derivation.
        var lower = integerSquareRoot(raw * raw + 4096) >> 6
        if lower % 2 == 0 { lower -= 1 }
        lower = Swift.max(1, lower)
        let numerator = 3 * raw * raw - 4096 * (3 * lower * lower + 12 * lower + 9)
        let m = Swift.max(0, Swift.min(3, roundedDivision(numerator, -4096 * (4 * lower + 4))))
        let small = (lower - 1) / 2, large = small + 1
        radii = (m > 0 ? small : large, m > 1 ? small : large, m > 2 ? small : large)
    }

    /// Blurs `mask` in place, rows then columns. Bytes beyond the mask count as zero.
    func apply(to mask: ShadowMask) {
        let longest = Swift.max(mask.width, mask.height)
        guard longest > 0, reach > 0 else { return }
        let a = UnsafeMutablePointer<Int32>.allocate(capacity: longest)
        let b = UnsafeMutablePointer<Int32>.allocate(capacity: longest)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<mask.height {
            let row = mask.bytes + y * mask.width
            for x in 0..<mask.width { a[x] = Int32(row[x]) }
            blurLine(a, b, count: mask.width)
            for x in 0..<mask.width { row[x] = UInt8(truncatingIfNeeded: a[x]) }
        }
        for x in 0..<mask.width {
            let column = mask.bytes + x
            for y in 0..<mask.height { a[y] = Int32(column[y * mask.width]) }
            blurLine(a, b, count: mask.height)
            for y in 0..<mask.height { column[y * mask.width] = UInt8(truncatingIfNeeded: a[y]) }
        }
    }

    /// Three box blurs of `line` (result back in `line`), `scratch` as the other buffer.
    private func blurLine(_ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>, count: Int) {
        box(line, into: scratch, count: count, radius: radii.0)
        box(scratch, into: line, count: count, radius: radii.1)
        box(line, into: scratch, count: count, radius: radii.2)
        line.update(from: scratch, count: count)
    }

    /// One box blur: the rounded mean of the 2·radius + 1 values around each, by a
    /// reciprocal multiply (exact enough, and the same on every machine).
    private func box(_ source: UnsafeMutablePointer<Int32>, into target: UnsafeMutablePointer<Int32>, count: Int, radius: Int) {
        let width = 2 * radius + 1
        let reciprocal = (1 << 24) / width
        var sum = 0
        for i in 0..<Swift.min(radius, count) { sum += Int(source[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(source[entering]) }
            target[i] = Int32((sum * reciprocal + (1 << 23)) >> 24)
            let leaving = i - radius
            if leaving >= 0 { sum -= Int(source[leaving]) }
        }
    }
}

extension ShadowMask {
    /// The blurred coverage of `shape` drawn with its top-left corner at the sub-pixel
    /// phase (phaseX, phaseY) in 1/64 px (0..<64) of pixel (0, 0).
    static func blurred(shape: RoundedShape, phaseX: Int, phaseY: Int, radius: Fixed, rasterizer: ShapeRasterizer) -> ShadowMask {
        let blur = BoxBlur(shadowRadius: radius)
        let pad = blur.reach + 1
        let w = shape.rect.width.raw, h = shape.rect.height.raw
        let mask = ShadowMask(width: (phaseX + w + 63) / 64 + 2 * pad, height: (phaseY + h + 63) / 64 + 2 * pad,
                              originX: -pad, originY: -pad)
        let placed = RoundedShape(rect: FixedRect(x: Fixed(raw: pad * 64 + phaseX), y: Fixed(raw: pad * 64 + phaseY),
                                                  width: shape.rect.width, height: shape.rect.height), radii: shape.radii)
        var sink = MaskSink(mask: mask)
        rasterizer.fill(placed, clip: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height), into: &sink)
        blur.apply(to: mask)
        mask.indexRows()
        return mask
    }
}

/// The blurred alpha of everything drawn on `surface` (a group whose outline is not one
/// shape), grown by the blur's reach: draw it coloured under the group for its shadow.
public func blurredAlphaMask(of surface: Surface, radius: Fixed) -> ShadowMask {
    let blur = BoxBlur(shadowRadius: radius)
    let pad = blur.reach + 1
    let mask = ShadowMask(width: surface.width + 2 * pad, height: surface.height + 2 * pad, originX: -pad, originY: -pad)
    for y in 0..<surface.height {
        let source = surface.row(y), target = mask.bytes + (y + pad) * mask.width + pad
        for x in 0..<surface.width { target[x] = UInt8(truncatingIfNeeded: source[x] >> 24) }
    }
    blur.apply(to: mask)
    mask.indexRows()
    return mask
}
