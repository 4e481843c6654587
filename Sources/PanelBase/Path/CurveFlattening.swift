import CFreeType

/// A Bézier curve divided into straight lines fine enough that the lines stay within
/// 1/256 px of it, in integers (the same points on every machine).
///
/// FreeType's renderer flattens curves itself, but loosely (a cubic may stray 1/8 px from
/// its lines, which shows as 30 levels of coverage along a curved edge); lines it
/// rasterises exactly. The count of pieces follows Wang's formula: n segments of equal
/// parameter steps stay within `d(d−1)/8 · M / n²` of the curve, `M` the largest second
/// difference of its control points (measured here in the larger L1 norm).
struct CurveFlattening {
    private let p0: FT_Vector, p1: FT_Vector, p2: FT_Vector, p3: FT_Vector
    private let quadratic: Bool
    /// How many lines.
    let count: Int

    /// The most lines one curve becomes.
    static let largestCount = 1024

    /// A cubic from `p0` through `c1` and `c2` to `p3`, or a quadratic through `c1`
    /// (`c2` unused), in 1/64 px.
    init(_ p0: FT_Vector, _ c1: FT_Vector, _ c2: FT_Vector, _ p3: FT_Vector, quadratic: Bool) {
        self.p0 = p0; p1 = c1; p2 = c2; self.p3 = p3
        self.quadratic = quadratic
        func secondDifference(_ a: FT_Vector, _ b: FT_Vector, _ c: FT_Vector) -> Int {
            Swift.abs(a.x - 2 * b.x + c.x) + Swift.abs(a.y - 2 * b.y + c.y)
        }
        // n² ≥ d(d−1)/8 · M / tolerance, the tolerance a quarter of 1/64 px: 3M for a
        // cubic, M for a quadratic.
        let squared = quadratic ? secondDifference(p0, c1, p3)
                                : 3 * Swift.max(secondDifference(p0, c1, c2), secondDifference(c1, c2, p3))
        var n = Swift.max(1, Int(Double(squared).squareRoot()))
        if n * n < squared { n += 1 }
        count = Swift.min(n, CurveFlattening.largestCount)
    }

    /// The end of line `index` (1...count), rounded to 1/64 px: the curve at t = index/count.
    func point(_ index: Int) -> FT_Vector {
        if index >= count { return p3 }
        let n = count, i = index, j = count - index
        if quadratic {
            let d = n * n
            return FT_Vector(x: CurveFlattening.rounded(p0.x * j * j + 2 * p1.x * j * i + p3.x * i * i, d),
                             y: CurveFlattening.rounded(p0.y * j * j + 2 * p1.y * j * i + p3.y * i * i, d))
        }
        let d = n * n * n
        return FT_Vector(x: CurveFlattening.rounded(p0.x * j * j * j + 3 * p1.x * j * j * i + 3 * p2.x * j * i * i + p3.x * i * i * i, d),
                         y: CurveFlattening.rounded(p0.y * j * j * j + 3 * p1.y * j * j * i + 3 * p2.y * j * i * i + p3.y * i * i * i, d))
    }

    /// `value / divisor` rounded to the nearest (halves up), divisor positive: the same
    /// rounding wherever the curve lies, so a curve moved by whole pixels gives the same
    /// points moved (coverage recorded once replays anywhere).
    private static func rounded(_ value: Int, _ divisor: Int) -> Int {
        let shifted = value + divisor / 2
        return shifted >= 0 ? shifted / divisor : -((-shifted + divisor - 1) / divisor)
    }
}
