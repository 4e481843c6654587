import Panel

/// Lays text out with the real font's metrics (the renderer's), so the benchmark's text
/// sits where the drawn glyphs do. Weights of semibold and above use DejaVu Sans Bold.
@MainActor
final class FontTextMeasurer: TextMeasuring {
    let renderer: TextRenderer
    let boldFace: FontFace?

    init(renderer: TextRenderer, boldFace: FontFace?) {
        self.renderer = renderer
        self.boldFace = boldFace
    }

    nonisolated func measure(_ text: String, font: Font) -> TextLineMetrics {
        MainActor.assumeIsolated {
            let face = font.weight >= .semibold ? boldFace : nil
            let metrics = renderer.metrics(of: text, face: face, size: Fixed(Double(font.size)))
            return TextLineMetrics(width: metrics.width, ascent: metrics.ascent, descent: metrics.descent, lineHeight: metrics.lineHeight)
        }
    }
}
