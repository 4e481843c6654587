/// The faces text is drawn and measured with: a regular face and, when installed, a bold
/// one for weights from semibold up and a symbol font for `Image(systemName:)`. The UI
/// measures text with it too (its `TextMeasuring` conformance), so text is laid out with
/// the metrics it is drawn with.
public final class FontSet {
    public let renderer: TextRenderer
    public let regular: FontFace
    public let bold: FontFace?
    /// The icon font symbols are drawn with, when installed.
    public let symbols: FontFace?

    public init(renderer: TextRenderer, bold: FontFace? = nil, symbols: FontFace? = nil) {
        self.renderer = renderer
        self.regular = renderer.defaultFace
        self.bold = bold
        self.symbols = symbols
    }

    /// DejaVu Sans and, if installed, DejaVu Sans Bold (Debian's `fonts-dejavu-core`) and
    /// Material Icons (`fonts-material-design-icons-iconfont`).
    public static func loadDefault() throws -> FontSet {
        let renderer = try TextRenderer()
        let bold = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0) }
        let symbols = FontFace.symbolFontPath.flatMap { try? FontFace(path: $0) }
        return FontSet(renderer: renderer, bold: bold, symbols: symbols)
    }

    /// The face a run is drawn with: the symbol font's for symbols (the regular face when
    /// there is none), else the face for its weight.
    public func face(for run: TextRun) -> FontFace {
        run.usesSymbolFont ? (symbols ?? regular) : face(weight: run.weight)
    }

    /// The lightest weight drawn with the bold face: semibold (CSS and SwiftUI's 600).
    public static let lightestBoldWeight = 600

    /// The face for a weight (100...900).
    public func face(weight: Int) -> FontFace {
        weight >= FontSet.lightestBoldWeight ? (bold ?? regular) : regular
    }
}
