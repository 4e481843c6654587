import Glibc
@testable import PanelBase
@testable import PanelUI

/// The fallback fonts international text tests draw with: a fixed list of Debian's files
/// (scripts/install-deps.sh installs them) and no fontconfig, so the images are the same
/// on every machine whatever else is installed.
enum InternationalFonts {
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let devanagari = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
    static let thai = "/usr/share/fonts/truetype/tlwg/Loma.ttf"
    static let dejaVu = FontFace.defaultPath

    /// Every file the tests need that is missing (the tests fail naming them).
    static var missing: [String] {
        [cjk, devanagari, thai, dejaVu].filter { access($0, R_OK) != 0 }
    }

    /// The chain: DejaVu Sans (Arabic, Hebrew), Noto Sans CJK (its `cjkIndex` face: SC by
    /// default), Lohit Devanagari, Loma (Thai).
    static func fallback(library: FontLibrary, cjkIndex: Int = 2) -> FontFallback {
        FontFallback(library: library, language: nil,
                     candidates: [.init(path: dejaVu), .init(path: cjk, faceIndex: cjkIndex), .init(path: devanagari),
                                  .init(path: thai)],
                     usesFontconfig: false)
    }

    /// A renderer drawing DejaVu Sans with the fixed chain.
    static func renderer() throws -> TextRenderer {
        let library = try FontLibrary()
        let face = try FontFace(path: FontFace.defaultPath, library: library)
        return try TextRenderer(defaultFace: face, fallback: fallback(library: library))
    }

    /// The default font set over `renderer()`.
    static func fontSet() throws -> FontSet {
        let renderer = try renderer()
        let bold = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0, library: renderer.defaultFace.library) }
        return FontSet(renderer: renderer, bold: bold)
    }
}
