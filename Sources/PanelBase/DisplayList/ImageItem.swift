/// An image drawn into a rectangle: `DisplayItem.image`. The pixels are held by
/// reference, so comparing two items compares the image's identity, not its pixels.
public struct ImageItem: Hashable, Sendable {
    public var image: DecodedImage
    /// Where the image (or its `source` part) goes, stretched to fill it unless tiled
    /// (layout coordinates).
    public var rect: FixedRect
    public var interpolation: ImageInterpolation
    /// For a template image: the colour its coverage (alpha) is drawn in; nil draws the
    /// image's own colours.
    public var tint: PixelColor?
    /// The part of the image drawn, in its pixels (nil: all of it): one piece of an
    /// image resized with cap insets.
    public var source: PixelRect?
    /// Repeated at its own size from the rectangle's top left corner, rather than stretched.
    public var isTiled: Bool

    @inlinable public init(image: DecodedImage, rect: FixedRect, interpolation: ImageInterpolation = .high, tint: PixelColor? = nil,
                           source: PixelRect? = nil, isTiled: Bool = false) {
        self.image = image
        self.rect = rect
        self.interpolation = interpolation
        self.tint = tint
        self.source = source
        self.isTiled = isTiled
    }

    /// Written out so that it can be inlined where display lists are compared.
    @inlinable public static func == (a: ImageItem, b: ImageItem) -> Bool {
        a.image === b.image && a.rect == b.rect && a.interpolation == b.interpolation && a.tint == b.tint
            && a.source == b.source && a.isTiled == b.isTiled
    }

    @inlinable public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(rect)
        hasher.combine(interpolation)
        hasher.combine(tint)
        hasher.combine(source)
        hasher.combine(isTiled)
    }
}
