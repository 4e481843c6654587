import PanelBase

/// Groups drawn through an affine transform (`rotationEffect`, `transformEffect`, geometry
/// effects): the content is drawn into a layer as for any group, and the layer composited
/// through the inverse map with bilinear filtering, within the damage. The layer of content
/// that stays the same (a spinner turning, a card flipping) is kept, so each frame of the
/// animation only composites it.
extension DisplayListRenderer {
    /// The map from the group's content to the canvas: its scale about the anchor, then its
    /// transform.
    static func contentMap(of effect: GroupEffect) -> FixedAffineTransform {
        let map = effect.transform?.screen ?? .identity
        guard effect.isScaled else { return map }
        let sx = effect.scaleX, sy = effect.scaleY, anchor = effect.anchor
        let scale = FixedAffineTransform(a: sx, b: 0, c: 0, d: sy,
                                         tx: anchor.x - Fixed(raw: roundedDivision(anchor.x.raw * sx, GroupEffect.one)),
                                         ty: anchor.y - Fixed(raw: roundedDivision(anchor.y.raw * sy, GroupEffect.one)))
        return scale.concatenating(map)
    }

    func drawTransformedGroup(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                              ends: [Int], on canvas: RasterCanvas) {
        guard effect.opacity != 0, !bounds.isEmpty else { return }
        let map = DisplayListRenderer.contentMap(of: effect)
        // A transform that flattens the content draws nothing.
        guard let inverse = map.inverted() else { return }
        // The content that can reach the clip: the clip mapped back, with room for the filter.
        let clip = canvas.clip
        let clipInCanvas = FixedRect(x: clip.x - canvas.translation.x.floorPixels, y: clip.y - canvas.translation.y.floorPixels,
                                     width: clip.width + 1, height: clip.height + 1)
        let needed = bounds.intersection(inverse.apply(clipInCanvas).enclosingPixels.insetBy(dx: -2, dy: -2))
        guard !needed.isEmpty else { return }
        // Drawn into the layer: the content, its clip and mask; the transform and opacity
        // come when compositing (a transformed group has no shadow).
        var inLayer = GroupEffect()
        inLayer.clip = effect.clip
        inLayer.mask = effect.mask
        if GroupLayerCache.accepts(bounds) {
            // The layer's pixels follow the items and where they lie in the layer, not where
            // the transform puts them on screen (which changes at every frame of a turn).
            let content = entries[range].map { DisplayList.Entry(item: $0.item, bounds: $0.localBounds, localBounds: $0.localBounds) }
            let key = GroupLayerCache.Key(entries: content, bounds: bounds, shadow: nil, clip: effect.clip, mask: effect.mask)
            if let kept = layerCache.layer(for: key) {
                compositeTransformed(kept.surface, at: bounds, map: map, opacity: effect.opacity, on: canvas)
                return
            }
            if layerCache.isWorthKeeping(key) {
                let (surface, _) = drawLayer(inLayer, bounds: bounds, entries, range, ends: ends)
                let kept = layerCache.store(surface, shadowMask: nil, for: key)
                compositeTransformed(kept.surface, at: bounds, map: map, opacity: effect.opacity, on: canvas)
                return
            }
        }
        let (layer, _) = drawLayer(inLayer, bounds: needed, entries, range, ends: ends, scratch: true)
        compositeTransformed(layer, at: needed, map: map, opacity: effect.opacity, on: canvas)
        scratchLayers.giveBack(layer)
    }

    /// Composites a layer holding the content at `placed` (canvas pixels) through `map`.
    /// A map that only scales up or down and moves goes through the scaling sampler, as a
    /// `scaleEffect` does; a rotation, a shear or a mirror through the affine one.
    func compositeTransformed(_ layer: Surface, at placed: PixelRect, map: FixedAffineTransform, opacity: UInt8,
                              on canvas: RasterCanvas) {
        // Where the layer's top-left lands on the surface, in 1/64 px.
        let corner = map.apply(FixedPoint(x: Fixed(placed.x), y: Fixed(placed.y)))
        let offset = FixedPoint(x: corner.x + canvas.translation.x, y: corner.y + canvas.translation.y)
        if map.isAxisAligned, map.a > 0, map.d > 0 {
            if map.a == FixedAffineTransform.one, map.d == FixedAffineTransform.one {
                canvas.composite(layer, at: FixedPoint(x: corner.x, y: corner.y), opacity: opacity)
                return
            }
            // Q16.16 to 1/64, as the scale path does.
            let scaleX = Fixed(raw: roundedDivision(map.a, GroupEffect.one / Fixed.scale))
            let scaleY = Fixed(raw: roundedDivision(map.d, GroupEffect.one / Fixed.scale))
            canvas.layerSampler.draw(layer, on: canvas.surface, offset: offset, scaleX: scaleX, scaleY: scaleY, opacity: opacity,
                                     clip: canvas.clip)
            return
        }
        canvas.affineSampler.draw(layer, on: canvas.surface, map: map, offset: offset, opacity: opacity, clip: canvas.clip)
    }
}
