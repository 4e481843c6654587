import CFontconfig
import Glibc

/// The faces searched, character by character, for a glyph the text's own face lacks:
/// Chinese, Japanese and Korean, Devanagari, Thai and the rest that DejaVu does not draw.
///
/// A character is drawn with the first face that has it in its character map, in this
/// order (see docs/text.md, "Fallback fonts"):
/// 1. the text's own face;
/// 2. the files and folders in `$PANEL_FONT_PATH` (colon-separated; a folder gives its
///    `.ttf`, `.otf` and `.ttc` files in name order);
/// 3. `FontFallback.wellKnownPaths`, the Debian packages' files, where installed;
/// 4. the font fontconfig matches for the character, when libfontconfig.so.1 can be
///    opened (it is looked up at run time: a kiosk image without fontconfig still starts,
///    and uses 1-3 only).
///
/// The fixed list comes before fontconfig so that a kiosk without fontconfig draws exactly
/// what a development machine with it draws. Faces load the first time a character needs
/// them; what each character resolved to is kept.
public final class FontFallback {
    /// A font file (and face within it) that may be searched.
    public struct Candidate: Hashable, Sendable {
        public var path: String
        public var faceIndex: Int
        public init(path: String, faceIndex: Int = 0) {
            self.path = path
            self.faceIndex = faceIndex
        }
    }

    /// The Debian font files searched after `$PANEL_FONT_PATH`, in order, with the
    /// package each comes from. `NotoSansCJK-Regular.ttc` holds a face per region (JP, KR,
    /// SC, TC, HK): the one drawn is chosen by the language (`cjkFaceIndex`).
    public static let wellKnownFiles: [(path: String, package: String)] = [
        ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "fonts-dejavu-core"),           // Arabic, Hebrew, Greek, Cyrillic
        ("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", "fonts-noto-cjk"),       // Chinese, Japanese, Korean
        ("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", "fonts-wqy-microhei"),          // Chinese (and kana, hangul)
        ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", "fonts-wqy-zenhei"),
        ("/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf", "fonts-lohit-deva"), // Hindi, Marathi, Nepali
        ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/tlwg/Loma.ttf", "fonts-tlwg-loma-ttf"),                // Thai
        ("/usr/share/fonts/opentype/tlwg/Loma.otf", "fonts-tlwg-loma-otf"),
        ("/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "fonts-noto-core"),
        ("/usr/share/fonts/truetype/freefont/FreeSans.ttf", "fonts-freefont-ttf"),
    ]

    /// The face of a Noto Sans CJK collection for a language: Japanese (0), Korean (1),
    /// Simplified Chinese (2, also the default), Traditional Chinese (3), Hong Kong (4).
    /// The regions draw some ideographs differently.
    public static func cjkFaceIndex(language: String?) -> Int {
        let tag = String((language ?? "").lowercased().map { $0 == "-" ? "_" : $0 })
        if tag.hasPrefix("ja") { return 0 }
        if tag.hasPrefix("ko") { return 1 }
        if tag.hasPrefix("zh_hk") || tag.hasPrefix("zh_hant_hk") || tag.hasPrefix("zh_mo") { return 4 }
        if tag.hasPrefix("zh_tw") || tag.hasPrefix("zh_hant") { return 3 }
        return 2
    }

    /// The language region-dependent faces are picked for (e.g. "ja", "zh_TW"): by default
    /// the process's (`LC_ALL`, `LC_CTYPE`, `LANG`).
    public let language: String?
    /// The files searched after the text's own face, in order.
    public let candidates: [Candidate]
    /// Whether fontconfig is asked for characters no candidate has.
    public let usesFontconfig: Bool

    private let library: FontLibrary
    /// Loaded candidates (nil: not tried yet; a failed load stays `.failed`).
    private var loaded: [LoadState]
    private enum LoadState { case notTried, failed, face(FontFace) }
    /// What each character needing a fallback resolved to: an index in `faces`, or -1.
    private var resolved: [UInt32: Int32] = [:]
    /// Every fallback face handed out, by the index `resolved` keeps.
    private var faces: [FontFace] = []
    /// Fontconfig's faces by file and index, so a file is loaded once.
    private var fontconfigFaces: [Candidate: Int32] = [:]
    /// Where a character no face has is reported, once per character: it is drawn as a
    /// placeholder (U+FFFD or a hollow box), which a kiosk missing a font package shows.
    public var log: (String) -> Void = { Log.warning($0) }

    /// A chain over `candidates` (by default `defaultCandidates(language:)`), loading faces
    /// through `library`, asking fontconfig last when `usesFontconfig`.
    public init(library: FontLibrary, language: String? = FontFallback.processLanguage,
                candidates: [Candidate]? = nil, usesFontconfig: Bool = true) {
        self.library = library
        self.language = language
        self.candidates = candidates ?? FontFallback.defaultCandidates(language: language)
        self.usesFontconfig = usesFontconfig
        loaded = Array(repeating: .notTried, count: self.candidates.count)
    }

    /// The process's language, from `LC_ALL`, `LC_CTYPE` or `LANG` (the first set), nil
    /// for none or "C"/"POSIX".
    public static var processLanguage: String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty else { continue }
            if value == "C" || value == "POSIX" || value.hasPrefix("C.") { return nil }
            return value
        }
        return nil
    }

    /// `$PANEL_FONT_PATH`'s files, then the installed `wellKnownFiles`.
    public static func defaultCandidates(language: String?) -> [Candidate] {
        var result: [Candidate] = []
        if let value = getenv("PANEL_FONT_PATH").map({ String(cString: $0) }) {
            for entry in value.split(separator: ":") where !entry.isEmpty {
                result += files(at: String(entry)).map { Candidate(path: $0) }
            }
        }
        for (path, _) in wellKnownFiles where access(path, R_OK) == 0 {
            result.append(Candidate(path: path, faceIndex: path.hasSuffix("NotoSansCJK-Regular.ttc")
                                        ? cjkFaceIndex(language: language) : 0))
        }
        return result
    }

    /// A font file, or a folder's font files in name order.
    static func files(at path: String) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        guard status.st_mode & S_IFMT == S_IFDIR else { return [path] }
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            let lower = name.lowercased()
            if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") { names.append(name) }
        }
        return names.sorted().map { path + "/" + $0 }
    }

    /// Whether fontconfig's library can be opened here.
    public static var fontconfigAvailable: Bool { panel_fontconfig_available() != 0 }

    /// The face to draw `scalar` with when `primary` lacks it: the first candidate with it,
    /// else fontconfig's match; nil when no face has it.
    /// Private-use characters are never looked for: each font gives them a meaning of its
    /// own (Material Icons draws its symbols there), so another font's would be wrong.
    public func face(for scalar: UInt32) -> FontFace? {
        if FontFallback.isPrivateUse(scalar) { return nil }
        if let index = resolved[scalar] { return index >= 0 ? faces[Int(index)] : nil }
        let found = search(scalar)
        if resolved.count >= 1 << 14 { resolved.removeAll(keepingCapacity: true) }
        resolved[scalar] = found
        if found < 0 { reportMissing(scalar) }
        return found >= 0 ? faces[Int(found)] : nil
    }

    private func reportMissing(_ scalar: UInt32) {
        var hex = String(scalar, radix: 16, uppercase: true)
        if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
        let character = Unicode.Scalar(scalar).map { " '\(Character($0))'" } ?? ""
        log("text: no installed font has U+\(hex)\(character); it is drawn as a placeholder "
            + "(install a font that has it: docs/text.md, \"Fallback fonts\")")
    }

    static func isPrivateUse(_ scalar: UInt32) -> Bool {
        (scalar >= 0xE000 && scalar <= 0xF8FF) || scalar >= 0xF0000
    }

    private func search(_ scalar: UInt32) -> Int32 {
        for index in candidates.indices {
            guard let face = candidateFace(index) else { continue }
            if face.glyphIndex(for: scalar) != 0 { return index32(of: face) }
        }
        guard usesFontconfig else { return -1 }
        var path = [CChar](repeating: 0, count: 4096)
        var faceIndex: Int32 = 0
        let found = path.withUnsafeMutableBufferPointer { buffer in
            panel_fontconfig_font_for(scalar, language, buffer.baseAddress, Int32(buffer.count), &faceIndex)
        }
        guard found != 0 else { return -1 }
        let candidate = Candidate(path: String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), faceIndex: Int(faceIndex))
        if let kept = fontconfigFaces[candidate] { return kept }
        guard let face = try? FontFace(path: candidate.path, faceIndex: candidate.faceIndex, library: library),
              face.glyphIndex(for: scalar) != 0 else { return -1 }
        let index = index32(of: face)
        fontconfigFaces[candidate] = index
        return index
    }

    private func candidateFace(_ index: Int) -> FontFace? {
        switch loaded[index] {
        case .face(let face): return face
        case .failed: return nil
        case .notTried:
            let candidate = candidates[index]
            if let face = try? FontFace(path: candidate.path, faceIndex: candidate.faceIndex, library: library) {
                loaded[index] = .face(face)
                return face
            }
            loaded[index] = .failed
            return nil
        }
    }

    private func index32(of face: FontFace) -> Int32 {
        if let index = faces.firstIndex(where: { $0 === face }) { return Int32(index) }
        faces.append(face)
        return Int32(faces.count - 1)
    }
}
