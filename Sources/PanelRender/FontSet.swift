import PanelBase
import PanelUI

/// The faces text is drawn and measured with: a regular face and, when installed, a bold
/// one for weights from semibold up. Also the measurer layout uses, so text is laid out
/// with the metrics it is drawn with.
public final class FontSet: TextMeasuring {
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

    /// The face for a weight (100...900).
    public func face(weight: Int) -> FontFace {
        weight >= Font.Weight.semibold.value ? (bold ?? regular) : regular
    }

    public func measure(_ text: String, font: Font) -> TextLineMetrics {
        let metrics = renderer.metrics(of: text, face: face(weight: font.weight.value), size: Fixed(font.size))
        return TextLineMetrics(width: metrics.width, ascent: metrics.ascent, descent: metrics.descent,
                               lineHeight: metrics.lineHeight)
    }
}
