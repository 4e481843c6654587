import PanelBase

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
    package init(width: Int, height: Int, originX: Int, originY: Int) {
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

    /// Blends `color` through the mask with its top-left pixel at (x, y), within `clip`,
    /// skipping the pixels of `hidden` (which something opaque will cover).
    public func draw(on surface: Surface, x: Int, y: Int, color: PixelColor, clip: PixelRect, hidden: HiddenArea = .none) {
        let area = PixelRect(x: x, y: y, width: width, height: height).intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty, color.alpha != 0 else { return }
        for dy in area.y..<area.maxY {
            let my = dy - y
            let row = bytes + my * width
            let first = Int(spans[my * 4]) + x, solidStart = Int(spans[my * 4 + 1]) + x
            let solidEnd = Int(spans[my * 4 + 2]) + x, end = Int(spans[my * 4 + 3]) + x
            let hole = hidden.columns(inRow: dy)
            // Three pieces (coverage, solid, coverage), each clipped and cut around the hole.
            func blend(_ a: Int, _ b: Int, solid: Bool) {
                let from = Swift.max(a, area.x), to = Swift.min(b, area.maxX)
                guard from < to else { return }
                if hole.0 < hole.1 && hole.0 < to && hole.1 > from {
                    if from < hole.0 { blend(from, hole.0, solid: solid) }
                    if hole.1 < to { blend(hole.1, to, solid: solid) }
                    return
                }
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

    /// Pixels a shadow need not draw because an opaque shape will cover them: three
    /// rectangles inside the shape (its straight middle band, its straight middle columns,
    /// and the box through its corners' 45° points), so only pixels the shape fully covers
    /// are skipped.
    public struct HiddenArea: Sendable {
        public var wide: PixelRect
        public var core: PixelRect
        public var tall: PixelRect

        public static let none = HiddenArea(wide: .zero, core: .zero, tall: .zero)

        public init(wide: PixelRect, core: PixelRect, tall: PixelRect) {
            self.wide = wide
            self.core = core
            self.tall = tall
        }

        /// The whole pixels `shape` (device coordinates) covers fully, or most of them.
        public init(coveredBy shape: RoundedShape) {
            let r = shape.rect, c = shape.radii
            let left = Swift.max(c.topLeft.width.raw, c.bottomLeft.width.raw)
            let right = Swift.max(c.topRight.width.raw, c.bottomRight.width.raw)
            let top = Swift.max(c.topLeft.height.raw, c.topRight.height.raw)
            let bottom = Swift.max(c.bottomLeft.height.raw, c.bottomRight.height.raw)
            func span(_ low: Int, _ high: Int) -> (Int, Int) { ((low + 63) >> 6, high >> 6) }
            let fullX = span(r.minX.raw, r.maxX.raw), fullY = span(r.minY.raw, r.maxY.raw)
            let innerX = span(r.minX.raw + left, r.maxX.raw - right), innerY = span(r.minY.raw + top, r.maxY.raw - bottom)
            wide = PixelRect(x: fullX.0, y: innerY.0, width: fullX.1 - fullX.0, height: innerY.1 - innerY.0)
            tall = PixelRect(x: innerX.0, y: fullY.0, width: innerX.1 - innerX.0, height: fullY.1 - fullY.0)
            // A corner's point at 45° lies radius·(1 − 1/√2) in from each side; 75/256 is a
            // little more than 1 − 1/√2, so the box stays inside.
            func diagonal(_ radius: Int) -> Int { (radius * 75 + 255) >> 8 }
            let coreX = span(r.minX.raw + diagonal(left), r.maxX.raw - diagonal(right))
            let coreY = span(r.minY.raw + diagonal(top), r.maxY.raw - diagonal(bottom))
            core = PixelRect(x: coreX.0, y: coreY.0, width: coreX.1 - coreX.0, height: coreY.1 - coreY.0)
        }

        /// The hidden columns [start, end) of row `y` (empty when start >= end).
        @inline(__always)
        func columns(inRow y: Int) -> (Int, Int) {
            if !wide.isEmpty && y >= wide.y && y < wide.maxY { return (wide.x, wide.maxX) }
            if !core.isEmpty && y >= core.y && y < core.maxY { return (core.x, core.maxX) }
            if !tall.isEmpty && y >= tall.y && y < tall.maxY { return (tall.x, tall.maxX) }
            return (0, 0)
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
    /// The largest shadow radius drawn as asked; larger ones are drawn with this one.
    static let largestRadius = Fixed(256)

    init(shadowRadius radius: Fixed) {
        let raw = Swift.max(0, Swift.min(radius.raw, BoxBlur.largestRadius.raw))
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
            // A row of zeros stays zeros (the padding above and below the shape).
            var blank = true
            for x in 0..<mask.width where row[x] != 0 { blank = false; break }
            if blank { continue }
            for x in 0..<mask.width { a[x] = Int32(row[x]) }
            blurLine(a, b, count: mask.width)
            for x in 0..<mask.width { row[x] = UInt8(truncatingIfNeeded: a[x]) }
        }
        // Columns row by row: a running sum per column, so memory is read in order.
        let w = mask.width, h = mask.height
        let planeA = UnsafeMutablePointer<Int32>.allocate(capacity: w * h)
        let planeB = UnsafeMutablePointer<Int32>.allocate(capacity: w * h)
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: w)
        defer { planeA.deallocate(); planeB.deallocate(); sums.deallocate() }
        for i in 0..<(w * h) { planeA[i] = Int32(mask.bytes[i]) }
        verticalBox(planeA, into: planeB, sums: sums, width: w, height: h, radius: radii.0)
        verticalBox(planeB, into: planeA, sums: sums, width: w, height: h, radius: radii.1)
        verticalBox(planeA, into: planeB, sums: sums, width: w, height: h, radius: radii.2)
        for i in 0..<(w * h) { mask.bytes[i] = UInt8(truncatingIfNeeded: planeB[i]) }
    }

    /// The box blur of every column at once, `source` to `target` (both width × height).
    private func verticalBox(_ source: UnsafeMutablePointer<Int32>, into target: UnsafeMutablePointer<Int32>,
                             sums: UnsafeMutablePointer<Int32>, width: Int, height: Int, radius: Int) {
        let reciprocal = Int64((1 << 24) / (2 * radius + 1))
        sums.update(repeating: 0, count: width)
        for y in 0..<Swift.min(radius, height) {
            let row = source + y * width
            for x in 0..<width { sums[x] &+= row[x] }
        }
        for y in 0..<height {
            if y + radius < height {
                let entering = source + (y + radius) * width
                for x in 0..<width { sums[x] &+= entering[x] }
            }
            let out = target + y * width
            for x in 0..<width { out[x] = Int32(truncatingIfNeeded: (Int64(sums[x]) &* reciprocal &+ (1 << 23)) &>> 24) }
            if y - radius >= 0 {
                let leaving = source + (y - radius) * width
                for x in 0..<width { sums[x] &-= leaving[x] }
            }
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
        // Sums stay below 255·(2·radius + 1), so 64-bit products with 2^24/width are exact.
        let r64 = Int64((1 << 24) / (2 * radius + 1))
        var sum: Int64 = 0
        for i in 0..<Swift.min(radius, count) { sum &+= Int64(source[i]) }
        @inline(__always) func mean(_ sum: Int64) -> Int32 { Int32(truncatingIfNeeded: (sum &* r64 &+ (1 << 23)) &>> 24) }
        var i = 0
        // Where neither end of the window leaves the line, no bounds checks.
        let safeStart = Swift.min(radius, count), safeEnd = Swift.max(safeStart, count - radius)
        while i < safeStart {
            if i + radius < count { sum &+= Int64(source[i + radius]) }
            target[i] = mean(sum)
            i += 1
        }
        while i < safeEnd {
            sum &+= Int64(source[i &+ radius])
            target[i] = mean(sum)
            sum &-= Int64(source[i &- radius])
            i += 1
        }
        while i < count {
            target[i] = mean(sum)
            if i - radius >= 0 { sum &-= Int64(source[i - radius]) }
            i += 1
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
