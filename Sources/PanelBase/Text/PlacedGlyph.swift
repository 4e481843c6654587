/// A glyph placed for drawing: the part of its bitmap's pixel box to draw, where that
/// part's coverage starts in the glyph cache's store, and the bytes from one of its rows
/// to the next (`TextRenderer.withPlacedGlyphs`).
package struct PlacedGlyph {
    package var visible: PixelRect
    package var coverageOffset: Int
    package var rowBytes: Int

    /// The part `visible` of `glyph`, whose bitmap covers `box`.
    init(_ glyph: CachedGlyph, box: PixelRect, visible: PixelRect) {
        self.visible = visible
        coverageOffset = glyph.offset + (visible.y - box.y) * box.width + (visible.x - box.x)
        rowBytes = box.width
    }
}
