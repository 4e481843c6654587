import CFreeType
import CHarfBuzz
import Glibc

/// A font file loaded with FreeType: one face of it, drawn at any pixel size.
///
/// A face belongs to one `FontLibrary` and, like it, to one thread at a time. Its identity
/// (`id`) keys glyph caches; a cache holds the faces it has glyphs for, so an id is never
/// reused while a cache entry refers to it.
public final class FontFace {
    /// DejaVu Sans, from Debian's `fonts-dejavu-core`: Panel's default face.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// Where `fonts-dejavu-core` puts DejaVu Sans Bold.
    public static let defaultBoldFilePath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// Where `fonts-material-design-icons-iconfont` puts Material Icons: Panel's symbol font.
    public static let symbolFontFilePath = "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"

    /// Material Icons' path when it is installed, else nil.
    public static var symbolFontPath: String? {
        access(symbolFontFilePath, R_OK) == 0 ? symbolFontFilePath : nil
    }

    /// DejaVu Sans Bold's path when it is installed, else nil.
    public static var defaultBoldPath: String? {
        access(defaultBoldFilePath, R_OK) == 0 ? defaultBoldFilePath : nil
    }

    /// The file this face was loaded from.
    public let path: String
    /// Which face of the file (collections hold several); 0 for ordinary font files.
    public let faceIndex: Int
    public let familyName: String
    public let styleName: String
    /// Whether the face has a kerning table FreeType reads ('kern').
    public let hasKerning: Bool

    /// Stable for the face's lifetime: the key glyph caches use.
    public var id: ObjectIdentifier { ObjectIdentifier(self) }

    let library: FontLibrary
    package let face: FT_Face
    /// The glyph drawn for characters the face lacks: U+FFFD's glyph, or 0 when the face
    /// has none (then a hollow box is drawn instead).
    var replacementGlyphIndex: UInt32

    // The tables below are read for every glyph measured or drawn, only by this class's
    // short methods, which never call back into Swift while one is being changed: their
    // accesses are not checked for overlap at run time (a check costs more than the read).

    /// The size FreeType's face is set to now, in 1/64 px (-1: none yet).
    @exclusivity(unchecked) private var selectedSize = -1
    private var sizeMetricsCache: [Int: FaceSizeMetrics] = [:]
    /// The last size asked for and its metrics: text is measured at one size at a time.
    @exclusivity(unchecked) private var lastSizeMetrics: (size: Int, metrics: FaceSizeMetrics)?

    /// Loads the first face of the font file at `path` with a library of its own.
    public convenience init(path: String) throws {
        try self.init(path: path, faceIndex: 0, library: FontLibrary())
    }

    /// Loads face `faceIndex` of the font file at `path` through `library`.
    public init(path: String, faceIndex: Int = 0, library: FontLibrary) throws {
        try FontFace.checkReadable(path)
        var loaded: FT_Face?
        let error = FT_New_Face(library.handle, path, FT_Long(faceIndex), &loaded)
        guard error == 0, let loaded else {
            switch error {
            case 0x01: throw FontError.unreadable(path: path, reason: freeTypeErrorName(error))
            case 0x06 where faceIndex != 0:
                throw FontError.unusableFont(path: path, reason: "it has no face number \(faceIndex)")
            default: throw FontError.notAFont(path: path, reason: freeTypeErrorName(error))
            }
        }
        guard panel_ft_is_scalable(loaded) != 0 else {
            FT_Done_Face(loaded)
            throw FontError.unusableFont(path: path, reason: "it has no outlines (bitmap-only fonts are not supported)")
        }
        // FT_New_Face picks a Unicode character map when there is one; insist on it.
        _ = FT_Select_Charmap(loaded, FT_ENCODING_UNICODE)

        self.path = path
        self.faceIndex = faceIndex
        self.library = library
        self.face = loaded
        self.familyName = loaded.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = loaded.pointee.style_name.map { String(cString: $0) } ?? ""
        self.hasKerning = panel_ft_has_kerning(loaded) != 0
        self.replacementGlyphIndex = UInt32(FT_Get_Char_Index(loaded, 0xFFFD))
    }

    /// The face as HarfBuzz reads it, for shaping (made on first use; nil when HarfBuzz
    /// cannot read the file).
    private var shapingFontHandle: OpaquePointer?
    private var shapingFontTried = false

    deinit {
        if let shapingFontHandle { hb_font_destroy(shapingFontHandle) }
        FT_Done_Face(face)
    }

    /// HarfBuzz's font for this face: opened from the same file and face index, with
    /// HarfBuzz's own OpenType functions (glyph advances from 'hmtx', positions from
    /// 'GPOS'), the same functions `hb-shape` uses by default. Its scale is set by each
    /// shaping call.
    package var shapingFont: OpaquePointer? {
        if shapingFontTried { return shapingFontHandle }
        shapingFontTried = true
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        defer { hb_face_destroy(hbFace) }
        guard hb_face_get_glyph_count(hbFace) > 0 else { return nil }
        shapingFontHandle = hb_font_create(hbFace)
        return shapingFontHandle
    }

    /// The font's units per em (FreeType's reading of 'head').
    package var unitsPerEm: Int { Int(face.pointee.units_per_EM) }

    /// Fails with a message naming `path` before FreeType sees it, so "missing" and
    /// "unreadable" are told apart from "not a font".
    private static func checkReadable(_ path: String) throws {
        if path.isEmpty { throw FontError.unreadable(path: path, reason: "the path is empty") }
        if path.utf8.contains(0) { throw FontError.unreadable(path: path, reason: "the path contains a NUL byte") }
        var status = stat()
        if stat(path, &status) != 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw FontError.fileNotFound(path: path) }
            throw FontError.unreadable(path: path, reason: String(cString: strerror(code)))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw FontError.unreadable(path: path, reason: "it is a directory")
        }
        let fd = open(path, O_RDONLY)
        if fd < 0 { throw FontError.unreadable(path: path, reason: String(cString: strerror(errno))) }
        close(fd)
    }

    /// The face's glyph for a Unicode scalar, 0 when it has none.
    @inline(__always)
    func glyphIndex(for scalar: UInt32) -> UInt32 {
        guard scalar < FontFace.latinScalars else { return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar))) }
        let kept = latinGlyphs[Int(scalar)]
        if kept != FontFace.notLookedUp { return kept }
        let found = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar)))
        latinGlyphs[Int(scalar)] = found
        return found
    }

    /// Most text is made of the first 256 scalars (Latin-1): their glyphs, and the kerning
    /// between the first 256 glyphs, are looked up in FreeType once and kept in tables.
    static let latinScalars: UInt32 = 256
    static let tabledGlyphs: UInt32 = 256
    private static let notLookedUp = UInt32.max
    /// (Internal so that tests can map a character to another glyph: DejaVu's digits are
    /// all as wide, and tabular layout is checked with a face whose digits are not.)
    @exclusivity(unchecked) var latinGlyphs = [UInt32](repeating: FontFace.notLookedUp, count: Int(FontFace.latinScalars))
    private static let kerningNotLookedUp = Int16.min
    /// Unscaled kerning of glyph pairs (left · 256 + right), made on the first lookup
    /// (stored, not lazy: a lazy array would be copied by every write).
    @exclusivity(unchecked) private var tabledKerning: [Int16] = []

    /// Sets FreeType's face to `size` (1/64 px) unless it already is.
    package func select(size: Int) -> Bool {
        if size == selectedSize { return true }
        // 72 dpi makes FreeType's points pixels. TrueType faces that ask for whole-pixel
        // sizes (head flag 3, DejaVu does) are scaled at the nearest whole ppem by FreeType.
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size), 72, 72) == 0 else {
            selectedSize = -1
            return false
        }
        selectedSize = size
        return true
    }

    /// Scale and vertical metrics at `size` (1/64 px), unrounded, or nil when FreeType
    /// cannot scale the face to that size.
    func sizeMetrics(_ size: Int) -> FaceSizeMetrics? {
        if let last = lastSizeMetrics, last.size == size { return last.metrics }
        if let cached = sizeMetricsCache[size] {
            lastSizeMetrics = (size, cached)
            return cached
        }
        guard select(size: size), let scaled = face.pointee.size else { return nil }
        let m = scaled.pointee.metrics
        let ascender = FT_Long(face.pointee.ascender), descender = FT_Long(face.pointee.descender)
        let ascent = FT_MulFix(ascender, m.y_scale)
        let descent = -FT_MulFix(descender, m.y_scale)
        // Scaled on its own so the line height is exactly ascent + descent + gap.
        let lineGap = Swift.max(0, FT_MulFix(FT_Long(face.pointee.height) - (ascender - descender), m.y_scale))
        let metrics = FaceSizeMetrics(xScale: m.x_scale, ascent: ascent, descent: descent, lineHeight: ascent + descent + lineGap)
        // Animated sizes would grow this without end; a handful of sizes are live at once.
        if sizeMetricsCache.count >= 64 { sizeMetricsCache.removeAll(keepingCapacity: true) }
        sizeMetricsCache[size] = metrics
        lastSizeMetrics = (size, metrics)
        return metrics
    }

    /// The unhinted advance of `glyph` at `size`, in 1/64 px. Unhinted so layout is the
    /// same whatever the hinting, and sub-pixel positions add up exactly.
    package func advance(of glyph: UInt32, size: Int) -> Int {
        guard select(size: size) else { return 0 }
        var advance: FT_Fixed = 0
        guard FT_Get_Advance(face, FT_UInt(glyph), FT_Int32(FT_LOAD_NO_HINTING), &advance) == 0 else { return 0 }
        return (advance + 512) >> 10 // 16.16 to 26.6, rounded
    }

    /// The kerning between two glyphs in 1/64 px at a size whose horizontal scale is
    /// `xScale` (16.16), not grid-fitted, so it accumulates like the advances.
    @inline(__always)
    func kerning(_ left: UInt32, _ right: UInt32, xScale: Int) -> Int {
        guard hasKerning, left != 0, right != 0 else { return 0 }
        let unscaled: Int
        if left < FontFace.tabledGlyphs, right < FontFace.tabledGlyphs {
            if tabledKerning.isEmpty {
                tabledKerning = [Int16](repeating: FontFace.kerningNotLookedUp, count: Int(FontFace.tabledGlyphs * FontFace.tabledGlyphs))
            }
            let slot = Int(left * FontFace.tabledGlyphs + right)
            let kept = tabledKerning[slot]
            if kept != FontFace.kerningNotLookedUp {
                unscaled = Int(kept)
            } else {
                unscaled = unscaledKerning(left, right)
                // A value too large for the table is looked up each time.
                if let small = Int16(exactly: unscaled), small != FontFace.kerningNotLookedUp { tabledKerning[slot] = small }
            }
        } else {
            unscaled = unscaledKerning(left, right)
        }
        return unscaled == 0 ? 0 : FT_MulFix(unscaled, xScale)
    }

    /// The kerning between two glyphs in font units.
    func unscaledKerning(_ left: UInt32, _ right: UInt32) -> Int {
        var vector = FT_Vector()
        guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 else {
            return 0
        }
        return Int(vector.x)
    }

    /// Rasterises `glyph` at `size` with its origin moved right by `xOffset` (1/64 px) and
    /// hands `body` the 8-bit coverage: bitmap left and top (pixels from the origin, top
    /// upwards), width, rows, pitch and bytes. False when FreeType cannot draw the glyph.
    ///
    /// Light hinting: it snaps only vertical features (baselines, x-height, horizontal
    /// stems) to the pixel grid, which keeps text crisp, and leaves every horizontal
    /// position and advance alone, so sub-pixel placement and the unhinted layout agree.
    func rasterize(
        glyph: UInt32, size: Int, xOffset: Int,
        _ body: (_ left: Int, _ top: Int, _ width: Int, _ rows: Int, _ pitch: Int, _ bytes: UnsafePointer<UInt8>?) -> Void
    ) -> Bool {
        guard select(size: size) else { return false }
        let flags = panel_ft_load_target_light() | FT_Int32(FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0, let slot = face.pointee.glyph else { return false }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, xOffset != 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(xOffset), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return false }
        let bitmap = slot.pointee.bitmap
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return false }
        body(Int(slot.pointee.bitmap_left), Int(slot.pointee.bitmap_top), Int(bitmap.width), Int(bitmap.rows),
             Int(bitmap.pitch), UnsafePointer(bitmap.buffer))
        return true
    }
}

/// A face's scale and vertical metrics at one size, in 1/64 px (scale in 16.16).
struct FaceSizeMetrics {
    var xScale: Int
    var ascent: Int
    var descent: Int
    var lineHeight: Int
}

extension FontFace {
    /// The face's underline ('post' table, as FreeType reads it: the stroke's centre) and
    /// strikethrough ('OS/2': the stroke's top) at `size`; the usual proportions where the
    /// font gives none.
    public func decorationMetrics(size: Fixed) -> TextDecorationMetrics {
        var metrics = TextDecorationMetrics.approximate(size: size)
        let units = unitsPerEm
        guard units > 0 else { return metrics }
        func scaled(_ value: Int) -> Fixed { Fixed(raw: roundedDivision(value * size.raw, units)) }
        let thickness = Int(face.pointee.underline_thickness)
        if thickness > 0 {
            metrics.underlineThickness = Fixed.max(.one, scaled(thickness))
            metrics.underlineTop = scaled(-Int(face.pointee.underline_position)) - metrics.underlineThickness / 2
        }
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.yStrikeoutSize > 0 {
                metrics.strikethroughThickness = Fixed.max(.one, scaled(Int(os2.yStrikeoutSize)))
                metrics.strikethroughTop = -scaled(Int(os2.yStrikeoutPosition))
            }
        }
        return metrics
    }
}
