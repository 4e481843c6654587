/// Turns a display list into pixels: shapes and text through a `Canvas`, groups through
/// layers composited with their opacity, scale, shadow and clip. Redraws only the damaged
/// rectangles; a group that nothing damaged is skipped whole.
public final class DisplayListRenderer {
    public let fonts: FontSet?
    /// What the screen shows behind every view.
    public var background: PixelColor
    private let shadowCache = ShadowMaskCache()

    /// A renderer drawing text with `fonts` (no text at all when nil).
    public init(fonts: FontSet?, background: PixelColor = .white) {
        self.fonts = fonts
        self.background = background
    }

    /// Redraws `rects` of `surface` (clipped to it) from `list`.
    public func draw(_ list: DisplayList, into surface: Surface, rects: [PixelRect]) {
        let ends = DisplayListRenderer.matchingEnds(list.entries)
        let canvas = Canvas(surface: surface)
        for rect in rects {
            let area = rect.intersection(surface.bounds)
            guard !area.isEmpty else { continue }
            surface.clear(area, to: background)
            canvas.withClip(area) {
                drawEntries(list.entries, list.entries.indices, ends: ends, on: canvas)
            }
        }
    }

    /// For each `beginGroup`, the index of its `endGroup` (an unbalanced list ends at its end).
    static func matchingEnds(_ entries: [DisplayList.Entry]) -> [Int: Int] {
        var ends: [Int: Int] = [:]
        var open: [Int] = []
        for (index, entry) in entries.enumerated() {
            switch entry.item {
            case .beginGroup: open.append(index)
            case .endGroup: if let begin = open.popLast() { ends[begin] = index }
            default: break
            }
        }
        for begin in open { ends[begin] = entries.count }
        return ends
    }

    private func drawEntries(_ entries: [DisplayList.Entry], _ range: Range<Int>, ends: [Int: Int], on canvas: Canvas) {
        var index = range.lowerBound
        while index < range.upperBound {
            let entry = entries[index]
            let local = entry.localBounds
            let visible = !PixelRect(x: local.x + canvas.translation.x.floorPixels - 1, y: local.y + canvas.translation.y.floorPixels - 1,
                                     width: local.width + 2, height: local.height + 2)
                .intersection(canvas.clip).isEmpty
            switch entry.item {
            case .fill(let kind, let rect, let color):
                if visible { canvas.fill(DisplayListRenderer.shape(kind, rect), color: color) }
            case .stroke(let kind, let rect, let color, let lineWidth):
                if visible { canvas.stroke(DisplayListRenderer.shape(kind, rect), lineWidth: lineWidth, color: color) }
            case .text(let run):
                if visible, let fonts {
                    canvas.drawText(run.string, with: fonts.renderer, face: fonts.face(weight: run.weight), size: run.fontSize,
                                    baselineOrigin: run.baselineOrigin, color: run.color)
                }
            case .beginGroup(let effect):
                let end = ends[index] ?? range.upperBound
                if visible || effect.scaleX != GroupEffect.one {
                    drawGroup(effect, bounds: entry.localBounds, entries, (index + 1)..<Swift.min(end, range.upperBound), ends: ends, on: canvas)
                }
                index = end
            case .endGroup:
                break
            }
            index += 1
        }
    }

    private func drawGroup(_ effect: GroupEffect, bounds: PixelRect, _ entries: [DisplayList.Entry], _ range: Range<Int>,
                           ends: [Int: Int], on canvas: Canvas) {
        if effect.isIdentity {
            drawEntries(entries, range, ends: ends, on: canvas)
            return
        }
        let scaled = effect.scaleX != GroupEffect.one || effect.scaleY != GroupEffect.one
        if effect.opacity == 255, !scaled, effect.shadow == nil, let clip = effect.clip {
            canvas.withClip(clip.enclosingPixels) { drawEntries(entries, range, ends: ends, on: canvas) }
            return
        }
        // A shadow under one shape needs no layer: the shape's own blurred mask, cached.
        if let shadow = effect.shadow, effect.opacity == 255, !scaled, effect.clip == nil, range.count == 1,
           case .fill(let kind, let rect, let color) = entries[range.lowerBound].item {
            let shape = DisplayListRenderer.shape(kind, rect)
            canvas.drawShadow(of: shape, color: shadow.color, radius: shadow.radius, offset: shadow.offset, cache: shadowCache)
            canvas.fill(shape, color: color)
            return
        }
        guard !bounds.isEmpty, effect.opacity != 0 else { return }
        let layer = Surface(width: bounds.width, height: bounds.height)
        let layerCanvas = Canvas(surface: layer)
        layerCanvas.translation = FixedPoint(x: Fixed(-bounds.x), y: Fixed(-bounds.y))
        if let clip = effect.clip {
            layerCanvas.withClip(clip.enclosingPixels) { drawEntries(entries, range, ends: ends, on: layerCanvas) }
        } else {
            drawEntries(entries, range, ends: ends, on: layerCanvas)
        }
        if let shadow = effect.shadow {
            let mask = blurredAlphaMask(of: layer, radius: shadow.radius)
            canvas.draw(mask, at: (bounds.x + shadow.offset.x.roundedPixels, bounds.y + shadow.offset.y.roundedPixels),
                        color: shadow.color)
        }
        let origin = FixedPoint(x: Fixed(bounds.x), y: Fixed(bounds.y))
        if scaled {
            // The rasterizer scales uniformly: x's factor (Q16.16 to 1/64).
            let scale = Fixed(raw: roundedDivision(effect.scaleX, GroupEffect.one / Fixed.scale))
            canvas.composite(layer, at: origin, scale: scale, anchor: effect.anchor - origin, opacity: effect.opacity)
        } else {
            canvas.composite(layer, at: origin, opacity: effect.opacity)
        }
    }

    /// The rasterizer's shape for a display item's figure.
    static func shape(_ kind: ShapeKind, _ rect: FixedRect) -> RoundedShape {
        switch kind {
        case .rectangle: .rectangle(rect)
        case .roundedRectangle(let radius): .roundedRectangle(rect, cornerRadius: radius)
        case .ellipse: .ellipse(in: rect)
        case .capsule: .capsule(in: rect)
        }
    }
}
