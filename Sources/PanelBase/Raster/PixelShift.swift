import Glibc

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

extension Surface {
    /// Moves the pixels inside `shift.rect` by (dx, dy), within the rectangle. The exposed
    /// strips are left with stale pixels, for the frame to draw over. A vertical shift
    /// across the whole width reorders rows (`rotateRows`) and moves no pixel; any other
    /// moves each row's pixels (memmove).
    public func apply(_ shift: PixelShift) {
        let r = shift.rect.intersection(bounds)
        let dx = shift.dx, dy = shift.dy
        guard !r.isEmpty, abs(dx) < r.width, abs(dy) < r.height else { return }
        if dx == 0, r.x == 0, r.width == width {
            rotateRows(r.y..<r.maxY, by: dy)
            return
        }
        let width = r.width - abs(dx)
        let sourceX = r.x + Swift.max(0, -dx), targetX = r.x + Swift.max(0, dx)
        let rows = r.height - abs(dy)
        // Rows are copied away from the direction they move, so none is overwritten first.
        for k in 0..<rows {
            let targetY = dy > 0 ? r.maxY - 1 - k : r.y + k
            let sourceY = targetY - dy
            memmove(row(targetY) + targetX, row(sourceY) + sourceX, width * 4)
        }
    }
}
