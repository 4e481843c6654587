/// A fixed-point number with 6 fractional bits (1/64 px), the unit of every position and
/// size below the public API. Integer arithmetic only, so the same input gives the same
/// result on every machine. Raw values are 64-bit so products of two coordinates never
/// overflow.
public struct Fixed: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let fractionBits = 6
    public static let scale = 1 << fractionBits

    /// The value times 64.
    public var raw: Int

    @inlinable public init(raw: Int) { self.raw = raw }

    /// A whole number of pixels.
    @inlinable public init(_ pixels: Int) { self.raw = pixels << Fixed.fractionBits }

    /// Converts from the public API's floating point, rounding to the nearest 1/64
    /// (halves away from zero). This is the one place a `Double` becomes a coordinate.
    @inlinable public init(_ value: Double) {
        let scaled = (value * Double(Fixed.scale)).rounded()
        if scaled.isNaN {
            self.raw = 0
        } else {
            // Clamp far outside any screen so garbage input cannot trap.
            self.raw = Int(Swift.max(-Double(1 << 40), Swift.min(Double(1 << 40), scaled)))
        }
    }

    public static let zero = Fixed(raw: 0)
    public static let one = Fixed(raw: scale)
    public static let half = Fixed(raw: scale / 2)

    @inlinable public var doubleValue: Double { Double(raw) / Double(Fixed.scale) }

    /// Largest whole pixel not greater than the value.
    @inlinable public var floorPixels: Int { raw >> Fixed.fractionBits }
    /// Smallest whole pixel not less than the value.
    @inlinable public var ceilPixels: Int { (raw + Fixed.scale - 1) >> Fixed.fractionBits }
    /// Nearest whole pixel, halves rounding up.
    @inlinable public var roundedPixels: Int { (raw + Fixed.scale / 2) >> Fixed.fractionBits }
    /// The fractional part in 1/64 px, always 0..<64.
    @inlinable public var fraction: Int { raw & (Fixed.scale - 1) }

    /// The absolute value.
    @inlinable package var magnitude: Fixed { Fixed(raw: Swift.abs(raw)) }

    @inlinable public static func < (a: Fixed, b: Fixed) -> Bool { a.raw < b.raw }
    @inlinable public static func + (a: Fixed, b: Fixed) -> Fixed { Fixed(raw: a.raw + b.raw) }
    @inlinable public static func - (a: Fixed, b: Fixed) -> Fixed { Fixed(raw: a.raw - b.raw) }
    @inlinable public static prefix func - (a: Fixed) -> Fixed { Fixed(raw: -a.raw) }
    @inlinable public static func += (a: inout Fixed, b: Fixed) { a.raw += b.raw }
    @inlinable public static func -= (a: inout Fixed, b: Fixed) { a.raw -= b.raw }

    /// Product, rounded to the nearest 1/64 (halves up).
    @inlinable public static func * (a: Fixed, b: Fixed) -> Fixed {
        Fixed(raw: (a.raw * b.raw + Fixed.scale / 2) >> Fixed.fractionBits)
    }
    @inlinable public static func * (a: Fixed, b: Int) -> Fixed { Fixed(raw: a.raw * b) }
    @inlinable public static func * (a: Int, b: Fixed) -> Fixed { Fixed(raw: a * b.raw) }

    /// Quotient, rounded to the nearest 1/64. Division by zero gives zero rather than a trap:
    /// a zero-sized view must not bring the panel down.
    @inlinable public static func / (a: Fixed, b: Fixed) -> Fixed {
        guard b.raw != 0 else { return .zero }
        return Fixed(raw: roundedDivision(a.raw << Fixed.fractionBits, b.raw))
    }
    @inlinable public static func / (a: Fixed, b: Int) -> Fixed {
        guard b != 0 else { return .zero }
        return Fixed(raw: roundedDivision(a.raw, b))
    }

    @inlinable public static func min(_ a: Fixed, _ b: Fixed) -> Fixed { a.raw <= b.raw ? a : b }
    @inlinable public static func max(_ a: Fixed, _ b: Fixed) -> Fixed { a.raw >= b.raw ? a : b }

    public var description: String {
        let whole = raw >> Fixed.fractionBits
        let frac = raw & (Fixed.scale - 1)
        return frac == 0 ? "\(whole)" : "\(whole)+\(frac)/64"
    }
}

/// Integer division rounding to nearest, halves away from zero, for any signs.
@inlinable public func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
    let negative = (numerator < 0) != (denominator < 0)
    let n = numerator.magnitude, d = denominator.magnitude
    let q = Int((n + d / 2) / d)
    return negative ? -q : q
}

/// Integer square root: the largest r with r*r <= value (0 for negative input).
@inlinable public func integerSquareRoot(_ value: Int) -> Int {
    guard value > 0 else { return 0 }
    // Start from the floating-point estimate and correct it exactly in integers, so the
    // result does not depend on the machine's floating-point rounding.
    var r = Int(Double(value).squareRoot())
    while r * r > value { r -= 1 }
    while (r + 1) * (r + 1) <= value { r += 1 }
    return r
}
