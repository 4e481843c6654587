import PanelBase

/// Groups with a filter (`GraphicsContext.addFilter`): the group is drawn as it would be
/// without it into a layer covering what the filter needs around the clip (a blur's reach),
/// the filter changes the layer, and the layer is composited within the clip.
extension DisplayListRenderer {
    func drawFilteredGroup(_ effect: GroupEffect, filter: LayerFilter, bounds: PixelRect, _ entries: [DisplayList.Entry],
                           _ range: Range<Int>, ends: [Int], on canvas: RasterCanvas) {
        var plain = effect
        plain.filter = nil
        let pad = Surface.reach(of: filter)
        let reach = DisplayListRenderer.reach(of: plain, bounds: bounds).insetBy(dx: -pad, dy: -pad)
        let placed = PixelRect(x: reach.x + canvas.translation.x.floorPixels, y: reach.y + canvas.translation.y.floorPixels,
                               width: reach.width + 1, height: reach.height + 1)
        let area = placed.intersection(canvas.clip.insetBy(dx: -pad, dy: -pad))
        let visible = area.intersection(canvas.clip).intersection(canvas.surface.bounds)
        guard !visible.isEmpty else { return }
        let layer = scratchLayers.take(width: area.width, height: area.height)
        let layerCanvas = RasterCanvas(surface: layer, rasterizer: canvas.rasterizer)
        layerCanvas.translation = FixedPoint(x: canvas.translation.x - Fixed(area.x), y: canvas.translation.y - Fixed(area.y))
        drawGroup(plain, bounds: bounds, entries, range, ends: ends, on: layerCanvas)
        layer.apply(filter)
        for y in visible.y..<visible.maxY {
            canvas.surface.compositeSpan(x: visible.x, y: y, count: visible.width,
                                         source: layer.row(y - area.y) + (visible.x - area.x))
        }
        scratchLayers.giveBack(layer)
    }

    /// Where a group can draw, in its canvas's pixels: its bounds through its scale and
    /// transform, with its shadow's reach and two pixels for filtering.
    static func reach(of effect: GroupEffect, bounds: PixelRect) -> PixelRect {
        var reach = contentMap(of: effect).apply(FixedRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height))
            .enclosingPixels
        if let shadow = effect.shadow {
            let blur = (shadow.radius * 2).ceilPixels + 2
            reach = PixelRect(x: reach.x - blur + Swift.min(0, shadow.offset.x.floorPixels),
                              y: reach.y - blur + Swift.min(0, shadow.offset.y.floorPixels),
                              width: reach.width + 2 * blur + shadow.offset.x.magnitude.ceilPixels,
                              height: reach.height + 2 * blur + shadow.offset.y.magnitude.ceilPixels)
        }
        return reach.insetBy(dx: -2, dy: -2)
    }
}
