/// A region of many small rectangles (a scrolled list's rows), covered row by row at a
/// coarse horizontal grain: each pixel row of the screen is up to 64 columns (`tileColumnWidth`
/// pixels each), a bit apiece. The rectangles returned are the runs of touched columns,
/// each grown downwards while the rows below touch the same columns. They never overlap,
/// they cover every pixel of the input, and they keep the plain background between a
/// list's labels and its switches out, where one bounding box would take it in.
extension Region {
    /// How wide a column is on a screen `width` pixels wide: 64 of them span it.
    static func tileColumnWidth(for width: Int) -> Int { Swift.max(16, (width + 63) / 64) }

    /// The columns of each row of `bounds` that the region touches, as rectangles inside
    /// `bounds`.
    public func tiled(within bounds: PixelRect) -> Region {
        guard !bounds.isEmpty else { return Region() }
        let column = Region.tileColumnWidth(for: bounds.width)
        var rows = [UInt64](repeating: 0, count: bounds.height)
        rows.withUnsafeMutableBufferPointer { rows in
            for rect in rects {
                let r = rect.intersection(bounds)
                guard !r.isEmpty else { continue }
                let first = (r.x - bounds.x) / column, last = (r.maxX - 1 - bounds.x) / column
                let count = last - first + 1
                let bits = (count >= 64 ? UInt64.max : (UInt64(1) << UInt64(count)) - 1) << UInt64(first)
                for y in (r.y - bounds.y)..<(r.maxY - bounds.y) { rows[y] |= bits }
            }
        }
        var result: [PixelRect] = []
        rows.withUnsafeBufferPointer { rows in
            var y = 0
            while y < rows.count {
                // A band of rows touching the same columns: a rectangle for each run of them.
                let touched = rows[y]
                var end = y + 1
                while end < rows.count, rows[end] == touched { end += 1 }
                var bits = touched
                while bits != 0 {
                    let start = bits.trailingZeroBitCount
                    let run = (~(bits >> UInt64(start))).trailingZeroBitCount
                    bits = start + run >= 64 ? 0 : bits & ~((UInt64(1) << UInt64(start + run)) - 1)
                    let x = bounds.x + start * column
                    let width = Swift.min(bounds.x + (start + run) * column, bounds.maxX) - x
                    result.append(PixelRect(x: x, y: bounds.y + y, width: width, height: end - y))
                }
                y = end
            }
        }
        return Region(result)
    }
}
