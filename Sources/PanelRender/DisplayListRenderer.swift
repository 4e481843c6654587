import PanelBase

/// Turns a display list into pixels: shapes and text through a `RasterCanvas`, groups through
/// layers composited with their opacity, scale, shadow and clip. Redraws only the damaged
/// rectangles; a group that nothing damaged is skipped whole.
public final class DisplayListRenderer {
    public let fonts: FontSet?
    /// What the screen shows behind every view.
    public var background: PixelColor
    private let shadowCache = ShadowMaskCache()
    /// Images at the sizes they are drawn.
    let scaledImages = ScaledImageCache()
    /// Layers of groups whose content did not change since they were drawn.
    let layerCache = GroupLayerCache()
    /// Memory for layers drawn and composited at once, kept from frame to frame.
    let scratchLayers = ScratchLayers()
    /// Shared by every canvas, so shapes drawn in one frame are replayed in the next.
    private let rasterizer = ShapeRasterizer()
    /// Whether a shadow under one opaque shape is drawn from that shape's cached mask rather
    /// than from a layer (the same pixels; off only to check that).
    var drawsShadowsFromOpaqueShapes = true

    /// A renderer drawing text with `fonts` (no text at all when nil).
    public init(fonts: FontSet?, background: PixelColor = .white) {
        self.fonts = fonts
        self.background = background
    }

    /// Brings `surface`, which shows the frame before, up to `frame`: a scroll's shift
    /// moves the viewport's pixels and only what it leaves is drawn (a scroll frame costs a
    /// move and the strips it exposed, not a redraw of the viewport); otherwise the damage
    /// is drawn.
    public func draw(_ frame: Frame, into surface: Surface) {
        if let shift = frame.shift {
            surface.apply(shift.pixels)
            draw(frame.displayList, into: surface, region: shift.damage)
        } else {
            draw(frame.displayList, into: surface, region: frame.damage)
        }
    }

    /// Redraws `region` of `surface` (clipped to it) from `list`.
    public func draw(_ list: DisplayList, into surface: Surface, region: Region) {
        // A frame that changed nothing (a kiosk's display waking) draws nothing.
        guard !region.isEmpty else { return }
        let ends = DisplayListRenderer.matchingEnds(list.entries)
        let canvas = RasterCanvas(surface: surface, rasterizer: rasterizer)
        layerCache.beginFrame()
        rasterizer.beginFrame()
        for rect in region.rects {
            let area = rect.intersection(surface.bounds)
            guard !area.isEmpty else { continue }
            // What an opaque fill covers whole (a card under the damage, a screen's
            // background) need not be drawn under it, nor cleared first.
            let opaqueFill = DisplayListRenderer.lastOpaqueFill(covering: area, in: list.entries, ends: ends)
            if opaqueFill == nil { surface.clear(area, to: background) }
            let first = opaqueFill ?? 0
            canvas.withClip(area) {
                drawEntries(list.entries, first..<list.entries.count, ends: ends, on: canvas)
            }
        }
    }

    /// At each `beginGroup`'s index, the index of its `endGroup` (an unbalanced list ends at
    /// its end); at other indices, their own.
    static func matchingEnds(_ entries: [DisplayList.Entry]) -> [Int] {
        var ends = Array(entries.indices)
        var open: [Int] = []
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                // Only the case is read: no entry (and no text in it) is copied.
                if buffer[index].item.isGroupBoundary {
                    if case .beginGroup = buffer[index].item {
                        open.append(index)
                    } else if let begin = open.popLast() {
                        ends[begin] = index
                    }
                }
            }
        }
        for begin in open { ends[begin] = entries.count }
        return ends
    }

    private func drawEntries(_ entries: [DisplayList.Entry], _ range: Range<Int>, ends: [Int], on canvas: RasterCanvas) {
        var index = range.lowerBound
        while index < range.upperBound {
            let local = entries[index].localBounds
            let visible = !PixelRect(x: local.x + canvas.translation.x.floorPixels - 1, y: local.y + canvas.translation.y.floorPixels - 1,
                                     width: local.width + 2, height: local.height + 2)
                .intersection(canvas.clip).isEmpty
            // Most entries lie outside the damage: they are passed over without being
            // copied (a text's string would be retained and released).
            if !visible, !entries[index].item.isGroupBoundary {
                index += 1
                continue
            }
            let entry = entries[index]
            switch entry.item {
            case .fill(let kind, let rect, let color):
                if visible {
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: nil), color: color)
                    } else {
                        canvas.fill(DisplayListRenderer.shape(kind, rect), color: color)
                    }
                }
            case .stroke(let kind, let rect, let color, let lineWidth):
                if visible {
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: lineWidth), color: color)
                    } else {
                        canvas.stroke(DisplayListRenderer.shape(kind, rect), lineWidth: lineWidth, color: color)
                    }
                }
            case .gradientFill(let kind, let rect, let gradient):
                if visible {
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: nil), gradient: gradient, in: rect)
                    } else {
                        canvas.fill(DisplayListRenderer.shape(kind, rect), gradient: gradient, in: rect)
                    }
                }
            case .gradientStroke(let kind, let rect, let gradient, let lineWidth):
                if visible {
                    if let arc = kind.arcSegment {
                        canvas.draw(ArcShape(rect: rect, segment: arc, lineWidth: lineWidth), gradient: gradient, in: rect)
                    } else {
                        canvas.stroke(DisplayListRenderer.shape(kind, rect), lineWidth: lineWidth, gradient: gradient, in: rect)
                    }
                }
            case .text(let run):
                if visible, let fonts {
                    canvas.drawText(run.string, with: fonts.renderer, face: fonts.face(weight: run.weight, style: run.style),
                                    size: run.fontSize, monospacedDigits: run.style.monospacedDigits,
                                    rightToLeft: run.rightToLeft, baselineOrigin: run.baselineOrigin, color: run.color)
                }
            case .image(let item):
                if visible { canvas.drawImage(item, cache: scaledImages) }
            case .path(let item):
                if visible { canvas.draw(item) }
            case .beginGroup(let effect):
                let end = ends[index]
                if visible || effect.isScaled || effect.isTransformed {
                    drawGroup(effect, bounds: entry.localBounds, entries, (index + 1)..<Swift.min(end, range.upperBound), ends: ends, on: canvas)
                }
                index = end
            case .endGroup:
                break
            }
            index += 1
        }
    }

    func drawGroup(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                   ends: [Int], on canvas: RasterCanvas) {
        if effect.blendMode != .normal {
            drawBlendedGroup(effect, bounds: bounds, entries, range, ends: ends, on: canvas)
            return
        }
        if let filter = effect.filter {
            drawFilteredGroup(effect, filter: filter, bounds: bounds, entries, range, ends: ends, on: canvas)
            return
        }
        if effect.isIdentity && !DisplayListRenderer.isFadingShadowAtRest(entries, range, ends: ends) {
            drawEntries(entries, range, ends: ends, on: canvas)
            return
        }
        if effect.isTransformed {
            drawTransformedGroup(effect, bounds: bounds, entries, range, ends: ends, on: canvas)
            return
        }
        if effect.opacity == 255, !effect.isScaled, effect.shadow == nil, let clip = DisplayListRenderer.plainClip(of: effect) {
            canvas.withClip(clip) { drawEntries(entries, range, ends: ends, on: canvas) }
            return
        }
        // A shadow whose group's alpha is one opaque shape (a button's plate with its label
        // inside) needs no layer: the shape's own blurred mask, cached, then the group as is.
        if drawsShadowsFromOpaqueShapes, let shadow = effect.shadow, effect.opacity == 255, !effect.isScaled, effect.clip == nil,
           effect.mask == nil, let shape = DisplayListRenderer.opaqueBase(of: entries, range) {
            canvas.drawShadow(of: shape, color: shadow.color, radius: shadow.radius, offset: shadow.offset, cache: shadowCache,
                              coveredByOpaqueShape: true)
            drawEntries(entries, range, ends: ends, on: canvas)
            return
        }
        guard effect.opacity != 0 else { return }
        // Opacity and scale over content that stays the same (a pressed button fading and
        // shrinking, a label easing back): the content's layer is kept, and opacity and
        // scale groups nested directly in one another are composited in one pass.
        if let folded = DisplayListRenderer.fold(effect, bounds: bounds, entries, range, ends: ends),
           GroupLayerCache.accepts(folded.bounds) {
            let key = GroupLayerCache.Key(entries: Array(entries[folded.range]), bounds: folded.bounds, shadow: nil, clip: nil)
            if let kept = layerCache.layer(for: key) {
                composite(kept, effect: folded.effect, bounds: folded.bounds, on: canvas)
                return
            }
            if layerCache.isWorthKeeping(key) {
                let (surface, _) = drawLayer(GroupEffect(), bounds: folded.bounds, entries, folded.range, ends: ends)
                let kept = layerCache.store(surface, shadowMask: nil, for: key)
                composite(kept, effect: folded.effect, bounds: folded.bounds, on: canvas)
                return
            }
            // Its content changes from frame to frame: drawn for this frame only.
            let (layer, _) = drawLayer(GroupEffect(), bounds: folded.bounds, entries, folded.range, ends: ends, scratch: true)
            composite(layer, shadowMask: nil, effect: folded.effect, bounds: folded.bounds, on: canvas)
            scratchLayers.giveBack(layer)
            return
        }
        // The layer needs only what can reach the clip: no bigger than the damage (through
        // the scale, plus a blur's reach), however large the content.
        let needed = bounds.intersection(DisplayListRenderer.layerArea(for: effect, canvas: canvas))
        guard !needed.isEmpty else { return }
        // Damage over part of a group (something moving across or beside it) is likely to
        // come again while the group stays as it is: a group small enough is then drawn
        // whole once and kept. A group damaged whole has most likely changed: drawn afresh.
        if needed != bounds, GroupLayerCache.accepts(bounds) {
            let key = GroupLayerCache.Key(entries: Array(entries[range]), bounds: bounds, shadow: effect.shadow, clip: effect.clip,
                                          mask: effect.mask)
            if let kept = layerCache.layer(for: key) {
                composite(kept, effect: effect, bounds: bounds, on: canvas)
                return
            }
            if layerCache.isWorthKeeping(key) {
                let (surface, mask) = drawLayer(effect, bounds: bounds, entries, range, ends: ends)
                composite(layerCache.store(surface, shadowMask: mask, for: key), effect: effect, bounds: bounds, on: canvas)
                return
            }
        }
        let (layer, mask) = drawLayer(effect, bounds: needed, entries, range, ends: ends, scratch: true)
        composite(layer, shadowMask: mask, effect: effect, bounds: needed, on: canvas)
        scratchLayers.giveBack(layer)
    }

    /// Rasterises a group's content within `bounds` into a layer, and blurs its shadow.
    func drawLayer(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                           ends: [Int], scratch: Bool = false) -> (Surface, ShadowMask?) {
        // A layer kept in the cache owns its memory; one composited at once borrows it.
        let layer = scratch ? scratchLayers.take(width: bounds.width, height: bounds.height)
                            : Surface(width: bounds.width, height: bounds.height)
        let layerCanvas = RasterCanvas(surface: layer, rasterizer: rasterizer)
        layerCanvas.translation = FixedPoint(x: Fixed(-bounds.x), y: Fixed(-bounds.y))
        if let clip = effect.clip {
            layerCanvas.withClip(clip.enclosingPixels) { drawEntries(entries, range, ends: ends, on: layerCanvas) }
        } else {
            drawEntries(entries, range, ends: ends, on: layerCanvas)
        }
        // Cut by the mask before the shadow is taken, so the shadow follows the cut shape.
        if let mask = effect.mask {
            layer.apply(mask, offset: layerCanvas.translation, rasterizer: rasterizer)
        }
        return (layer, effect.shadow.map { blurredAlphaMask(of: layer, radius: $0.radius) })
    }

    /// Draws a kept layer (and its shadow) as `composite(_:shadowMask:...)` does; shrunk (not
    /// grown), it is resampled once per scale and sub-pixel position.
    private func composite(_ kept: GroupLayerCache.Layer, effect: GroupEffect, bounds: PixelRect, on canvas: RasterCanvas) {
        composite(kept.surface, shadowMask: kept.shadowMask, effect: effect, bounds: bounds, on: canvas, keptLayer: kept)
    }

    /// Draws a group's shadow and its layer, placed at `bounds`, with its opacity and scale.
    private func composite(_ layer: Surface, shadowMask: ShadowMask?, effect: GroupEffect, bounds: PixelRect,
                           on canvas: RasterCanvas, keptLayer: GroupLayerCache.Layer? = nil) {
        if let shadow = effect.shadow, let mask = shadowMask {
            canvas.draw(mask, at: (bounds.x + shadow.offset.x.roundedPixels, bounds.y + shadow.offset.y.roundedPixels),
                        color: shadow.color)
        }
        let origin = FixedPoint(x: Fixed(bounds.x), y: Fixed(bounds.y))
        if effect.isScaled {
            // Q16.16 to 1/64.
            let scaleX = Fixed(raw: roundedDivision(effect.scaleX, GroupEffect.one / Fixed.scale))
            let scaleY = Fixed(raw: roundedDivision(effect.scaleY, GroupEffect.one / Fixed.scale))
            if let keptLayer, scaleX.raw > 0, scaleY.raw > 0, scaleX <= .one, scaleY <= .one, scaleX != .one || scaleY != .one {
                let offset = canvas.scaledLayerOffset(origin: origin, scaleX: scaleX, scaleY: scaleY, anchor: effect.anchor - origin)
                if let resampled = keptLayer.resampledImage(offset: offset, scaleX: scaleX, scaleY: scaleY, opacity: effect.opacity,
                                                            sampler: canvas.layerSampler) {
                    canvas.compositeResampled(resampled.image, x: resampled.x, y: resampled.y, opacity: 255)
                }
                return
            }
            canvas.composite(layer, at: origin, scaleX: scaleX, scaleY: scaleY, anchor: effect.anchor - origin, opacity: effect.opacity)
        } else {
            canvas.composite(layer, at: origin, opacity: effect.opacity)
        }
    }

    /// A group of opacity and scale only, with the groups of opacity and scale only that it
    /// holds and nothing else (at most one of them scaled) folded in: what compositing the
    /// innermost one's content once with the product of their opacities and that scale
    /// draws. Nil for a group with a shadow, a clip or a mask.
    static func fold(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                     ends: [Int]) -> (effect: GroupEffect, bounds: PixelRect, range: Range<Int>)? {
        guard effect.shadow == nil, effect.clip == nil, effect.mask == nil else { return nil }
        var folded = (effect: effect, bounds: bounds, range: range)
        while let first = folded.range.first, case .beginGroup(let inner) = entries[first].item,
              case let end = ends[first], end == folded.range.upperBound - 1,
              inner.shadow == nil, inner.clip == nil, inner.mask == nil, !inner.isTransformed, inner.blendMode == .normal,
              !(inner.isScaled && folded.effect.isScaled) {
            folded.effect.opacity = UInt8((Int(folded.effect.opacity) * Int(inner.opacity) + 127) / 255)
            if inner.isScaled {
                folded.effect.scaleX = inner.scaleX
                folded.effect.scaleY = inner.scaleY
                folded.effect.anchor = inner.anchor
            }
            folded.bounds = entries[first].localBounds
            folded.range = (first + 1)..<end
        }
        return folded
    }

    /// Whether a group's content is one shadowed group: a button that fades and shrinks
    /// when pressed (`.shadow(…).opacity(…).scaleEffect(…)`), here at rest. It is drawn
    /// through the layer its pressed state composites (drawn once and kept), so letting go
    /// composites the button instead of drawing it again, and a button drawn afresh is
    /// drawn the same way, to the same pixels.
    static func isFadingShadowAtRest(_ entries: [DisplayList.Entry], _ range: Range<Int>, ends: [Int]) -> Bool {
        var inside = range
        // Through groups that change nothing, each the whole of the one around it.
        while let first = inside.first, case .beginGroup(let inner) = entries[first].item, ends[first] == inside.upperBound - 1 {
            if inner.shadow != nil { return true }
            guard inner.isIdentity else { return false }
            inside = (first + 1)..<ends[first]
        }
        return false
    }

    /// The group's first item when it is an opaque fill (a colour or a gradient) and
    /// everything after it lies inside that shape's solid part, so the group's alpha is
    /// exactly the shape's.
    static func opaqueBase(of entries: [DisplayList.Entry], _ range: Range<Int>) -> RoundedShape? {
        // Groups that change nothing (`.compositingGroup()` inside `.shadow`) are seen through.
        var start = range.lowerBound
        while start < range.upperBound, case .beginGroup(let effect) = entries[start].item, effect.isIdentity { start += 1 }
        let range = start..<range.upperBound
        guard let first = range.first else { return nil }
        let shape: RoundedShape
        switch entries[first].item {
        case .fill(let kind, let rect, let color) where color.isOpaque && kind.arcSegment == nil:
            shape = DisplayListRenderer.shape(kind, rect)
        case .gradientFill(let kind, let rect, let gradient) where gradient.isOpaque && kind.arcSegment == nil:
            shape = DisplayListRenderer.shape(kind, rect)
        default: return nil
        }
        guard let inner = solidPixels(of: shape) else { return range.count == 1 ? shape : nil }
        for index in range.dropFirst() {
            let bounds = entries[index].localBounds
            if case .endGroup = entries[index].item { continue }
            guard bounds.isEmpty || inner.intersection(bounds) == bounds else { return nil }
        }
        return shape
    }

    /// The whole pixels a filled shape covers fully: its rectangle less its largest corner
    /// radius on every side (nil when that leaves no area; it may leave no whole pixel).
    static func solidPixels(of shape: RoundedShape) -> PixelRect? {
        let r = shape.radii
        // Written out: an array of the four corners was allocated at every call (every
        // opaque fill of every damaged rectangle).
        let top = Fixed.max(Fixed.max(r.topLeft.width, r.topLeft.height), Fixed.max(r.topRight.width, r.topRight.height))
        let bottom = Fixed.max(Fixed.max(r.bottomRight.width, r.bottomRight.height), Fixed.max(r.bottomLeft.width, r.bottomLeft.height))
        let inset = Fixed.max(Fixed.max(top, bottom), .zero)
        let solid = shape.rect.insetBy(dx: inset, dy: inset)
        guard !solid.isEmpty else { return nil }
        let inner = PixelRect(x: solid.minX.ceilPixels, y: solid.minY.ceilPixels,
                              width: solid.maxX.floorPixels - solid.minX.ceilPixels, height: solid.maxY.floorPixels - solid.minY.ceilPixels)
        return inner
    }

    /// The index of the last entry outside any group that fills `area` whole with an
    /// opaque colour: everything before it is hidden there.
    static func lastOpaqueFill(covering area: PixelRect, in entries: [DisplayList.Entry], ends: [Int]) -> Int? {
        var found: Int?
        entries.withUnsafeBufferPointer { entries in
            var index = 0
            while index < entries.count {
                // Only the case and its geometry are read: no entry is copied.
                switch entries[index].item {
                case .beginGroup:
                    index = ends[index]
                case .fill(let kind, let rect, let color) where color.isOpaque:
                    if let solid = solidPixels(of: shape(kind, rect)), solid.intersection(area) == area { found = index }
                default:
                    break
                }
                index += 1
            }
        }
        return found
    }

    /// The part of the canvas (in its own coordinates) a group's layer must cover for its
    /// composited result to fill the canvas's clip.
    static func layerArea(for effect: GroupEffect, canvas: RasterCanvas) -> PixelRect {
        let clip = canvas.clip
        var area = PixelRect(x: clip.x - canvas.translation.x.floorPixels, y: clip.y - canvas.translation.y.floorPixels,
                             width: clip.width + 1, height: clip.height + 1)
        if effect.isScaled {
            // Points that land in the clip: a + (p − a)/s, with two pixels for filtering.
            func preimage(_ v: Int, _ anchor: Fixed, _ scale: Int) -> Int {
                guard scale > 0 else { return anchor.floorPixels }
                return (anchor + Fixed(raw: roundedDivision((Fixed(v) - anchor).raw * GroupEffect.one, scale))).floorPixels
            }
            let x0 = preimage(area.x, effect.anchor.x, effect.scaleX), x1 = preimage(area.maxX, effect.anchor.x, effect.scaleX)
            let y0 = preimage(area.y, effect.anchor.y, effect.scaleY), y1 = preimage(area.maxY, effect.anchor.y, effect.scaleY)
            area = PixelRect(x: Swift.min(x0, x1) - 2, y: Swift.min(y0, y1) - 2,
                             width: Swift.abs(x1 - x0) + 5, height: Swift.abs(y1 - y0) + 5)
        }
        if let shadow = effect.shadow {
            let reach = (shadow.radius * 2).ceilPixels + 2
            area = PixelRect(x: area.x - reach - shadow.offset.x.ceilPixels, y: area.y - reach - shadow.offset.y.ceilPixels,
                             width: area.width + 2 * reach + 2 * shadow.offset.x.magnitude.ceilPixels,
                             height: area.height + 2 * reach + 2 * shadow.offset.y.magnitude.ceilPixels)
        }
        return area
    }

    /// The whole pixels a group's clip and mask keep, when they cut nothing else (a clip, a
    /// mask that is a rectangle on whole pixels): the group is then drawn within them, with
    /// no layer. Nil when there is neither, or a mask with edges or alpha of its own.
    static func plainClip(of effect: GroupEffect) -> PixelRect? {
        switch (effect.clip, effect.mask) {
        case (let clip?, nil): return clip.enclosingPixels
        case (nil, let mask?) where mask.isPixelRectangle: return mask.rect.enclosingPixels
        case (let clip?, let mask?) where mask.isPixelRectangle: return clip.enclosingPixels.intersection(mask.rect.enclosingPixels)
        default: return nil
        }
    }

    /// The rasterizer's shape for a display item's figure.
    package static func shape(_ kind: ShapeKind, _ rect: FixedRect) -> RoundedShape {
        kind.roundedShape(in: rect)
    }
}
