/// One drawing instruction.
public enum DisplayItem: Hashable, Sendable {
    case fill(ShapeKind, rect: FixedRect, color: PixelColor)
    case stroke(ShapeKind, rect: FixedRect, color: PixelColor, lineWidth: Fixed)
    case text(TextRun)
    /// A shape filled with a gradient laid over its rectangle. Boxed, so items of the
    /// other kinds stay as small (and as cheap to copy) as before.
    indirect case gradientFill(ShapeKind, rect: FixedRect, gradient: GradientPaint)
    /// A shape's outline stroked with a gradient laid over its rectangle.
    indirect case gradientStroke(ShapeKind, rect: FixedRect, gradient: GradientPaint, lineWidth: Fixed)
    /// A decoded image scaled into a rectangle.
    case image(ImageItem)
    /// A path filled or stroked (a custom shape): boxed, as its points are many.
    indirect case path(PathItem)
    /// Starts a layer: what follows up to the matching `endGroup` is drawn into it, then
    /// the layer is composited with the effect.
    case beginGroup(GroupEffect)
    case endGroup

    /// Written out (not synthesised) so that it can be inlined where the UI core and the
    /// renderer compare display lists, entry by entry, at every frame.
    @inlinable public static func == (a: DisplayItem, b: DisplayItem) -> Bool {
        switch (a, b) {
        case let (.fill(shape, rect, color), .fill(otherShape, otherRect, otherColor)):
            return shape == otherShape && rect == otherRect && color == otherColor
        case let (.stroke(shape, rect, color, width), .stroke(otherShape, otherRect, otherColor, otherWidth)):
            return shape == otherShape && rect == otherRect && color == otherColor && width == otherWidth
        case let (.text(run), .text(otherRun)):
            return run == otherRun
        case let (.gradientFill(shape, rect, gradient), .gradientFill(otherShape, otherRect, otherGradient)):
            return shape == otherShape && rect == otherRect && gradient == otherGradient
        case let (.gradientStroke(shape, rect, gradient, width), .gradientStroke(otherShape, otherRect, otherGradient, otherWidth)):
            return shape == otherShape && rect == otherRect && gradient == otherGradient && width == otherWidth
        case let (.image(image), .image(otherImage)):
            return image == otherImage
        case let (.path(path), .path(otherPath)):
            return path == otherPath
        case let (.beginGroup(effect), .beginGroup(otherEffect)):
            return effect == otherEffect
        case (.endGroup, .endGroup):
            return true
        default:
            return false
        }
    }
}

extension DisplayItem {
    /// Whether the item opens or closes a group.
    @inlinable package var isGroupBoundary: Bool {
        switch self {
        case .beginGroup, .endGroup: true
        default: false
        }
    }

    /// Whether a group begins (and whether its effect casts a shadow) or ends here; nil
    /// for any other item. Read in place: a `switch` binding the effect where the item is
    /// read would copy the item.
    @inlinable package var groupBoundary: (begins: Bool, shadow: Bool)? {
        switch self {
        case .beginGroup(let effect): (true, effect.shadow != nil)
        case .endGroup: (false, false)
        default: nil
        }
    }
}
