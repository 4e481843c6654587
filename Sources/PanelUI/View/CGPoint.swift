import PanelBase

/// A point in logical pixels (the public API's coordinates).
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let zero = CGPoint(x: 0, y: 0)
}
