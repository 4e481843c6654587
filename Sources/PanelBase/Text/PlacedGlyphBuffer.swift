/// The glyphs placed for one text being drawn, in memory kept from one text to the next:
/// placing a glyph stores it and nothing else (no array's uniqueness and capacity checks
/// on the way of every glyph).
final class PlacedGlyphBuffer {
    private(set) var start: UnsafeMutablePointer<PlacedGlyph>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = capacity
        start = .allocate(capacity: capacity)
    }

    deinit { start.deallocate() }

    /// Empties the buffer, keeping its memory.
    func removeAll() { count = 0 }

    @inline(__always)
    func append(_ glyph: PlacedGlyph) {
        if count == capacity { grow() }
        (start + count).initialize(to: glyph)
        count += 1
    }

    var glyphs: UnsafeBufferPointer<PlacedGlyph> { UnsafeBufferPointer(start: start, count: count) }

    private func grow() {
        let larger = UnsafeMutablePointer<PlacedGlyph>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity *= 2
    }
}
