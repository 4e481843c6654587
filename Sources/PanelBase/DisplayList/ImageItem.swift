/// An image drawn scaled into a rectangle: `DisplayItem.image`. The pixels are held by
/// reference, so comparing two items compares the image's identity, not its pixels.
public struct ImageItem: Hashable, Sendable {
    public var image: DecodedImage
    /// Where the whole image goes, stretched to fill it (layout coordinates).
    public var rect: FixedRect
    public var interpolation: ImageInterpolation
    /// For a template image: the colour its coverage (alpha) is drawn in; nil draws the
    /// image's own colours.
    public var tint: PixelColor?

    @inlinable public init(image: DecodedImage, rect: FixedRect, interpolation: ImageInterpolation = .high, tint: PixelColor? = nil) {
        self.image = image
        self.rect = rect
        self.interpolation = interpolation
        self.tint = tint
    }

    /// Written out so that it can be inlined where display lists are compared.
    @inlinable public static func == (a: ImageItem, b: ImageItem) -> Bool {
        a.image === b.image && a.rect == b.rect && a.interpolation == b.interpolation && a.tint == b.tint
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(rect)
        hasher.combine(interpolation)
        hasher.combine(tint)
    }
}
