import PanelBase

extension RasterCanvas {
    /// The widest and tallest an image is drawn, in pixels: larger ones are left out.
    public static let largestImageSide = 1 << 20

    /// Draws `item`: its image (or its `source` part) resampled to its rectangle, or
    /// repeated at its own size when tiled, tinted when it is a template, blended
    /// source-over, within the clip. The rectangle's corners are rounded to whole pixels,
    /// so an image at its natural size is copied pixel for pixel. Resampled copies come
    /// from `cache`.
    public func drawImage(_ item: ImageItem, cache: ScaledImageCache) {
        let left = (item.rect.minX + translation.x).roundedPixels, right = (item.rect.maxX + translation.x).roundedPixels
        let top = (item.rect.minY + translation.y).roundedPixels, bottom = (item.rect.maxY + translation.y).roundedPixels
        let width = right - left, height = bottom - top
        let source = item.source.map { $0.intersection(item.image.surface.bounds) } ?? item.image.surface.bounds
        // Beyond a million pixels a side (layout allows far more) the image covers any
        // screen many times over; the resampling arithmetic stays within 64 bits below it.
        guard width > 0, height > 0, width <= RasterCanvas.largestImageSide, height <= RasterCanvas.largestImageSide, !source.isEmpty else {
            return
        }
        let placed = PixelRect(x: left, y: top, width: width, height: height)
        let visible = placed.intersection(clip)
        guard !visible.isEmpty else { return }
        let part = item.source == nil ? nil : source
        if item.isTiled {
            // The piece at its own size (a copy only when tinted or a part), repeated.
            let key = ScaledImageCache.Key(image: item.image, width: source.width, height: source.height,
                                           interpolation: item.interpolation, tint: item.tint, source: part)
            let tile = part == nil && item.tint == nil ? item.image.surface
                : cache.copy(key, region: PixelRect(x: 0, y: 0, width: source.width, height: source.height)).surface
            for y in visible.y..<visible.maxY {
                let row = tile.row((y - top) % tile.height)
                var x = visible.x
                while x < visible.maxX {
                    let column = (x - left) % tile.width
                    let count = Swift.min(tile.width - column, visible.maxX - x)
                    surface.compositeSpan(x: x, y: y, count: count, source: row + column)
                    x += count
                }
            }
            return
        }
        let key = ScaledImageCache.Key(image: item.image, width: width, height: height, interpolation: item.interpolation,
                                       tint: item.tint, source: part)
        let region = PixelRect(x: visible.x - left, y: visible.y - top, width: visible.width, height: visible.height)
        let (copy, origin) = cache.copy(key, region: region)
        for y in visible.y..<visible.maxY {
            let row = copy.row(y - top - origin.y) + (visible.x - left - origin.x)
            surface.compositeSpan(x: visible.x, y: y, count: visible.width, source: row)
        }
    }
}
