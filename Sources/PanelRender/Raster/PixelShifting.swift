import Glibc
import PanelBase

extension Surface {
    /// Moves the pixels inside `shift.rect` by (dx, dy), within the rectangle. The exposed
    /// strips are left with stale pixels, for the frame to draw over. A vertical shift
    /// across the whole width reorders rows (`rotateRows`) and moves no pixel, unless the
    /// surface keeps its rows in place (a display's buffer); any other moves each row's
    /// pixels (memmove).
    public func apply(_ shift: PixelShift) {
        let r = shift.rect.intersection(bounds)
        let dx = shift.dx, dy = shift.dy
        guard !r.isEmpty, abs(dx) < r.width, abs(dy) < r.height else { return }
        if dx == 0, r.x == 0, r.width == width, !keepsRowsInPlace {
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
