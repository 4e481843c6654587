import Glibc

/// The faces text is drawn and measured with: DejaVu Sans, Sans Mono and Serif in their
/// regular, bold and italic (oblique) faces, loaded when first asked for, and the symbol
/// font `Image(systemName:)` draws with (Material Icons, when installed). The UI measures
/// text with it too (its `TextMeasuring` conformance), so text is laid out with the metrics
/// it is drawn with.
///
/// A face that is not installed falls back to the nearest one that is: the same family
/// upright, then regular, then DejaVu Sans in the same weight and slant, then the
/// renderer's default face.
public final class FontSet {
    public let renderer: TextRenderer
    public let regular: FontFace
    public let bold: FontFace?
    /// The icon font symbols are drawn with, when installed.
    public let symbols: FontFace?

    /// Where DejaVu's faces are looked for (Debian's `fonts-dejavu-core` and `-extra`).
    public static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    /// Where `Font.custom(_:size:)` looks for font files, in order: `$PANEL_FONT_DIR`
    /// when set, `/etc/panel/fonts`, then DejaVu's directory.
    public var customFontDirectories: [String]

    /// Where a custom font that cannot be found or loaded is reported (standard error by
    /// default), once per name.
    public var log: (String) -> Void = { Log.warning($0) }

    /// Faces resolved per family, weight class and slant (nil: not looked up yet).
    private var resolved = [FontFace?](repeating: nil, count: FontSet.slotCount)
    /// Custom faces by name; the default face for names that could not be loaded.
    private var customFaces: [String: FontFace] = [:]

    public init(renderer: TextRenderer, bold: FontFace? = nil, symbols: FontFace? = nil) {
        self.renderer = renderer
        self.regular = renderer.defaultFace
        self.bold = bold
        self.symbols = symbols
        var directories: [String] = []
        if let directory = getenv("PANEL_FONT_DIR").map({ String(cString: $0) }), !directory.isEmpty {
            directories.append(directory)
        }
        directories += ["/etc/panel/fonts", FontSet.dejaVuDirectory]
        customFontDirectories = directories
    }

    /// DejaVu Sans and, if installed, DejaVu Sans Bold (Debian's `fonts-dejavu-core`) and
    /// Material Icons (`fonts-material-design-icons-iconfont`); the other faces load when
    /// first used.
    public static func loadDefault() throws -> FontSet {
        let renderer = try TextRenderer()
        let library = renderer.defaultFace.library
        let bold = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0, library: library) }
        let symbols = FontFace.symbolFontPath.flatMap { try? FontFace(path: $0, library: library) }
        return FontSet(renderer: renderer, bold: bold, symbols: symbols)
    }

    /// The lightest weight drawn with the bold face: semibold (CSS and SwiftUI's 600).
    public static let lightestBoldWeight = 600
    /// The heaviest weight drawn with DejaVu Sans ExtraLight: thin (SwiftUI's 200).
    public static let heaviestLightWeight = 200

    /// The upright DejaVu Sans face for a weight (100...900).
    public func face(weight: Int) -> FontFace {
        weight >= FontSet.lightestBoldWeight ? (bold ?? regular) : regular
    }

    /// The face for a weight (100...900) and style.
    @inline(__always)
    public func face(weight: Int, style: FontStyle) -> FontFace {
        if case .sans = style.family, !style.isItalic, weight > FontSet.heaviestLightWeight { return face(weight: weight) }
        return lookUp(weight: weight, style: style)
    }

    private func lookUp(weight: Int, style: FontStyle) -> FontFace {
        let family: Int
        switch style.family {
        case .sans: family = 0
        case .monospaced: family = 1
        case .serif: family = 2
        case .custom(let name): return customFace(named: name)
        case .symbols: return symbols ?? regular
        }
        let weightClass = weight >= FontSet.lightestBoldWeight ? 2 : (weight <= FontSet.heaviestLightWeight ? 0 : 1)
        let slot = FontSet.slot(family: family, weightClass: weightClass, italic: style.isItalic)
        if let face = resolved[slot] { return face }
        let face = resolve(family: family, weightClass: weightClass, italic: style.isItalic)
        resolved[slot] = face
        return face
    }

    static let slotCount = 3 * 3 * 2
    private static func slot(family: Int, weightClass: Int, italic: Bool) -> Int {
        (family * 3 + weightClass) * 2 + (italic ? 1 : 0)
    }

    /// The nearest installed face: this one, upright, regular weight, then DejaVu Sans.
    private func resolve(family: Int, weightClass: Int, italic: Bool) -> FontFace {
        var candidates: [(Int, Int, Bool)] = [(family, weightClass, italic)]
        if weightClass == 0 { candidates.append((family, 1, italic)) }
        if italic { candidates.append((family, weightClass == 0 ? 1 : weightClass, false)) }
        candidates.append((family, 1, false))
        if family != 0 { candidates += [(0, weightClass, italic), (0, 1, italic)] }
        for (family, weightClass, italic) in candidates {
            if family == 0, weightClass == 1, !italic { return regular }
            if family == 0, weightClass == 2, !italic, let bold { return bold }
            guard let file = FontSet.dejaVuFile(family: family, weightClass: weightClass, italic: italic) else { continue }
            if let face = try? FontFace(path: FontSet.dejaVuDirectory + "/" + file, library: regular.library) {
                return face
            }
        }
        return regular
    }

    /// DejaVu's file for a face, or nil when DejaVu has none (no light serif or mono).
    static func dejaVuFile(family: Int, weightClass: Int, italic: Bool) -> String? {
        let name = ["DejaVuSans", "DejaVuSansMono", "DejaVuSerif"][family]
        let slant = family == 2 ? "Italic" : "Oblique"
        switch (weightClass, italic) {
        case (0, false): return family == 0 ? "DejaVuSans-ExtraLight.ttf" : nil
        case (0, true): return nil
        case (1, false): return name + ".ttf"
        case (1, true): return name + "-" + slant + ".ttf"
        case (2, false): return name + "-Bold.ttf"
        default: return name + "-Bold" + slant + ".ttf"
        }
    }

    /// The face of the font file `name` (with or without `.ttf`/`.otf`) in the first of
    /// `customFontDirectories` that holds it; the default face, logged once, when none does.
    public func customFace(named name: String) -> FontFace {
        if let face = customFaces[name] { return face }
        var face = regular
        if let path = customFontPath(named: name) {
            do {
                face = try FontFace(path: path, library: regular.library)
            } catch {
                log("font \"\(name)\": \(error); drawing DejaVu Sans instead")
            }
        } else {
            log("font \"\(name)\" not found in \(customFontDirectories.joined(separator: ", ")); drawing DejaVu Sans instead")
        }
        customFaces[name] = face
        return face
    }

    /// The path of font file `name` in the custom directories, or nil. Names with a "/"
    /// are refused: a panel file must not name files outside those directories.
    func customFontPath(named name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.utf8.contains(0) else { return nil }
        let lower = name.lowercased()
        let files = lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
            ? [name] : [name + ".ttf", name + ".otf", name + ".ttc"]
        for directory in customFontDirectories {
            for file in files {
                let path = directory + "/" + file
                if access(path, R_OK) == 0 { return path }
            }
        }
        return nil
    }
}
