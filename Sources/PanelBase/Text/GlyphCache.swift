/// Rendered glyphs: 8-bit coverage bitmaps and unhinted advances, kept so that drawing a
/// label again costs lookups and blending only, with nothing allocated per glyph.
///
/// Bitmaps are keyed by face, glyph index, size (1/64 px) and the glyph origin's sub-pixel
/// offset, quantised to 1/4 px. Their bytes live in one growing store; when it passes
/// `byteBudget` every bitmap is dropped and rendered again on demand (a kiosk shows a
/// small, stable set of labels, so this is rare and simpler than per-entry eviction).
final class GlyphCache {
    /// A glyph index no face uses: the hollow box drawn for characters a face lacks when
    /// it has no U+FFFD glyph either.
    static let boxGlyph = UInt32.max

    /// Sub-pixel positions per pixel: glyph origins snap to 1/4 px.
    static let subpixelSteps = 4

    /// Faces held at once before the cache starts again.
    static let maximumFaces = 32

    /// Rendered bitmaps are dropped when their bytes would pass this.
    let byteBudget: Int

    /// How many glyph bitmaps have been rendered (cache misses), for tests and benchmarks.
    private(set) var renderCount = 0
    /// How many times every bitmap was dropped: a glyph looked up before one of them may
    /// point at another's coverage since.
    private(set) var evictions = 0

    private var bitmaps: [GlyphKey: CachedGlyph] = [:]
    private var advances: [AdvanceKey: Int] = [:]
    /// Every bitmap's coverage, row after row, `width` bytes a row.
    private var coverage: [UInt8] = []
    private var faceSlots: [ObjectIdentifier: Int32] = [:]
    /// Held so a face's id is never reused while entries refer to it.
    private var faces: [FontFace] = []
    /// The font files glyphs have been drawn from, kept across `removeAll` (what a kiosk
    /// package must install), and the slots already recorded since the last `removeAll`.
    private(set) var drawnFiles: Set<String> = []
    private var recordedSlots: Set<Int32> = []
    /// The face asked for last and its slot: text is measured in one face at a time.
    /// Emptied with `faces`.
    private var lastFace: (face: FontFace, slot: Int32)?

    init(byteBudget: Int = 4 << 20) {
        self.byteBudget = byteBudget
    }

    /// The small number this cache keys `face` by.
    /// Call it before looking up the face's glyphs: a new face may empty the cache.
    func slot(for face: FontFace) -> Int32 {
        if let last = lastFace, last.face === face { return last.slot }
        if let slot = faceSlots[face.id] {
            lastFace = (face, slot)
            return slot
        }
        // Faces are held; a program loading faces again and again must not keep them all.
        if faces.count >= GlyphCache.maximumFaces { removeAll() }
        let slot = Int32(faces.count)
        faces.append(face)
        faceSlots[face.id] = slot
        lastFace = (face, slot)
        return slot
    }

    /// Forgets every face, advance and bitmap.
    func removeAll() {
        evictions += 1
        bitmaps.removeAll()
        advances.removeAll()
        advanceRows.removeAll()
        currentRow = nil
        coverage.removeAll()
        faceSlots.removeAll()
        faces.removeAll()
        recordedSlots.removeAll()
        lastFace = nil
    }

    /// Advances of the first glyphs (Latin text's) at one face and size, indexed by glyph:
    /// measuring a line looks each up without hashing.
    private final class AdvanceRow {
        @exclusivity(unchecked) var values = [Int32](repeating: AdvanceRow.unknown, count: Int(AdvanceRow.glyphs))
        static let glyphs: UInt32 = 256
        static let unknown = Int32.min
    }
    private var advanceRows: [AdvanceRowKey: AdvanceRow] = [:]
    /// The row used last (a line is measured at one face and size).
    @exclusivity(unchecked) private var currentRow: (key: AdvanceRowKey, row: AdvanceRow)?

    /// The unhinted advance of `glyph` at `size` in 1/64 px.
    func advance(face: FontFace, slot: Int32, glyph: UInt32, size: Int) -> Int {
        guard glyph < AdvanceRow.glyphs, let small = Int32(exactly: size) else { return hashedAdvance(face: face, slot: slot, glyph: glyph, size: size) }
        let rowKey = AdvanceRowKey(face: slot, size: small)
        let row: AdvanceRow
        if let current = currentRow, current.key == rowKey {
            row = current.row
        } else {
            row = advanceRows[rowKey] ?? {
                // Animated sizes would add rows without end: a handful are live at once.
                if advanceRows.count >= 64 { advanceRows.removeAll(keepingCapacity: true) }
                let made = AdvanceRow()
                advanceRows[rowKey] = made
                return made
            }()
            currentRow = (rowKey, row)
        }
        let kept = row.values[Int(glyph)]
        if kept != AdvanceRow.unknown { return Int(kept) }
        let advance = GlyphCache.measuredAdvance(face: face, glyph: glyph, size: size)
        // A value the row cannot hold is looked up again next time (the hashed table keeps
        // it).
        guard let fits = Int32(exactly: advance), fits != AdvanceRow.unknown else {
            return hashedAdvance(face: face, slot: slot, glyph: glyph, size: size)
        }
        row.values[Int(glyph)] = fits
        return advance
    }

    private func hashedAdvance(face: FontFace, slot: Int32, glyph: UInt32, size: Int) -> Int {
        let key = AdvanceKey(face: slot, glyph: glyph, size: Int32(truncatingIfNeeded: size))
        if let cached = advances[key] { return cached }
        let advance = GlyphCache.measuredAdvance(face: face, glyph: glyph, size: size)
        if advances.count >= 1 << 16 { advances.removeAll(keepingCapacity: true) }
        advances[key] = advance
        return advance
    }

    /// The advance FreeType gives (the face's missing-glyph box for `boxGlyph`).
    private static func measuredAdvance(face: FontFace, glyph: UInt32, size: Int) -> Int {
        guard glyph == GlyphCache.boxGlyph else { return face.advance(of: glyph, size: size) }
        let notdef = face.advance(of: 0, size: size)
        return notdef > 0 ? notdef : size * 3 / 5
    }

    /// The bitmap of `glyph` at `size` with its origin `subpixel` quarter pixels right of a
    /// pixel boundary, rendered on first use. A glyph FreeType cannot draw is cached empty.
    func glyph(face: FontFace, slot: Int32, glyph: UInt32, size: Int, subpixel: Int) -> CachedGlyph {
        let key = GlyphKey(face: slot, glyph: glyph, size: Int32(size), subpixel: UInt8(subpixel))
        if let cached = bitmaps[key] { return cached }
        renderCount += 1
        if recordedSlots.insert(slot).inserted { drawnFiles.insert(face.path) }
        let xOffset = subpixel * (Fixed.scale / GlyphCache.subpixelSteps)
        var entry = CachedGlyph.empty
        if glyph == GlyphCache.boxGlyph {
            entry = renderBox(face: face, slot: slot, size: size, xOffset: xOffset)
        } else {
            _ = face.rasterize(glyph: glyph, size: size, xOffset: xOffset) { left, top, width, rows, pitch, bytes in
                guard width > 0, rows > 0, let bytes else { return }
                entry = store(left: left, top: top, width: width, rows: rows) { row, destination in
                    // FreeType's pitch is negative for bottom-up bitmaps; rows still run top-down.
                    let source = pitch >= 0 ? bytes + row * pitch : bytes + (row - rows + 1) * pitch
                    destination.update(from: source, count: width)
                }
            }
        }
        bitmaps[key] = entry
        return entry
    }

    /// Runs `body` with the coverage store; a glyph's bytes start at its `offset`. The
    /// buffer is valid only inside `body`.
    @inline(__always)
    func withCoverage<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        coverage.withUnsafeBufferPointer(body)
    }

    /// Appends a `width`×`rows` bitmap whose rows `fill` writes, dropping every cached
    /// bitmap first when the store would pass its budget.
    private func store(
        left: Int, top: Int, width: Int, rows: Int,
        fill: (_ row: Int, _ destination: UnsafeMutablePointer<UInt8>) -> Void
    ) -> CachedGlyph {
        let count = width * rows
        if coverage.count + count > byteBudget, !coverage.isEmpty {
            evictions += 1
            bitmaps.removeAll(keepingCapacity: true)
            coverage.removeAll(keepingCapacity: true)
        }
        let offset = coverage.count
        coverage.append(contentsOf: repeatElement(0, count: count))
        coverage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<rows { fill(row, base + offset + row * width) }
        }
        return CachedGlyph(left: Int32(left), top: Int32(top), width: Int32(width), height: Int32(rows), offset: offset)
    }

    /// A hollow box as wide as the face's .notdef advance less a margin each side and
    /// about cap-height tall, with vertical edges at whole pixels (crisp, as hinting would)
    /// and horizontal edges at their exact sub-pixel positions, covered analytically.
    private func renderBox(face: FontFace, slot: Int32, size: Int, xOffset: Int) -> CachedGlyph {
        let advance = self.advance(face: face, slot: slot, glyph: GlyphCache.boxGlyph, size: size)
        let one = Fixed.scale
        let x0 = xOffset + advance / 10, x1 = xOffset + advance - advance / 10
        let heightPixels = Swift.max(2, (size * 7 / 10 + one / 2) / one)
        let thickness = Swift.max(1, (size / 16 + one / 2) / one)
        guard x1 - x0 >= 2 * one else { return .empty }
        let inner0 = x0 + thickness * one, inner1 = x1 - thickness * one
        let left = x0 >> Fixed.fractionBits
        let width = ((x1 + one - 1) >> Fixed.fractionBits) - left

        /// How much of pixel column `column` the span [a, b) covers, in 1/64 px.
        func overlap(_ column: Int, _ a: Int, _ b: Int) -> Int {
            let p0 = (left + column) * one
            return Swift.max(0, Swift.min(b, p0 + one) - Swift.max(a, p0))
        }
        return store(left: left, top: heightPixels, width: width, rows: heightPixels) { row, destination in
            let innerRow = row >= thickness && row < heightPixels - thickness
            for column in 0..<width {
                var covered = overlap(column, x0, x1)
                if innerRow, inner1 > inner0 { covered -= overlap(column, inner0, inner1) }
                destination[column] = UInt8((covered * 255 + one / 2) / one)
            }
        }
    }
}

/// Where a cached glyph's coverage is and how it sits on its origin, in whole pixels.
struct CachedGlyph {
    /// Columns from the origin to the bitmap's left edge.
    var left: Int32
    /// Rows from the baseline up to the bitmap's top edge.
    var top: Int32
    var width: Int32
    var height: Int32
    /// Where its bytes start in the cache's store.
    var offset: Int

    static let empty = CachedGlyph(left: 0, top: 0, width: 0, height: 0, offset: 0)
}

struct GlyphKey: Hashable {
    var face: Int32
    var glyph: UInt32
    var size: Int32
    var subpixel: UInt8
}

struct AdvanceRowKey: Hashable {
    var face: Int32
    var size: Int32
}

struct AdvanceKey: Hashable {
    var face: Int32
    var glyph: UInt32
    var size: Int32
}
