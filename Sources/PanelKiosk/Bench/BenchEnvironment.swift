import Panel

/// What every run shares: the fonts (also the text measurer views are laid out with) and
/// the rasterizer whose cost is the render phase.
@MainActor
final class BenchEnvironment {
    /// Which rasterizer the render phase runs.
    enum RendererKind: String, CaseIterable, Sendable {
        /// Panel's DisplayListRenderer: shapes, text, layers, shadows, scaling, clips.
        case panel
        /// The benchmark's direct painter: no shadows or layer scaling (the cairo row).
        case painter
    }

    let fonts: FontSet
    let rasterizer: any FrameRasterizer

    /// DejaVu Sans (and Bold when installed) and the chosen rasterizer.
    init(renderer: RendererKind = .panel) throws {
        fonts = try FontSet.loadDefault()
        switch renderer {
        case .panel: rasterizer = PanelRendererStage(renderer: DisplayListRenderer(fonts: fonts, background: .black))
        case .painter: rasterizer = DisplayListPainter(text: fonts.renderer, boldFace: fonts.bold)
        }
    }

    var measurer: any TextMeasuring { fonts }
}

/// The render phase as `panel-app run` does it: Panel's DisplayListRenderer redrawing the
/// damage, with shadows and layers.
@MainActor
final class PanelRendererStage: FrameRasterizer {
    let name = "DisplayListRenderer"
    let renderer: DisplayListRenderer

    init(renderer: DisplayListRenderer) { self.renderer = renderer }

    func render(_ list: DisplayList, damage: [PixelRect], into shadow: Surface) {
        renderer.draw(list, into: shadow, rects: damage)
    }
}
