import PanelBase

/// A rectangle in logical pixels, origin at the top-left.
public struct CGRect: Hashable, Sendable {
    public var origin: CGPoint
    public var size: CGSize
    public init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
    public static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
    public var minX: CGFloat { origin.x }
    public var minY: CGFloat { origin.y }
    public var maxX: CGFloat { origin.x + size.width }
    public var maxY: CGFloat { origin.y + size.height }
    public var midX: CGFloat { origin.x + size.width / 2 }
    public var midY: CGFloat { origin.y + size.height / 2 }
    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }
    public func contains(_ p: CGPoint) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
}
