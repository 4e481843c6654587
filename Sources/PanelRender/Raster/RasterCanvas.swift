import PanelBase

/// Draws anti-aliased shapes, shadows and layers onto a `Surface`, within a clip
/// rectangle and moved by a translation.
///
/// Coordinates given to a canvas are its own: the translation (1/64 px) is added to every
/// shape, and the clip (whole pixels, device coordinates) bounds every pixel written.
/// Nested clips intersect. A canvas keeps its rasterizer's scratch memory between calls,
/// so keep one per surface rather than one per frame.
public final class RasterCanvas {
    public let surface: Surface
    /// Pixels outside this rectangle (device coordinates) are never written.
    public private(set) var clip: PixelRect
    /// Added to every coordinate given to the canvas.
    public var translation: FixedPoint
    /// Counts coverage and remembers shapes drawn before (see `ShapeRasterizer`).
    public let rasterizer: ShapeRasterizer
    package let layerSampler = LayerSampler()
    /// Made when the first rotated or sheared layer is composited.
    package lazy var affineSampler = AffineLayerSampler()
    /// Made when the first arc is drawn.
    lazy var arcRasterizer = ArcRasterizer()

    /// A canvas over the whole surface, no translation.
    public convenience init(surface: Surface) {
        self.init(surface: surface, rasterizer: ShapeRasterizer())
    }

    /// A canvas drawing with `rasterizer`: pass a long-lived one when canvases are made
    /// per frame or per layer, so shapes drawn in earlier frames are replayed, not recounted.
    public init(surface: Surface, rasterizer: ShapeRasterizer) {
        self.surface = surface
        self.clip = surface.bounds
        self.translation = .zero
        self.rasterizer = rasterizer
    }

    /// Fills `shape` with `color` (premultiplied), anti-aliased.
    public func fill(_ shape: RoundedShape, color: PixelColor) {
        guard color.alpha != 0 else { return }
        var sink = SurfaceColorSink(surface: surface, color: color)
        rasterizer.fill(shape.offsetBy(dx: translation.x, dy: translation.y), clip: clip, into: &sink)
    }

    /// Strokes `shape`'s outline with a line `lineWidth` wide centred on it, as SwiftUI's
    /// `.stroke(lineWidth:)` does.
    public func stroke(_ shape: RoundedShape, lineWidth: Fixed, color: PixelColor) {
        guard color.alpha != 0 else { return }
        var sink = SurfaceColorSink(surface: surface, color: color)
        rasterizer.stroke(shape.offsetBy(dx: translation.x, dy: translation.y), lineWidth: lineWidth, clip: clip, into: &sink)
    }

    /// Draws an arc (`ArcShape`: stroked, or filled when it has no line width) with `color`
    /// (premultiplied), anti-aliased.
    public func draw(_ arc: ArcShape, color: PixelColor) {
        guard color.alpha != 0 else { return }
        var sink = SurfaceColorSink(surface: surface, color: color)
        arcRasterizer.draw(arc.offsetBy(dx: translation.x, dy: translation.y), clip: clip, into: &sink)
    }

    /// Fills a rectangle of whole pixels; a plain span fill unless the translation has a
    /// fractional part, which anti-aliases its edges.
    public func fill(_ rect: PixelRect, color: PixelColor) {
        guard color.alpha != 0, !rect.isEmpty else { return }
        if translation.x.fraction != 0 || translation.y.fraction != 0 {
            fill(.rectangle(FixedRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)), color: color)
            return
        }
        let r = PixelRect(x: rect.x + translation.x.floorPixels, y: rect.y + translation.y.floorPixels,
                          width: rect.width, height: rect.height).intersection(clip)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY {
            surface.blendSpan(x: r.x, y: y, count: r.width, color: color)
        }
    }

    /// Runs `body` with the clip narrowed to `rect` (canvas coordinates, moved by the
    /// translation rounded to whole pixels), then restores it.
    @discardableResult
    public func withClip<Result>(_ rect: PixelRect, _ body: () throws -> Result) rethrows -> Result {
        let saved = clip
        let moved = PixelRect(x: rect.x + translation.x.roundedPixels, y: rect.y + translation.y.roundedPixels,
                              width: rect.width, height: rect.height)
        clip = clip.intersection(moved)
        defer { clip = saved }
        return try body()
    }

    /// Runs `body` with the translation moved by `offset`, then restores it.
    public func withTranslation<Result>(_ offset: FixedPoint, _ body: () throws -> Result) rethrows -> Result {
        let saved = translation
        translation = translation + offset
        defer { translation = saved }
        return try body()
    }
}

extension RasterCanvas {
    /// The most pixels a shadow mask may have (a shape about 4000 px square); the shadow
    /// of a larger shape is skipped rather than allocating without bound.
    public static let largestShadowMask = 16 << 20

    /// Draws the shadow of `shape` as SwiftUI's `.shadow(color:radius:x:y:)` does: the
    /// shape's coverage blurred (standard deviation radius/2), moved by `offset` and
    /// coloured. The blurred mask comes from `cache` when the same shape was drawn before.
    ///
    /// Pass `coveredByOpaqueShape` when the shape itself is filled opaque over its shadow
    /// next (the usual `.shadow` on a filled shape): the pixels it will fully cover are
    /// skipped, which gives the same final pixels for less work.
    public func drawShadow(of shape: RoundedShape, color: PixelColor, radius: Fixed, offset: FixedPoint, cache: ShadowMaskCache,
                           coveredByOpaqueShape: Bool = false) {
        guard color.alpha != 0, !shape.isEmpty else { return }
        // A shadow's mask holds the whole shape; one far larger than any screen is not drawn.
        let reach = 2 * (BoxBlur(shadowRadius: radius).reach + 1)
        let maskWidth = shape.rect.width.ceilPixels + reach, maskHeight = shape.rect.height.ceilPixels + reach
        guard maskWidth <= 1 << 16, maskHeight <= 1 << 16, maskWidth * maskHeight <= RasterCanvas.largestShadowMask else { return }
        let x0 = shape.rect.minX.raw + translation.x.raw + offset.x.raw
        let y0 = shape.rect.minY.raw + translation.y.raw + offset.y.raw
        let phaseX = x0 & 63, phaseY = y0 & 63
        let key = ShadowMaskCache.Key(size: shape.rect.size, radii: shape.radii, blurRadius: Swift.max(0, radius.raw),
                                      phaseX: phaseX, phaseY: phaseY)
        let mask = cache.mask(for: key) {
            ShadowMask.blurred(shape: shape, phaseX: phaseX, phaseY: phaseY, radius: radius, rasterizer: rasterizer)
        }
        let hidden = coveredByOpaqueShape ? ShadowMask.HiddenArea(coveredBy: shape.offsetBy(dx: translation.x, dy: translation.y)) : .none
        mask.draw(on: surface, x: (x0 >> 6) + mask.originX, y: (y0 >> 6) + mask.originY, color: color, clip: clip, hidden: hidden)
    }

    /// Draws a mask (such as `blurredAlphaMask(of:radius:)` of a layer) coloured, its
    /// source's top-left pixel at `origin` (canvas pixels, moved by the translation
    /// rounded to whole pixels).
    public func draw(_ mask: ShadowMask, at origin: (x: Int, y: Int), color: PixelColor) {
        mask.draw(on: surface, x: origin.x + translation.x.roundedPixels + mask.originX,
                  y: origin.y + translation.y.roundedPixels + mask.originY, color: color, clip: clip)
    }
}

extension RasterCanvas {
    /// Composites a layer (premultiplied) with its top-left pixel at `origin` (canvas
    /// whole pixels), all scaled by `opacity`: `.compositingGroup().opacity(…)`.
    public func composite(_ layer: Surface, at origin: (x: Int, y: Int), opacity: UInt8 = 255) {
        composite(layer, at: FixedPoint(x: Fixed(origin.x), y: Fixed(origin.y)), opacity: opacity)
    }

    /// Composites a layer at a sub-pixel `origin`; a fractional position is filtered
    /// bilinearly, a whole one is copied pixel for pixel.
    public func composite(_ layer: Surface, at origin: FixedPoint, opacity: UInt8 = 255) {
        let x = origin.x + translation.x, y = origin.y + translation.y
        guard x.fraction == 0 && y.fraction == 0 else {
            layerSampler.draw(layer, on: surface, offset: FixedPoint(x: x, y: y), scaleX: .one, scaleY: .one, opacity: opacity, clip: clip)
            return
        }
        let left = x.floorPixels, top = y.floorPixels
        let area = PixelRect(x: left, y: top, width: layer.width, height: layer.height).intersection(clip)
        guard !area.isEmpty, opacity != 0 else { return }
        for dy in area.y..<area.maxY {
            surface.compositeSpan(x: area.x, y: dy, count: area.width, source: layer.row(dy - top) + (area.x - left), opacity: opacity)
        }
    }

    /// Composites a layer placed with its top-left pixel at `origin` and scaled by `scale`
    /// (`Fixed.one` is 100 %) about `anchor` (layer coordinates, 1/64 px): `.scaleEffect`.
    /// Filtered bilinearly; the layer's edges are anti-aliased.
    public func composite(_ layer: Surface, at origin: FixedPoint, scale: Fixed, anchor: FixedPoint, opacity: UInt8 = 255) {
        composite(layer, at: origin, scaleX: scale, scaleY: scale, anchor: anchor, opacity: opacity)
    }

    /// The same with a scale of its own on each axis (`.scaleEffect(x:y:)`).
    public func composite(_ layer: Surface, at origin: FixedPoint, scaleX: Fixed, scaleY: Fixed, anchor: FixedPoint,
                          opacity: UInt8 = 255) {
        // Beyond 4096× nothing sensible is drawn, and the arithmetic must not overflow.
        let limit = Fixed(4096).raw
        guard scaleX.raw > 0, scaleY.raw > 0, scaleX.raw <= limit, scaleY.raw <= limit else { return }
        if scaleX == .one && scaleY == .one {
            composite(layer, at: origin, opacity: opacity)
            return
        }
        layerSampler.draw(layer, on: surface, offset: scaledLayerOffset(origin: origin, scaleX: scaleX, scaleY: scaleY, anchor: anchor),
                          scaleX: scaleX, scaleY: scaleY, opacity: opacity, clip: clip)
    }

    /// Where, on the surface, a layer placed at `origin` and scaled about `anchor` has its
    /// layer point (0, 0), in 1/64 px: layer point q lands on origin + anchor + (q − anchor)·scale.
    package func scaledLayerOffset(origin: FixedPoint, scaleX: Fixed, scaleY: Fixed, anchor: FixedPoint) -> FixedPoint {
        FixedPoint(x: Fixed(raw: origin.x.raw + translation.x.raw + anchor.x.raw - roundedDivision(anchor.x.raw * scaleX.raw, 64)),
                   y: Fixed(raw: origin.y.raw + translation.y.raw + anchor.y.raw - roundedDivision(anchor.y.raw * scaleY.raw, 64)))
    }

    /// Composites an image already resampled (`LayerSampler.resample`) with its top-left
    /// pixel at surface pixel (x, y), within the clip: the pixels `composite` with the same
    /// scale would draw, without filtering again.
    package func compositeResampled(_ image: Surface, x: Int, y: Int, opacity: UInt8) {
        let area = PixelRect(x: x, y: y, width: image.width, height: image.height).intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty, opacity != 0 else { return }
        for dy in area.y..<area.maxY {
            surface.compositeSpan(x: area.x, y: dy, count: area.width, source: image.row(dy - y) + (area.x - x), opacity: opacity)
        }
    }
}
