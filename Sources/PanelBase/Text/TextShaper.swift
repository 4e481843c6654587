import CFriBidi
import CHarfBuzz

/// Shapes text that needs more than one glyph per character in a row: scripts whose letters
/// join or reorder (Arabic, Devanagari, Thai), right-to-left text, and characters the
/// text's face lacks, drawn with a fallback face.
///
/// Each line is handled as one paragraph:
/// 1. bidi: FriBidi resolves every character's embedding level (UAX #9); the paragraph's
///    direction is its first strong character's, or the layout direction without one;
/// 2. itemisation: the line is cut into runs of one level, one script (HarfBuzz's Unicode
///    data; common characters such as spaces and digits join the script around them) and
///    one face (the first in the fallback chain with the character; marks and joiners
///    stay with their base's face);
/// 3. shaping: HarfBuzz shapes each run with the whole line as context (so Arabic joins
///    across a change of face), its face scaled to the size in 1/64 px, so glyph
///    positions come out in Panel's 26.6 fixed point, the same on every machine;
/// 4. reordering: runs are put in visual order by rule L2 (HarfBuzz already gives a
///    right-to-left run's glyphs left to right).
///
/// Results are kept per string, face, size and direction, so text drawn every frame is
/// shaped once.
final class TextShaper {
    let fallback: FontFallback
    private let buffer: OpaquePointer
    private var kept: [ShapingKey: ShapedText] = [:]
    /// Texts kept before the cache starts again (a kiosk shows a stable set of labels).
    static let keptTexts = 1024
    /// How many texts have been shaped (cache misses), for tests.
    private(set) var shapeCount = 0
    /// When set, every font is scaled to this many units per em instead of the size's
    /// 1/64 px: at the font's units per em, positions are `hb-shape`'s, in font units
    /// (tests compare them with its output).
    var scaleOverride: Int32?

    init(fallback: FontFallback) {
        self.fallback = fallback
        buffer = hb_buffer_create()
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    /// `bytes` (UTF-8, several lines) shaped in `face` at `size` (1/64 px); `rightToLeft`
    /// is the direction of lines without a strong character. Glyph advances of boxes come
    /// from `cache`.
    func shaped(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Int, rightToLeft: Bool, cache: GlyphCache) -> ShapedText {
        let key = ShapingKey(text: String(decoding: bytes, as: UTF8.self), face: face.id, size: size, rightToLeft: rightToLeft)
        if let found = kept[key] { return found }
        shapeCount += 1
        let text = shape(bytes, face: face, size: size, rightToLeft: rightToLeft, cache: cache)
        if kept.count >= TextShaper.keptTexts { kept.removeAll(keepingCapacity: true) }
        kept[key] = text
        return text
    }

    /// Forgets every shaped text (faces may be going away).
    func removeAll() { kept.removeAll() }

    func shape(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace, size: Int, rightToLeft: Bool, cache: GlyphCache) -> ShapedText {
        var result = ShapedText(faces: [face], glyphs: [], lines: [])
        var decoder = UTF8Decoder(bytes)
        var line: [UInt32] = []
        var afterCarriageReturn = false
        while let scalar = decoder.next() {
            if scalar == 0x0A, afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = scalar == 0x0D
            if TextRenderer.isLineBreak(scalar) {
                shapeLine(line, primary: face, size: size, rightToLeft: rightToLeft, cache: cache, into: &result)
                line.removeAll(keepingCapacity: true)
                continue
            }
            line.append(TextRenderer.isDrawnAsSpace(scalar) ? 0x20 : scalar)
        }
        shapeLine(line, primary: face, size: size, rightToLeft: rightToLeft, cache: cache, into: &result)
        return result
    }

    /// One run of a line: characters `range`, their level, face (in `faces`) and script.
    private struct Run {
        var range: Range<Int>
        var level: Int8
        var face: Int32
        var script: hb_script_t
    }

    private func shapeLine(_ line: [UInt32], primary: FontFace, size: Int, rightToLeft: Bool, cache: GlyphCache,
                           into result: inout ShapedText) {
        let first = result.glyphs.count
        guard !line.isEmpty else {
            result.lines.append((first..<first, 0))
            return
        }
        let count = line.count
        // 1. Bidi levels.
        var levels = [Int8](repeating: 0, count: count)
        let paragraph = line.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer { out in
                panel_fribidi_levels(text.baseAddress, Int32(count), -2, rightToLeft ? 1 : 0, out.baseAddress)
            }
        }
        if paragraph < 0 { for index in 0..<count { levels[index] = rightToLeft ? 1 : 0 } }

        // 2. Faces and scripts, then runs.
        let unicode = hb_unicode_funcs_get_default()
        var faceOf = [Int32](repeating: 0, count: count)
        var scriptOf = [hb_script_t](repeating: HB_SCRIPT_COMMON, count: count)
        for index in 0..<count {
            let scalar = line[index]
            let category = hb_unicode_general_category(unicode, scalar)
            let inherits = index > 0 && (TextShaper.isMark(category) || TextShaper.joinsNeighbours(scalar))
            if inherits {
                faceOf[index] = faceOf[index - 1]
            } else if primary.glyphIndex(for: scalar) != 0 {
                faceOf[index] = 0
            } else if let found = fallback.face(for: scalar) {
                faceOf[index] = TextShaper.index(of: found, in: &result.faces)
            }
            scriptOf[index] = hb_unicode_script(unicode, scalar)
        }
        TextShaper.resolveCommonScripts(&scriptOf)
        var runs: [Run] = []
        var start = 0
        for index in 1...count {
            if index == count || levels[index] != levels[start] || faceOf[index] != faceOf[start]
                || scriptOf[index] != scriptOf[start] {
                runs.append(Run(range: start..<index, level: levels[start], face: faceOf[start], script: scriptOf[start]))
                start = index
            }
        }

        // 4. Visual order of the runs (rule L2): from the highest level down to the lowest
        // odd one, reverse every sequence of runs at that level or higher.
        var order = Array(runs.indices)
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? (highest + 1)
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard runs[order[index]].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, runs[order[end]].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }

        // 3. Shape each run, placing its glyphs from the pen.
        var pen = 0
        for runIndex in order {
            let run = runs[runIndex]
            let face = result.faces[Int(run.face)]
            guard let metrics = face.sizeMetrics(size) else { continue }
            guard let font = face.shapingFont else {
                pen = placeUnshaped(line[run.range], first: run.range.lowerBound, face: face, faceIndex: run.face, size: size,
                                    pen: pen, cache: cache, into: &result)
                continue
            }
            // The font's scale in 1/64 px per em, from FreeType's own scale: HarfBuzz then
            // measures in the unit and at the exact size FreeType draws at.
            let scale = scaleOverride ?? Int32(clamping: (face.unitsPerEm * metrics.xScale + 0x8000) >> 16)
            hb_font_set_scale(font, scale, scale)
            hb_buffer_clear_contents(buffer)
            line.withUnsafeBufferPointer { text in
                hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(count), UInt32(run.range.lowerBound),
                                         Int32(run.range.count))
            }
            hb_buffer_set_direction(buffer, run.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, run.script)
            hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
            hb_shape(font, buffer, nil, 0)
            var glyphCount: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
                  let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount) else { continue }
            for index in 0..<Int(glyphCount) {
                var glyph = infos[index].codepoint
                let position = positions[index]
                var advance = Int(position.x_advance)
                if glyph == 0 {
                    // A character no face has: U+FFFD's glyph, or the hollow box.
                    glyph = face.replacementGlyphIndex != 0 ? face.replacementGlyphIndex : GlyphCache.boxGlyph
                    advance = cache.advance(face: face, slot: cache.slot(for: face), glyph: glyph, size: size)
                }
                result.glyphs.append(ShapedGlyph(face: run.face, glyph: glyph, x: Int32(clamping: pen + Int(position.x_offset)),
                                                 y: Int32(clamping: Int(position.y_offset))))
                result.clusters.append(ShapedGlyphCluster(cluster: Int32(clamping: infos[index].cluster), pen: Int32(clamping: pen),
                                                          advance: Int32(clamping: advance), rightToLeft: run.level & 1 == 1))
                pen += advance
            }
        }
        result.lines.append((first..<result.glyphs.count, pen))
    }

    /// Glyphs one per character with FreeType's advances, for a face HarfBuzz cannot read.
    private func placeUnshaped(_ scalars: ArraySlice<UInt32>, first: Int, face: FontFace, faceIndex: Int32, size: Int, pen: Int,
                               cache: GlyphCache, into result: inout ShapedText) -> Int {
        var pen = pen
        let slot = cache.slot(for: face)
        for (offset, scalar) in scalars.enumerated() {
            var glyph = face.glyphIndex(for: scalar)
            if glyph == 0 { glyph = face.replacementGlyphIndex != 0 ? face.replacementGlyphIndex : GlyphCache.boxGlyph }
            let advance = cache.advance(face: face, slot: slot, glyph: glyph, size: size)
            result.glyphs.append(ShapedGlyph(face: faceIndex, glyph: glyph, x: Int32(clamping: pen), y: 0))
            result.clusters.append(ShapedGlyphCluster(cluster: Int32(clamping: first + offset), pen: Int32(clamping: pen),
                                                      advance: Int32(clamping: advance)))
            pen += advance
        }
        return pen
    }

    /// Common and inherited characters (spaces, digits, punctuation, marks) take the script
    /// before them, or the first real one after them at the start of a line, so they do
    /// not cut a run.
    static func resolveCommonScripts(_ scripts: inout [hb_script_t]) {
        func isReal(_ script: hb_script_t) -> Bool {
            script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
        }
        guard let firstReal = scripts.firstIndex(where: isReal) else { return }
        for index in 0..<firstReal { scripts[index] = scripts[firstReal] }
        for index in firstReal..<scripts.count where !isReal(scripts[index]) { scripts[index] = scripts[index - 1] }
    }

    static func isMark(_ category: hb_unicode_general_category_t) -> Bool {
        category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK || category == HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK
            || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
    }

    /// Joiners and variation selectors: drawn (or not) by the face of the character before.
    static func joinsNeighbours(_ scalar: UInt32) -> Bool {
        scalar == 0x200C || scalar == 0x200D || (scalar >= 0xFE00 && scalar <= 0xFE0F) || (scalar >= 0xE0100 && scalar <= 0xE01EF)
    }

    private static func index(of face: FontFace, in faces: inout [FontFace]) -> Int32 {
        if let index = faces.firstIndex(where: { $0 === face }) { return Int32(index) }
        faces.append(face)
        return Int32(faces.count - 1)
    }

    /// Whether `bytes` need shaping rather than the one-glyph-per-character layout: a
    /// character of a script that joins, reorders or runs right to left, a combining mark,
    /// a bidi control, or a character `face` lacks and a fallback face has. Text of Latin-1
    /// and the Latin, Greek and Cyrillic blocks that the face has is laid out as before, and
    /// so is a character no face has (drawn as U+FFFD or a box either way).
    func needsShaping(_ bytes: UnsafeBufferPointer<UInt8>, face: FontFace) -> Bool {
        // Lead bytes below 0xCC are scalars below U+0300: none needs shaping.
        var simple = true
        for byte in bytes where byte >= 0xCC {
            simple = false
            break
        }
        if simple { return false }
        var decoder = UTF8Decoder(bytes)
        while let scalar = decoder.next() {
            guard scalar >= 0x300 else { continue }
            if TextShaper.isComplex(scalar) { return true }
            if face.glyphIndex(for: scalar) == 0, fallback.face(for: scalar) != nil { return true }
        }
        return false
    }

    /// Scalars whose drawing depends on their neighbours or on direction.
    @inline(__always)
    static func isComplex(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F: return true // combining diacritical marks
        case 0x0590...0x08FF: return true // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan...
        case 0x0900...0x0DFF: return true // Indic scripts
        case 0x0E00...0x0FFF: return true // Thai, Lao, Tibetan
        case 0x1000...0x109F, 0x1780...0x17FF, 0x1A00...0x1AFF: return true // Myanmar, Khmer, Tai Tham...
        case 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF: return true // more combining marks
        case 0x200C...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true // joiners, bidi marks and controls
        case 0xA8E0...0xA8FF, 0xAA00...0xAA7F: return true
        case 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true // Hebrew and Arabic presentation forms
        case 0xFE00...0xFE0F, 0xFE20...0xFE2F: return true // variation selectors, half marks
        default: return false
        }
    }
}

struct ShapingKey: Hashable {
    var text: String
    var face: ObjectIdentifier
    var size: Int
    var rightToLeft: Bool
}
