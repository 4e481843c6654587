/// Measures UTF-8 text with FreeType and renders its glyphs, through a glyph cache (a
/// renderer draws them: `draw(_:face:size:...)`, in PanelRender).
///
/// - Layout is in 26.6 fixed point (FreeType's own unit, Panel's `Fixed`): unhinted
///   advances plus unrounded kerning, so the same text measures the same at any position.
/// - Each glyph's origin snaps to a 1/4 px grid horizontally (four cached renderings per
///   glyph at most) and the baseline to the nearest whole pixel, so light hinting's
///   vertical snapping lands on pixel rows.
/// - Characters the face lacks are drawn with the first face of `fallback` that has them;
///   those no face has draw as U+FFFD's glyph, or a hollow box without one.
/// - Text that needs it (joining and reordering scripts, right-to-left text, combining
///   marks, fallback faces) is shaped by `TextShaper` (HarfBuzz, FriBidi); text of Latin,
///   Greek and Cyrillic characters the face has is laid out glyph by glyph with FreeType's
///   advances and kerning, as it always was.
/// - Line breaks (LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029) start a new line one
///   `lineHeight` lower, at the same x; there is no wrapping. Tabs and the other control
///   characters are drawn as spaces.
/// - Any byte sequence is accepted; ill-formed UTF-8 draws as U+FFFD.
///
/// FreeType is not thread-safe: a renderer, its cache and the faces it draws are used from
/// one thread at a time (the UI thread). Nothing is shared between renderers, so tests
/// running in parallel threads each make their own.
public final class TextRenderer {
    /// Sizes above this (in pixels) draw at this size: a glyph bitmap's memory grows with
    /// the square of the size.
    public static let maximumPixelSize = 1024

    /// The face used when a call names none.
    public let defaultFace: FontFace
    let cache: GlyphCache
    /// Where characters the text's face lacks are looked for.
    public let fallback: FontFallback
    let shaper: TextShaper
    /// The glyphs placed for the text being drawn.
    private let placedGlyphs = PlacedGlyphBuffer()

    /// A renderer drawing `defaultFace` when a call names no face; nil loads DejaVu Sans
    /// from `FontFace.defaultPath`.
    /// A renderer drawing `defaultFace` when a call names no face; nil loads DejaVu Sans
    /// from `FontFace.defaultPath`. `fallback` (by default the standard chain, see
    /// `FontFallback`) supplies the characters a face lacks.
    public convenience init(defaultFace: FontFace? = nil, fallback: FontFallback? = nil) throws {
        try self.init(defaultFace: defaultFace, fallback: fallback, glyphCacheBytes: 4 << 20)
    }

    /// A renderer whose glyph cache keeps `glyphCacheBytes` of bitmaps (tests make it small).
    init(defaultFace: FontFace? = nil, fallback: FontFallback? = nil, glyphCacheBytes: Int) throws {
        if let defaultFace {
            self.defaultFace = defaultFace
        } else {
            self.defaultFace = try FontFace(path: FontFace.defaultPath, library: FontLibrary())
        }
        cache = GlyphCache(byteBudget: glyphCacheBytes)
        let chain = fallback ?? FontFallback(library: self.defaultFace.library)
        self.fallback = chain
        shaper = TextShaper(fallback: chain)
    }

    /// How many texts have been shaped (shaping cache misses).
    var shapedTextCount: Int { shaper.shapeCount }

    /// How many glyph bitmaps this renderer has rendered (glyph cache misses).
    var renderedGlyphCount: Int { cache.renderCount }

    /// The font files this renderer has drawn glyphs from (text, symbols, fallback faces),
    /// sorted: the fonts a program's package depends on (`snapshot --fonts-used`).
    public var drawnFontFiles: [String] { cache.drawnFiles.sorted() }

    // MARK: Measuring

    /// The width, ascent, descent and line height of `text` in `face` at `size` (pixels in 1/64).
    /// For several lines, the width is the widest line's and the descent reaches the last line's.
    /// With `monospacedDigits`, every digit advances by the widest digit's advance.
    public func metrics(of text: String, face: FontFace? = nil, size: Fixed, monospacedDigits: Bool = false) -> TextMetrics {
        var text = text
        return text.withUTF8 { measure($0, face: face ?? defaultFace, size: size, monospacedDigits: monospacedDigits) }
    }

    /// `metrics(of:face:size:)` for raw UTF-8 bytes; ill-formed sequences measure as U+FFFD.
    public func metrics(ofUTF8 bytes: [UInt8], face: FontFace? = nil, size: Fixed) -> TextMetrics {
        bytes.withUnsafeBufferPointer { measure($0, face: face ?? defaultFace, size: size, monospacedDigits: false) }
    }

    private func measure(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Fixed, monospacedDigits: Bool) -> TextMetrics {
        let pixelSize = clampedSize(size)
        guard pixelSize > 0, let vertical = face.sizeMetrics(pixelSize) else { return .zero }
        let line: (count: Int, widest: Int)
        if shaper.needsShaping(bytes, face: face) {
            let shaped = shaper.shaped(bytes, face: face, size: pixelSize, rightToLeft: false, cache: cache)
            line = (shaped.lines.count, shaped.widest)
        } else {
            let slot = cache.slot(for: face)
            line = layOut(bytes, face: face, slot: slot, size: pixelSize, xScale: vertical.xScale,
                          monospacedDigits: monospacedDigits) { _, _, _ in true }
        }
        return TextMetrics(width: Fixed(raw: line.widest), ascent: Fixed(raw: vertical.ascent),
                           descent: Fixed(raw: vertical.descent + (line.count - 1) * vertical.lineHeight),
                           lineHeight: Fixed(raw: vertical.lineHeight), lineCount: line.count)
    }

    // MARK: Ink bounds

    /// The pixels `draw` would change for `text` at `baselineOrigin`, exactly: the union
    /// of its glyphs' bitmaps (which this renders into the cache). Empty for blank text.
    public func inkBounds(of text: String, face: FontFace? = nil, size: Fixed, monospacedDigits: Bool = false,
                          rightToLeft: Bool = false, baselineOrigin: FixedPoint) -> PixelRect {
        var text = text
        return text.withUTF8 {
            inkBounds($0, face: face ?? defaultFace, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft,
                      origin: baselineOrigin)
        }
    }

    /// `inkBounds(of:face:size:baselineOrigin:)` for raw UTF-8 bytes.
    public func inkBounds(ofUTF8 bytes: [UInt8], face: FontFace? = nil, size: Fixed, baselineOrigin: FixedPoint) -> PixelRect {
        bytes.withUnsafeBufferPointer {
            inkBounds($0, face: face ?? defaultFace, size: size, monospacedDigits: false, rightToLeft: false, origin: baselineOrigin)
        }
    }

    private func inkBounds(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Fixed, monospacedDigits: Bool,
                           rightToLeft: Bool, origin: FixedPoint) -> PixelRect {
        let everywhere = PixelRect(x: -TextRenderer.farAway, y: -TextRenderer.farAway,
                                   width: 2 * TextRenderer.farAway, height: 2 * TextRenderer.farAway)
        var bounds = PixelRect.zero
        placeGlyphs(bytes, face: face, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft, origin: origin,
                    within: everywhere) { _, _, visible in
            bounds = bounds.union(visible)
        }
        return bounds
    }

    // MARK: Placing glyphs

    /// Coordinates beyond any screen, in pixels; text placed further away draws nothing,
    /// which keeps the arithmetic below from overflowing.
    static let farAway = 1 << 32

    /// Lays out `bytes` from `origin` and hands `draw` the glyphs that meet `area`, in
    /// drawing order, with the coverage store they point into (valid only inside `draw`).
    /// They are placed all at once and handed over in one call, unless placing them made
    /// the glyph cache drop its bitmaps (it passed its budget), which leaves the first ones
    /// pointing at others' coverage: then they are placed again, each handed over as it
    /// is placed. `draw` draws no text with this renderer (the placed glyphs' memory is
    /// the renderer's).
    package func withPlacedGlyphs(
        _ bytes: UnsafeBufferPointer<UInt8>, face: FontFace?, size: Fixed, monospacedDigits: Bool, rightToLeft: Bool,
        origin: FixedPoint, within area: PixelRect,
        _ draw: (_ glyphs: UnsafeBufferPointer<PlacedGlyph>, _ coverage: UnsafePointer<UInt8>) -> Void
    ) {
        let face = face ?? defaultFace
        let placed = placedGlyphs
        placed.removeAll()
        let evictions = cache.evictions
        placeGlyphs(bytes, face: face, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft,
                    origin: origin, within: area) { glyph, box, visible in
            placed.append(PlacedGlyph(glyph, box: box, visible: visible))
        }
        if cache.evictions == evictions {
            cache.withCoverage { coverage in
                guard let base = coverage.baseAddress else { return }
                draw(placed.glyphs, base)
            }
            return
        }
        placeGlyphs(bytes, face: face, size: size, monospacedDigits: monospacedDigits, rightToLeft: rightToLeft,
                    origin: origin, within: area) { glyph, box, visible in
            var one = PlacedGlyph(glyph, box: box, visible: visible)
            cache.withCoverage { coverage in
                guard let base = coverage.baseAddress else { return }
                withUnsafePointer(to: &one) { draw(UnsafeBufferPointer(start: $0, count: 1), base) }
            }
        }
    }

    /// Lays out `bytes` from `origin` and hands `visit` every glyph with coverage that
    /// meets `area`: its cached bitmap, the bitmap's pixel box, and the part inside `area`.
    private func placeGlyphs(
        _ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Fixed, monospacedDigits: Bool, rightToLeft: Bool,
        origin: FixedPoint, within area: PixelRect, _ visit: (_ glyph: CachedGlyph, _ box: PixelRect, _ visible: PixelRect) -> Void
    ) {
        let pixelSize = clampedSize(size)
        let limit = TextRenderer.farAway << Fixed.fractionBits
        guard !area.isEmpty, pixelSize > 0, abs(origin.x.raw) < limit, abs(origin.y.raw) < limit,
              let vertical = face.sizeMetrics(pixelSize) else { return }

        // No glyph reaches further than this from its origin, in any direction (pixels).
        let reach = 3 * (pixelSize >> Fixed.fractionBits) + 2
        guard origin.y.roundedPixels - reach < area.maxY else { return }

        let quarter = Fixed.scale / GlyphCache.subpixelSteps
        if shaper.needsShaping(bytes, face: face) {
            let shaped = shaper.shaped(bytes, face: face, size: pixelSize, rightToLeft: rightToLeft, cache: cache)
            for (line, range) in shaped.lines.enumerated() {
                let baseline = Fixed(raw: origin.y.raw + line * vertical.lineHeight).roundedPixels
                if baseline - reach >= area.maxY || baseline + reach <= area.y { continue } // line outside the area
                for placed in shaped.glyphs[range.glyphs] {
                    let quarters = (origin.x.raw + Int(placed.x) + quarter / 2) >> 4
                    let pixelX = quarters >> 2
                    if pixelX - reach >= area.maxX { break } // the rest of the line is right of the area
                    if pixelX + reach <= area.x { continue }
                    let glyphFace = shaped.faces[Int(placed.face)]
                    // Asked for each glyph, just before its bitmap: a new face may empty the cache.
                    let slot = cache.slot(for: glyphFace)
                    let glyph = cache.glyph(face: glyphFace, slot: slot, glyph: placed.glyph, size: pixelSize, subpixel: quarters & 3)
                    guard glyph.width > 0 else { continue }
                    // Marks move up by whole pixels, keeping light hinting's vertical snapping.
                    let raise = (Int(placed.y) + Fixed.scale / 2) >> Fixed.fractionBits
                    let box = PixelRect(x: pixelX + Int(glyph.left), y: baseline - raise - Int(glyph.top),
                                        width: Int(glyph.width), height: Int(glyph.height))
                    let visible = box.intersection(area)
                    if !visible.isEmpty { visit(glyph, box, visible) }
                }
            }
            return
        }
        let slot = cache.slot(for: face)
        _ = layOut(bytes, face: face, slot: slot, size: pixelSize, xScale: vertical.xScale,
                   monospacedDigits: monospacedDigits) { glyphIndex, penX, line in
            let baseline = Fixed(raw: origin.y.raw + line * vertical.lineHeight).roundedPixels
            if baseline - reach >= area.maxY || baseline + reach <= area.y { return false } // line outside the area
            // The origin in quarter pixels, rounded to the nearest quarter.
            let quarters = (origin.x.raw + penX + quarter / 2) >> 4
            let pixelX = quarters >> 2
            if pixelX - reach >= area.maxX { return false } // the rest of the line is right of the area
            if pixelX + reach <= area.x { return true }
            let glyph = cache.glyph(face: face, slot: slot, glyph: glyphIndex, size: pixelSize, subpixel: quarters & 3)
            guard glyph.width > 0 else { return true }
            let box = PixelRect(x: pixelX + Int(glyph.left), y: baseline - Int(glyph.top),
                                width: Int(glyph.width), height: Int(glyph.height))
            let visible = box.intersection(area)
            if !visible.isEmpty { visit(glyph, box, visible) }
            return true
        }
    }

    // MARK: Layout

    /// Walks `bytes` glyph by glyph, calling `place` with each glyph index, its origin's
    /// offset from the start of its line (1/64 px) and the line's number from 0. When
    /// `place` returns false the rest of that line is skipped. Returns the number of lines
    /// and the widest line's advance (exact only if `place` skipped nothing).
    ///
    /// With `monospacedDigits`, each digit 0-9 takes the widest digit's advance, centred in
    /// it and not kerned with its neighbours: a tabular layout done here because the
    /// renderer applies no OpenType features (DejaVu's `tnum` is out of reach).
    // Kept out of line: with it inlined into `draw` or `metrics`, Swift 6.3.1's optimiser
    // crashes in a release build (SimplifyCFG jump threading: "cannot get borrow
    // introducers for unknown guaranteed value").
    @inline(never)
    func layOut(
        _ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, slot: Int32, size: Int, xScale: Int, monospacedDigits: Bool,
        _ place: (_ glyph: UInt32, _ penX: Int, _ line: Int) -> Bool
    ) -> (count: Int, widest: Int) {
        var decoder = UTF8Decoder(bytes)
        let space = face.glyphIndex(for: 0x20)
        let digitAdvance = monospacedDigits ? widestDigitAdvance(face: face, slot: slot, size: size) : 0
        var pen = 0, widest = 0, line = 0
        var previous: UInt32 = 0
        var skippingLine = false, afterCarriageReturn = false
        while let scalar = decoder.next() {
            if scalar == 0x0A, afterCarriageReturn { // CR LF is one break
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == 0x0D
            if TextRenderer.isLineBreak(scalar) {
                widest = Swift.max(widest, pen)
                pen = 0
                line += 1
                previous = 0
                skippingLine = false
                continue
            }
            if skippingLine { continue }
            var glyph = TextRenderer.isDrawnAsSpace(scalar) ? space : face.glyphIndex(for: scalar)
            if glyph == 0 {
                glyph = face.replacementGlyphIndex != 0 ? face.replacementGlyphIndex : GlyphCache.boxGlyph
            }
            // A tabular digit is centred in the widest digit's advance and not kerned.
            let tabular = monospacedDigits && scalar >= 0x30 && scalar <= 0x39
            let advance = cache.advance(face: face, slot: slot, glyph: glyph, size: size)
            if !tabular, glyph != GlyphCache.boxGlyph {
                pen += face.kerning(previous, glyph, xScale: xScale)
            }
            if !place(glyph, tabular ? pen + (digitAdvance - advance) / 2 : pen, line) {
                skippingLine = true
                continue
            }
            pen += tabular ? digitAdvance : advance
            previous = tabular || glyph == GlyphCache.boxGlyph ? 0 : glyph
        }
        return (line + 1, Swift.max(widest, pen))
    }

    /// The largest advance of the digits 0-9 in `face` at `size` (1/64 px).
    private func widestDigitAdvance(face: FontFace, slot: Int32, size: Int) -> Int {
        var widest = 0
        for digit: UInt32 in 0x30...0x39 {
            let glyph = face.glyphIndex(for: digit)
            guard glyph != 0 else { continue }
            widest = Swift.max(widest, cache.advance(face: face, slot: slot, glyph: glyph, size: size))
        }
        return widest
    }

    /// Characters that end a line: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    @inline(__always)
    static func isLineBreak(_ scalar: UInt32) -> Bool {
        (scalar >= 0x0A && scalar <= 0x0D) || scalar == 0x85 || scalar == 0x2028 || scalar == 0x2029
    }

    /// The other control characters (tab among them): shown as spaces.
    @inline(__always)
    static func isDrawnAsSpace(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar <= 0x9F)
    }

    func clampedSize(_ size: Fixed) -> Int {
        Swift.min(size.raw, TextRenderer.maximumPixelSize << Fixed.fractionBits)
    }
}
