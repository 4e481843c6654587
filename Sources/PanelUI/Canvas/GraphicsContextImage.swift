import PanelBase

extension GraphicsContext {
    /// An image made ready to draw: decoded, with its size (a missing image has none and
    /// draws nothing).
    public struct ResolvedImage {
        let decoded: DecodedImage?
        let image: Image
        /// The image's own size in points.
        public var size: CGSize {
            CGSize(width: Double(decoded?.width ?? 0), height: Double(decoded?.height ?? 0))
        }
        public var baseline: CGFloat { size.height }
        /// Accepted: a template image draws in the canvas's foreground whatever the shading.
        public var shading: Shading?
    }

    /// Decodes `image` (from the cache when it was decoded before). Symbols are not drawn.
    public func resolve(_ image: Image) -> ResolvedImage {
        if case .success(let decoded) = ImageResources.image(for: image.source) {
            return ResolvedImage(decoded: decoded, image: image)
        }
        return ResolvedImage(decoded: nil, image: image)
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y,
                               width: size.width, height: size.height))
    }

    /// Draws the image scaled into `rect` (turned with a turned context).
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let decoded = image.decoded, rect.width > 0, rect.height > 0 else { return }
        // A turned context draws the image upright where the untransformed one would, in
        // a layer the renderer turns.
        let turned = turnedScope
        let placed = FixedRect(turned == nil ? rect.applying(transform) : rect).offsetBy(dx: recording.frame.minX, dy: recording.frame.minY)
        guard placed.width > .zero, placed.height > .zero else { return }
        let scopes = drawingScopes + (turned.map { [$0] } ?? [])
        // Upright: the display list takes a turned group's turn to where it shows.
        let bounds = placed
        let foreground = (environment.foregroundColor ?? Color.primary).resolved(in: environment).pixelColor
        let tint = image.image.renderingMode == .template ? foreground : nil
        let item = ImageItem(image: decoded, rect: placed, interpolation: image.image.sampling.imageInterpolation, tint: tint)
        let byte = opacityByte
        guard byte != 0 else { return }
        if byte == 255 {
            recording.add(.image(item), bounds: bounds, inside: scopes)
        } else {
            // An image has no opacity of its own: it is drawn in a translucent layer.
            var effect = GroupEffect()
            effect.opacity = byte
            recording.add(.image(item), bounds: bounds, inside: scopes + [recording.makeScope(effect)])
        }
        recording.enter(self.scopes)
    }
}
