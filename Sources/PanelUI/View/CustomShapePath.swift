import PanelBase

/// What a shape node draws from a shape's path (any shape that is not one Panel draws by
/// kind): the path in a rectangle, the shape's animatable data, and the fill or stroke.
struct CustomShapePath {
    /// The path in `rect` (origin zero: the node's size) for animatable data in channels
    /// (nil: the shape's own).
    let makePath: @MainActor (CGRect, [Int]?) -> Path
    let animatableData: [Int]
    let fillRule: PathFillRule
    /// Set: the path is stroked (dashes included).
    let stroke: StrokeStyle?

    /// The path as drawn for a frame: in `rect`, dashed when stroked with dashes.
    @MainActor func drawnPath(in rect: CGRect, data: [Int]? = nil) -> Path {
        let path = makePath(rect, data)
        return stroke.map { path.dashed($0) } ?? path
    }
}
