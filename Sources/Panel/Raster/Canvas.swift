/// Draws anti-aliased shapes, shadows and layers onto a `Surface`, within a clip
/// rectangle and moved by a translation.
///
/// Coordinates given to a canvas are its own: the translation (1/64 px) is added to every
/// shape, and the clip (whole pixels, device coordinates) bounds every pixel written.
/// Nested clips intersect. A canvas keeps its rasterizer's scratch memory between calls,
/// so keep one per surface rather than one per frame.
public final class Canvas {
    public let surface: Surface
    /// Pixels outside this rectangle (device coordinates) are never written.
    public private(set) var clip: PixelRect
    /// Added to every coordinate given to the canvas.
    public var translation: FixedPoint
    let rasterizer = ShapeRasterizer()

    /// A canvas over the whole surface, no translation.
    public init(surface: Surface) {
        self.surface = surface
        self.clip = surface.bounds
        self.translation = .zero
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
