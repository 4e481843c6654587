import PanelBase

/// A 3×3 projective transform of the plane, as SwiftUI's: a point (x, y) goes to
/// ((m11·x + m21·y + m31)/w, (m12·x + m22·y + m32)/w) with w = m13·x + m23·y + m33 (row
/// vectors, so `a.concatenating(b)` applies a, then b). What a `GeometryEffect` returns.
///
/// Panel draws the affine part (see `affinePart`): m13 and m23, the perspective terms,
/// are kept here but not drawn.
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    /// The affine transform `m`, as a projective one.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it has no perspective (w is 1 everywhere).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// Inverts it in place; returns false (leaving it as it was) when it cannot be undone.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let determinant = m11 * c11 + m12 * c21 + m13 * c31
        guard determinant != 0, determinant.isFinite else { return false }
        let s = 1 / determinant
        m11 = c11 * s; m12 = c12 * s; m13 = c13 * s
        m21 = c21 * s; m22 = c22 * s; m23 = c23 * s
        m31 = c31 * s; m32 = c32 * s; m33 = c33 * s
        return true
    }

    /// The transform undoing this one; this one unchanged when it cannot be undone.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// What Panel draws: the transform itself when it has no perspective (m13 and m23 are
    /// 0; all divided by m33 when that is not 1); with perspective, its parallel projection
    /// (x, y) ↦ (m11·x + m21·y + m31, m12·x + m22·y + m32), w left out.
    var affinePart: FixedAffineTransform {
        let w = m13 == 0 && m23 == 0 && m33 != 0 && m33.isFinite ? m33 : 1
        return FixedAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}

extension CGPoint {
    /// The point mapped by a projective transform (divided by its w).
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = m.m13 * x + m.m23 * y + m.m33
        let px = m.m11 * x + m.m21 * y + m.m31, py = m.m12 * x + m.m22 * y + m.m32
        guard w != 0 else { return CGPoint(x: px, y: py) }
        return CGPoint(x: px / w, y: py / w)
    }
}
