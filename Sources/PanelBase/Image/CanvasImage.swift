extension Canvas {
    /// Draws `item`: its image resampled to its rectangle (corners rounded to whole
    /// pixels, so an image at its natural size is copied pixel for pixel), tinted when it
    /// is a template, blended source-over, within the clip. Resampled copies come from
    /// `cache`.
    public func drawImage(_ item: ImageItem, cache: ScaledImageCache) {
        let left = (item.rect.minX + translation.x).roundedPixels, right = (item.rect.maxX + translation.x).roundedPixels
        let top = (item.rect.minY + translation.y).roundedPixels, bottom = (item.rect.maxY + translation.y).roundedPixels
        let width = right - left, height = bottom - top
        guard width > 0, height > 0, item.image.width > 0, item.image.height > 0 else { return }
        let placed = PixelRect(x: left, y: top, width: width, height: height)
        let visible = placed.intersection(clip)
        guard !visible.isEmpty else { return }
        let key = ScaledImageCache.Key(image: item.image, width: width, height: height, interpolation: item.interpolation,
                                       tint: item.tint)
        let region = PixelRect(x: visible.x - left, y: visible.y - top, width: visible.width, height: visible.height)
        let (copy, origin) = cache.copy(key, region: region)
        for y in visible.y..<visible.maxY {
            let source = copy.row(y - top - origin.y) + (visible.x - left - origin.x)
            surface.compositeSpan(x: visible.x, y: y, count: visible.width, source: source)
        }
    }
}
