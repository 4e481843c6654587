import PanelBase

/// A custom shape's outline for a modifier that clips or hit-tests by it (`.clipShape`,
/// `.contentShape`): the shape's path in the view's frame, made when it is needed, filled
/// by its rule. Its closure cannot be compared, so a modifier holding one counts as
/// changed whenever it is given again.
struct ShapeOutline {
    let makePath: @MainActor (CGRect) -> Path
    let isEOFilled: Bool

    /// The outline of `shape`, nil for a shape Panel draws by its kind (a rectangle, a
    /// circle...), whose own mask and hit test are exact and cheaper.
    @MainActor init?<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) {
        if let described = shape as? ShapeDescribing, described.isDrawnByKind { return nil }
        makePath = { shape.path(in: $0) }
        isEOFilled = style.isEOFilled
    }

    /// The path in `frame`, its points relative to the frame's origin.
    @MainActor func path(in frame: FixedRect) -> Path {
        makePath(CGRect(x: 0, y: 0, width: frame.width.doubleValue, height: frame.height.doubleValue))
    }

    /// The mask of the view whose frame is `frame`: the path's coverage, its points
    /// relative to the mask's rectangle (the path's bounds).
    @MainActor func mask(in frame: FixedRect) -> GroupMask {
        let geometry = path(in: frame).geometry(relativeTo: .zero)
        let bounds = geometry.controlBounds
        return .path(geometry.offsetBy(dx: -bounds.minX, dy: -bounds.minY), rule: isEOFilled ? .evenOdd : .nonZero,
                     rect: bounds.offsetBy(dx: frame.minX, dy: frame.minY))
    }

    /// Whether `point` (on screen) is inside the outline of the view whose frame is `frame`.
    @MainActor func contains(_ point: FixedPoint, in frame: FixedRect) -> Bool {
        path(in: frame).contains(CGPoint(x: (point.x - frame.minX).doubleValue, y: (point.y - frame.minY).doubleValue), eoFill: isEOFilled)
    }
}
