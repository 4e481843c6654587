/// Moving display items by whole pixels: what a scroll does to the items of its content.
/// An item moved by whole pixels draws the same pixels moved by as much (coverage,
/// glyphs, gradients and images are all computed relative to the item's own rectangle or
/// origin), which is what lets a scroll frame move the pixels already drawn instead of
/// drawing them again.
extension DisplayItem {
    /// The item moved by (dx, dy) pixels.
    public func translated(dx: Int, dy: Int) -> DisplayItem {
        let fx = Fixed(dx), fy = Fixed(dy)
        func move(_ rect: FixedRect) -> FixedRect { rect.offsetBy(dx: fx, dy: fy) }
        switch self {
        case let .fill(shape, rect, color):
            return .fill(shape, rect: move(rect), color: color)
        case let .stroke(shape, rect, color, width):
            return .stroke(shape, rect: move(rect), color: color, lineWidth: width)
        case var .text(run):
            run.baselineOrigin = FixedPoint(x: run.baselineOrigin.x + fx, y: run.baselineOrigin.y + fy)
            return .text(run)
        case let .gradientFill(shape, rect, gradient):
            return .gradientFill(shape, rect: move(rect), gradient: gradient)
        case let .gradientStroke(shape, rect, gradient, width):
            return .gradientStroke(shape, rect: move(rect), gradient: gradient, lineWidth: width)
        case var .image(image):
            image.rect = move(image.rect)
            return .image(image)
        case var .path(path):
            // Its points are relative to its rect: they move with it.
            path.rect = move(path.rect)
            return .path(path)
        case var .beginGroup(effect):
            // The anchor only means something for a scaled layer.
            if effect.isScaled { effect.anchor = FixedPoint(x: effect.anchor.x + fx, y: effect.anchor.y + fy) }
            if let clip = effect.clip { effect.clip = move(clip) }
            // A transform is placed at its view's frame: it moves with it.
            if var transform = effect.transform {
                transform.frame = move(transform.frame)
                effect.transform = transform
            }
            if let mask = effect.mask {
                switch mask {
                case let .shape(kind, rect, gradient): effect.mask = .shape(kind, rect: move(rect), gradient: gradient)
                case let .paint(gradient, rect): effect.mask = .paint(gradient, rect: move(rect))
                case let .path(geometry, rule, rect): effect.mask = .path(geometry, rule: rule, rect: move(rect))
                }
            }
            return .beginGroup(effect)
        case .endGroup:
            return .endGroup
        }
    }
}

extension DisplayList.Entry {
    /// The entry moved by (dx, dy) pixels, its bounds with it.
    public func translated(dx: Int, dy: Int) -> DisplayList.Entry {
        func move(_ rect: PixelRect) -> PixelRect {
            rect.isEmpty ? rect : PixelRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
        }
        return DisplayList.Entry(item: item.translated(dx: dx, dy: dy), bounds: move(bounds), localBounds: move(localBounds))
    }
}
