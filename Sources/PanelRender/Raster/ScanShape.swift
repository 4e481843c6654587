import PanelBase

/// A `RoundedShape` in the integer form the rasterizer scans: edges and corner centres in
/// 1/64 px, and for any sample row the exact horizontal interval inside the shape.
///
/// A sample point (sx, sy) is inside when y0 <= sy < y1, and either it lies in the straight
/// part with x0 <= sx < x1, or in a corner's band where it must lie in that corner's
/// closed ellipse. All of it is decided exactly in integers.
struct ScanShape {
    let x0: Int, y0: Int, x1: Int, y1: Int
    // Corner radii (horizontal, vertical) in 1/64 px.
    let tlx: Int, tly: Int, trx: Int, try_: Int, brx: Int, bry: Int, blx: Int, bly: Int
    // Top corners' centres lie on y0 + radius, bottom ones on y1 - radius.
    let topLeftCY: Int, topRightCY: Int, bottomLeftCY: Int, bottomRightCY: Int
    /// Sample rows in [straightTop, straightBottom] meet no corner: their interval is [x0, x1).
    let straightTop: Int, straightBottom: Int
    /// Each corner's half-widths, looked up by ((dy − 1) >> 2) (see `CornerTableCache`);
    /// nil computes them instead.
    var topLeftTable: UnsafePointer<Int32>?, topRightTable: UnsafePointer<Int32>?
    var bottomRightTable: UnsafePointer<Int32>?, bottomLeftTable: UnsafePointer<Int32>?

    init(_ shape: RoundedShape) {
        let r = shape.rect, c = shape.radii
        x0 = r.minX.raw; y0 = r.minY.raw; x1 = r.maxX.raw; y1 = r.maxY.raw
        tlx = c.topLeft.width.raw; tly = c.topLeft.height.raw
        trx = c.topRight.width.raw; try_ = c.topRight.height.raw
        brx = c.bottomRight.width.raw; bry = c.bottomRight.height.raw
        blx = c.bottomLeft.width.raw; bly = c.bottomLeft.height.raw
        topLeftCY = y0 + tly; topRightCY = y0 + try_
        bottomLeftCY = y1 - bly; bottomRightCY = y1 - bry
        straightTop = Swift.max(topLeftCY, topRightCY)
        straightBottom = Swift.min(bottomLeftCY, bottomRightCY, y1 - 1)
    }

    @inline(__always)
    static func halfWidth(_ table: UnsafePointer<Int32>?, rx: Int, ry: Int, dy: Int) -> Int {
        if let table { return Int(table[(dy &- 1) &>> 2]) }
        return ellipseHalfWidth(rx: rx, ry: ry, dy: dy)
    }

    /// Writes, for the 16 sample rows of the pixel row whose first sample row is at
    /// `base` (1/64 px), the sample columns [left[j], right[j]) inside the shape: sample
    /// column k sits at 4k + 2. A row that misses the shape gets [0, 0).
    @inline(__always)
    func sampleIntervals(base: Int, left: UnsafeMutablePointer<Int>, right: UnsafeMutablePointer<Int>) {
        // Positions in 1/64 px first; sample row j sits at base + 4j.
        let first = Swift.max(0, Swift.min(16, (y0 &- base &+ 3) &>> 2))
        let end = Swift.max(first, Swift.min(16, (y1 &- base &+ 3) &>> 2))
        for j in 0..<16 {
            let inside = j >= first && j < end
            left[j] = inside ? x0 : 0
            right[j] = inside ? x1 : 0
        }
        if first < end {
            // Rows above a top corner's centre (sy < cy) and below a bottom one's (sy > cy).
            let topLeftEnd = Swift.max(first, Swift.min(end, (topLeftCY &- base &+ 3) &>> 2))
            for j in first..<topLeftEnd {
                left[j] = x0 &+ tlx &- ScanShape.halfWidth(topLeftTable, rx: tlx, ry: tly, dy: topLeftCY &- base &- 4 &* j)
            }
            let topRightEnd = Swift.max(first, Swift.min(end, (topRightCY &- base &+ 3) &>> 2))
            for j in first..<topRightEnd {
                right[j] = x1 &- trx &+ 1 &+ ScanShape.halfWidth(topRightTable, rx: trx, ry: try_, dy: topRightCY &- base &- 4 &* j)
            }
            let bottomLeftStart = Swift.min(end, Swift.max(first, ((bottomLeftCY &- base) &>> 2) &+ 1))
            for j in bottomLeftStart..<end {
                left[j] = x0 &+ blx &- ScanShape.halfWidth(bottomLeftTable, rx: blx, ry: bly, dy: base &+ 4 &* j &- bottomLeftCY)
            }
            let bottomRightStart = Swift.min(end, Swift.max(first, ((bottomRightCY &- base) &>> 2) &+ 1))
            for j in bottomRightStart..<end {
                right[j] = x1 &- brx &+ 1 &+ ScanShape.halfWidth(bottomRightTable, rx: brx, ry: bry, dy: base &+ 4 &* j &- bottomRightCY)
            }
        }
        // To sample columns: the first k with 4k + 2 >= position.
        for j in 0..<16 {
            left[j] = (left[j] &+ 1) &>> 2
            right[j] = (right[j] &+ 1) &>> 2
        }
    }

    /// The largest d with (d/rx)² + (dy/ry)² <= 1, for 0 < dy <= ry: how far a point on
    /// this row may lie from the corner's centre and still be inside its ellipse.
    @inline(__always)
    static func ellipseHalfWidth(rx: Int, ry: Int, dy: Int) -> Int {
        if rx == ry {
            return integerSquareRoot(ry * ry - dy * dy)
        }
        // d·ry <= sqrt(rx²(ry² − dy²)); radii are at most 2^24, so this fits 128 bits.
        let product = Int128(rx * rx) * Int128(ry * ry - dy * dy)
        var root = Int(Double(product).squareRoot())
        while root > 0 && Int128(root) * Int128(root) > product { root -= 1 }
        while Int128(root + 1) * Int128(root + 1) <= product { root += 1 }
        return root / ry
    }
}
