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
    let topCornersMatch: Bool, bottomCornersMatch: Bool

    init(_ shape: RoundedShape) {
        let r = shape.rect, c = shape.radii
        x0 = r.minX.raw; y0 = r.minY.raw; x1 = r.maxX.raw; y1 = r.maxY.raw
        tlx = c.topLeft.width.raw; tly = c.topLeft.height.raw
        trx = c.topRight.width.raw; try_ = c.topRight.height.raw
        brx = c.bottomRight.width.raw; bry = c.bottomRight.height.raw
        blx = c.bottomLeft.width.raw; bly = c.bottomLeft.height.raw
        topLeftCY = y0 + tly; topRightCY = y0 + try_
        bottomLeftCY = y1 - bly; bottomRightCY = y1 - bry
        topCornersMatch = tlx == trx && tly == try_
        bottomCornersMatch = blx == brx && bly == bry
    }

    /// The half-open interval [lo, hi) of 1/64 px positions inside the shape on sample row
    /// `sy`; lo >= hi when the row misses the shape.
    @inline(__always)
    func interval(atSampleY sy: Int) -> (lo: Int, hi: Int) {
        if sy < y0 || sy >= y1 { return (0, 0) }
        var lo = x0, hi = x1
        if sy < topLeftCY || sy < topRightCY {
            var leftHalf = -1
            if sy < topLeftCY {
                leftHalf = ScanShape.ellipseHalfWidth(rx: tlx, ry: tly, dy: topLeftCY - sy)
                lo = x0 + tlx - leftHalf
            }
            if sy < topRightCY {
                let half = topCornersMatch && leftHalf >= 0 ? leftHalf
                    : ScanShape.ellipseHalfWidth(rx: trx, ry: try_, dy: topRightCY - sy)
                hi = x1 - trx + half + 1
            }
        }
        if sy > bottomLeftCY || sy > bottomRightCY {
            var leftHalf = -1
            if sy > bottomLeftCY {
                leftHalf = ScanShape.ellipseHalfWidth(rx: blx, ry: bly, dy: sy - bottomLeftCY)
                lo = x0 + blx - leftHalf
            }
            if sy > bottomRightCY {
                let half = bottomCornersMatch && leftHalf >= 0 ? leftHalf
                    : ScanShape.ellipseHalfWidth(rx: brx, ry: bry, dy: sy - bottomRightCY)
                hi = x1 - brx + half + 1
            }
        }
        return (lo, hi)
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
