/// Text shaped into lines of glyphs in visual order (left to right on the screen), with
/// positions in 1/64 px from each line's start: what `TextShaper` makes and keeps.
struct ShapedText {
    /// The faces the glyphs are drawn with; a glyph names one by its index here.
    var faces: [FontFace]
    var glyphs: [ShapedGlyph]
    /// Each glyph's cluster, in the order of `glyphs`.
    var clusters: [ShapedGlyphCluster] = []
    /// Each line's glyphs (a range of `glyphs`) and its advance width (1/64 px).
    var lines: [(glyphs: Range<Int>, width: Int)]

    /// The widest line's advance.
    var widest: Int { lines.reduce(0) { Swift.max($0, $1.width) } }
}

/// One glyph placed by shaping.
struct ShapedGlyph {
    /// Which of the text's `faces` draws it.
    var face: Int32
    /// The glyph's index in that face (`GlyphCache.boxGlyph` for the hollow box).
    var glyph: UInt32
    /// The glyph's origin from its line's start, right (1/64 px).
    var x: Int32
    /// The glyph's origin from the baseline, up (1/64 px): marks above and below.
    var y: Int32
}

/// Where a shaped glyph stands in the text, for carets (kept beside the glyphs, so that
/// drawing walks glyphs of 16 bytes).
struct ShapedGlyphCluster {
    /// The first character (Unicode scalar, from the line's start) of the cluster it draws:
    /// HarfBuzz keeps a grapheme cluster whole, so a caret goes between clusters.
    var cluster: Int32
    /// The pen's position before the glyph (its `x` without the shaper's offset) and how
    /// far the glyph moves it (1/64 px).
    var pen: Int32
    var advance: Int32
    /// Whether its run goes right to left.
    var rightToLeft = false
}
