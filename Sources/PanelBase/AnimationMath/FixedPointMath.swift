/// Elementary functions in Q30 fixed point (value × 2³⁰ in an Int64), computed with integer
/// arithmetic only, so animation curves give the same numbers on every machine (a libm
/// `exp` or `cos` may differ in its last bit between x86-64 and aarch64).
@usableFromInline
enum Q30 {
    static let one: Int64 = 1 << 30
    static let fractionBits: Int64 = 30

    /// ln 2 and π/2, π in Q30, rounded.
    static let ln2: Int64 = 744_261_118
    static let halfPi: Int64 = 1_686_629_713
    static let pi: Int64 = 3_373_259_426

    /// Converts once from the public API's floating point (deterministic: IEEE rounding).
    static func from(_ value: Double) -> Int64 { Int64(saturating: (value * Double(one)).rounded()) }
    static func toDouble(_ value: Int64) -> Double { Double(value) / Double(one) }

    /// a·b for Q30 operands, rounded; exact for any operands whose product fits in 126 bits.
    // Inlinable: springs are stepped a millisecond at a time by the UI core's animator.
    @inlinable static func multiply(_ a: Int64, _ b: Int64) -> Int64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        // Arithmetic shift of the 128-bit product by 30 with rounding.
        let rounded = low.addingReportingOverflow(1 << 29)
        let carry: Int64 = rounded.overflow ? 1 : 0
        return (high &+ carry) << 34 | Int64(bitPattern: rounded.partialValue >> 30)
    }

    /// a/b for Q30 operands, rounded to nearest (b ≠ 0; |a| < 2³³ so a·2³⁰ fits).
    @inline(__always) static func divide(_ a: Int64, _ b: Int64) -> Int64 {
        let n = a << 30
        let q = n / b, r = n % b
        if 2 * abs(r) >= abs(b) { return q + ((n < 0) != (b < 0) ? -1 : 1) }
        return q
    }

    /// e^(−x) for x ≥ 0: x = k·ln2 + r with 0 ≤ r < ln2, e^(−x) = 2^(−k)·e^(−r), the last by
    /// its Taylor series (terms below 2⁻³⁴ after 13 terms).
    static func expNegative(_ x: Int64) -> Int64 {
        precondition(x >= 0)
        let k = x / ln2
        if k >= 62 { return 0 }
        let r = x - k * ln2
        var term = one, sum = one
        for n in 1...13 {
            term = multiply(term, -r) / Int64(n)
            sum += term
        }
        return (sum + ((1 << k) >> 1)) >> k
    }

    /// e^x for 0 ≤ x ≤ 20 (overdamped springs need growing exponentials).
    static func expPositive(_ x: Int64) -> Int64 {
        precondition(x >= 0)
        let k = x / ln2
        let r = x - k * ln2
        var term = one, sum = one
        for n in 1...13 {
            term = multiply(term, r) / Int64(n)
            sum += term
        }
        return sum << k
    }

    /// sin and cos of any angle: reduced to [−π/4, π/4] by quadrant, then Taylor series.
    static func sinCos(_ angle: Int64) -> (sin: Int64, cos: Int64) {
        let twoPi = 2 * pi
        var a = angle % twoPi
        if a < 0 { a += twoPi }
        // Quadrant of a + π/4, and the remainder in [−π/4, π/4).
        let shifted = a + halfPi / 2
        let quadrant = shifted / halfPi
        let r = shifted - quadrant * halfPi - halfPi / 2
        let r2 = multiply(r, r)
        var sinTerm = r, sinSum = r
        var cosTerm = one, cosSum = one
        for n in stride(from: 2, through: 14, by: 2) {
            cosTerm = -multiply(cosTerm, r2) / Int64((n - 1) * n)
            cosSum += cosTerm
            sinTerm = -multiply(sinTerm, r2) / Int64(n * (n + 1))
            sinSum += sinTerm
        }
        switch quadrant % 4 {
        case 0: return (sinSum, cosSum)
        case 1: return (cosSum, -sinSum)
        case 2: return (-sinSum, -cosSum)
        default: return (-cosSum, sinSum)
        }
    }
}
