/// Pixels of a surface moved within a rectangle: a scroll view's viewport after its content
/// moved by (dx, dy). What moves in from outside the rectangle is left as it was (the
/// frame redraws it).
public struct PixelShift: Hashable, Sendable, CustomStringConvertible {
    public var rect: PixelRect
    public var dx: Int
    public var dy: Int

    public init(rect: PixelRect, dx: Int, dy: Int) {
        self.rect = rect
        self.dx = dx
        self.dy = dy
    }

    /// The parts of `rect` whose pixels the shift cannot supply (they came from outside).
    public var exposed: [PixelRect] {
        var strips: [PixelRect] = []
        if dy > 0 { strips.append(PixelRect(x: rect.x, y: rect.y, width: rect.width, height: Swift.min(dy, rect.height))) }
        if dy < 0 { strips.append(PixelRect(x: rect.x, y: Swift.max(rect.y, rect.maxY + dy), width: rect.width, height: Swift.min(-dy, rect.height))) }
        if dx > 0 { strips.append(PixelRect(x: rect.x, y: rect.y, width: Swift.min(dx, rect.width), height: rect.height)) }
        if dx < 0 { strips.append(PixelRect(x: Swift.max(rect.x, rect.maxX + dx), y: rect.y, width: Swift.min(-dx, rect.width), height: rect.height)) }
        return strips
    }

    public var description: String { "shift \(rect) by \(dx),\(dy)" }
}
