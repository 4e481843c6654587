/// An affine map of the plane in fixed point, as Core Graphics' transform: a point (x, y)
/// goes to (a·x + c·y + tx, b·x + d·y + ty). The coefficients are in Q16.16 (65536 is 1),
/// the translation in 1/64 px. On screen y points down, so a positive rotation turns
/// clockwise.
///
/// Coefficients are kept within ±256 and translations within ±2³⁴ px (what `init` clamps
/// to); points far beyond any screen wrap rather than trap.
public struct FixedAffineTransform: Hashable, Sendable {
    /// 1 in Q16.16.
    public static let one = 1 << 16
    /// The largest coefficient kept (256 in Q16.16).
    public static let coefficientLimit = 1 << 24
    @usableFromInline static let translationLimit = 1 << 40

    public var a: Int, b: Int, c: Int, d: Int
    public var tx: Fixed, ty: Fixed

    /// The coefficients (Q16.16) and translation (1/64 px), clamped into range.
    @inlinable public init(a: Int, b: Int, c: Int, d: Int, tx: Fixed = .zero, ty: Fixed = .zero) {
        @inline(__always) func coefficient(_ v: Int) -> Int {
            Swift.max(-FixedAffineTransform.coefficientLimit, Swift.min(FixedAffineTransform.coefficientLimit, v))
        }
        @inline(__always) func translation(_ v: Fixed) -> Fixed {
            Fixed(raw: Swift.max(-FixedAffineTransform.translationLimit, Swift.min(FixedAffineTransform.translationLimit, v.raw)))
        }
        self.a = coefficient(a); self.b = coefficient(b); self.c = coefficient(c); self.d = coefficient(d)
        self.tx = translation(tx); self.ty = translation(ty)
    }

    /// From the public API's floating point (coefficients as numbers, translation in px):
    /// converted once, rounded to nearest; NaN reads as the identity's value.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        func q16(_ v: Double, _ fallback: Int) -> Int {
            guard !v.isNaN else { return fallback }
            return Int(Int64(saturating: (Swift.max(-512, Swift.min(512, v)) * Double(FixedAffineTransform.one)).rounded()))
        }
        self.init(a: q16(a, FixedAffineTransform.one), b: q16(b, 0), c: q16(c, 0), d: q16(d, FixedAffineTransform.one),
                  tx: Fixed(tx), ty: Fixed(ty))
    }

    public static let identity = FixedAffineTransform(a: one, b: 0, c: 0, d: one)

    @inlinable public var isIdentity: Bool {
        a == FixedAffineTransform.one && d == FixedAffineTransform.one && b == 0 && c == 0 && tx == .zero && ty == .zero
    }

    /// Whether it keeps horizontal lines horizontal and vertical ones vertical (a scale
    /// and a move, no rotation or shear).
    @inlinable public var isAxisAligned: Bool { b == 0 && c == 0 }

    /// a·d − b·c, in Q32 (2³² is 1): negative for a mirror image, zero when it flattens.
    @inlinable public var determinant: Int { a * d - b * c }

    /// Where `point` goes, rounded to the nearest 1/64 px.
    @inlinable public func apply(_ point: FixedPoint) -> FixedPoint {
        FixedPoint(x: Fixed(raw: roundedDivision(a &* point.x.raw &+ c &* point.y.raw, FixedAffineTransform.one)) + tx,
                   y: Fixed(raw: roundedDivision(b &* point.x.raw &+ d &* point.y.raw, FixedAffineTransform.one)) + ty)
    }

    /// The smallest rectangle holding the four corners of `rect` mapped.
    @inlinable public func apply(_ rect: FixedRect) -> FixedRect {
        let p0 = apply(rect.origin), p1 = apply(FixedPoint(x: rect.maxX, y: rect.minY))
        let p2 = apply(FixedPoint(x: rect.maxX, y: rect.maxY)), p3 = apply(FixedPoint(x: rect.minX, y: rect.maxY))
        let x0 = Fixed.min(Fixed.min(p0.x, p1.x), Fixed.min(p2.x, p3.x)), x1 = Fixed.max(Fixed.max(p0.x, p1.x), Fixed.max(p2.x, p3.x))
        let y0 = Fixed.min(Fixed.min(p0.y, p1.y), Fixed.min(p2.y, p3.y)), y1 = Fixed.max(Fixed.max(p0.y, p1.y), Fixed.max(p2.y, p3.y))
        return FixedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This transform, then `t`.
    public func concatenating(_ t: FixedAffineTransform) -> FixedAffineTransform {
        func q(_ v: Int) -> Int { roundedDivision(v, FixedAffineTransform.one) }
        return FixedAffineTransform(a: q(a * t.a + b * t.c), b: q(a * t.b + b * t.d), c: q(c * t.a + d * t.c), d: q(c * t.b + d * t.d),
                                    tx: Fixed(raw: q(tx.raw &* t.a &+ ty.raw &* t.c)) + t.tx,
                                    ty: Fixed(raw: q(tx.raw &* t.b &+ ty.raw &* t.d)) + t.ty)
    }

    /// The same map in coordinates whose origin lies at `origin`: p ↦ origin + M(p − origin).
    /// A view's effect is computed in the view's own coordinates; this places it on screen.
    public func placed(at origin: FixedPoint) -> FixedAffineTransform {
        guard origin != .zero else { return self }
        let moved = apply(FixedPoint(x: -origin.x, y: -origin.y))
        return FixedAffineTransform(a: a, b: b, c: c, d: d, tx: moved.x + origin.x, ty: moved.y + origin.y)
    }

    /// The transform undoing this one, rounded to the same precision; nil when it flattens
    /// the plane (or undoing it would scale by more than the coefficients hold).
    public func inverted() -> FixedAffineTransform? {
        let det = determinant
        guard det != 0 else { return nil }
        // Q16 coefficients over a Q32 determinant: each quotient is one correctly rounded
        // division of exact integers, the same on every machine.
        func q16(_ numerator: Int) -> Int? {
            let value = (Double(numerator) * 0x1p32 / Double(det)).rounded()
            guard value.magnitude <= Double(FixedAffineTransform.coefficientLimit) else { return nil }
            return Int(value)
        }
        guard let ia = q16(d), let ib = q16(-b), let ic = q16(-c), let id = q16(a) else { return nil }
        let linear = FixedAffineTransform(a: ia, b: ib, c: ic, d: id)
        let moved = linear.apply(FixedPoint(x: -tx, y: -ty))
        return FixedAffineTransform(a: ia, b: ib, c: ic, d: id, tx: moved.x, ty: moved.y)
    }
}
