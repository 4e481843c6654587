import Panel

/// What every run shares: the fonts, the text measurer views are laid out with, and the
/// rasterizer whose cost is the render phase.
@MainActor
final class BenchEnvironment {
    let text: TextRenderer
    let boldFace: FontFace?
    let measurer: FontTextMeasurer
    let rasterizer: any FrameRasterizer

    /// DejaVu Sans (and Bold when installed), and the display-list painter.
    init() throws {
        text = try TextRenderer()
        boldFace = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0) }
        measurer = FontTextMeasurer(renderer: text, boldFace: boldFace)
        rasterizer = DisplayListPainter(text: text, boldFace: boldFace)
    }
}
