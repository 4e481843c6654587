/// The faces text is drawn and measured with: a regular face and, when installed, a bold
/// one for weights from semibold up. The UI measures text with it too (its `TextMeasuring`
/// conformance), so text is laid out with the metrics it is drawn with.
public final class FontSet {
    public let renderer: TextRenderer
    public let regular: FontFace
    public let bold: FontFace?

    public init(renderer: TextRenderer, bold: FontFace? = nil) {
        self.renderer = renderer
        self.regular = renderer.defaultFace
        self.bold = bold
    }

    /// DejaVu Sans and, if installed, DejaVu Sans Bold (Debian's `fonts-dejavu-core`).
    public static func loadDefault() throws -> FontSet {
        let renderer = try TextRenderer()
        let bold = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0) }
        return FontSet(renderer: renderer, bold: bold)
    }

    /// The lightest weight drawn with the bold face: semibold (CSS and SwiftUI's 600).
    public static let lightestBoldWeight = 600

    /// The face for a weight (100...900).
    public func face(weight: Int) -> FontFace {
        weight >= FontSet.lightestBoldWeight ? (bold ?? regular) : regular
    }
}
