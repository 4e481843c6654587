import PanelBase

/// Groups composited with a blend mode (`.blendMode(_:)`, a `GraphicsContext` drawing with
/// one): the group is drawn as it would be with no blend mode, into a layer the size of
/// what it can reach within the clip, and that layer is then combined with the pixels
/// under it by the mode. Source over never comes here.
extension DisplayListRenderer {
    func drawBlendedGroup(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                          ends: [Int], on canvas: RasterCanvas) {
        var plain = effect
        plain.blendMode = .normal
        let reach = DisplayListRenderer.reach(of: plain, bounds: bounds)
        let area = PixelRect(x: reach.x + canvas.translation.x.floorPixels, y: reach.y + canvas.translation.y.floorPixels,
                             width: reach.width + 1, height: reach.height + 1)
            .intersection(canvas.clip).intersection(canvas.surface.bounds)
        guard !area.isEmpty else { return }
        let layer = scratchLayers.take(width: area.width, height: area.height)
        let layerCanvas = RasterCanvas(surface: layer, rasterizer: canvas.rasterizer)
        layerCanvas.translation = FixedPoint(x: canvas.translation.x - Fixed(area.x), y: canvas.translation.y - Fixed(area.y))
        drawGroup(plain, bounds: bounds, entries, range, ends: ends, on: layerCanvas)
        for y in 0..<area.height {
            canvas.surface.blendModeSpan(x: area.x, y: area.y + y, count: area.width, source: layer.row(y), mode: effect.blendMode)
        }
        scratchLayers.giveBack(layer)
    }
}
