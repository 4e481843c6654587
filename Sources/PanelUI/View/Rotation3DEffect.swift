import PanelBase

/// Rotates a view's drawing in three dimensions about an axis through its anchor:
/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
///
/// Its `effectValue` is the whole projective transform, perspective included (the eye
/// `max(width, height) / perspective` in front of the view). Panel draws the parallel
/// projection of the rotated view: a rotation about z turns it, a rotation about x or y
/// foreshortens it by the angle's cosine (mirrored past 90°), any axis draws the
/// projection of its rotation, and `anchorZ` moves it as the rotated anchor does. What the
/// perspective adds is not drawn: the near side drawn larger than the far side, edges
/// that converge, and the view's parts hidden behind one another.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    @inlinable public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                           anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    nonisolated public static func == (a: _Rotation3DEffect, b: _Rotation3DEffect) -> Bool {
        a.angle == b.angle && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }

    public var animatableData: AnimatablePair<Double, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>> {
        get {
            AnimatablePair(angle.radians, AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective)))
        }
        set {
            angle = .radians(newValue.first)
            anchor = UnitPoint(x: newValue.second.first.first, y: newValue.second.first.second)
            anchorZ = newValue.second.second.first
            perspective = newValue.second.second.second
        }
    }

    /// The rotation as a 3×3 matrix acting on column vectors (Rodrigues' formula about the
    /// unit axis; sine and cosine in integers, the same on every machine). Nil for an axis
    /// of no length.
    var rotationMatrix: [[Double]]? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let (s, c) = PathTrigonometry.sinCos(radians: angle.radians)
        let t = 1 - c
        return [[c + x * x * t, x * y * t - z * s, x * z * t + y * s],
                [y * x * t + z * s, c + y * y * t, y * z * t - x * s],
                [z * x * t - y * s, z * y * t + x * s, c + z * z * t]]
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        guard let r = rotationMatrix else { return ProjectionTransform() }
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ
        // A point (x, y, 0) relative to the anchor, rotated, put back at the anchor.
        var m = ProjectionTransform()
        m.m11 = r[0][0]; m.m21 = r[0][1]; m.m31 = ax - r[0][0] * ax - r[0][1] * ay - r[0][2] * az
        m.m12 = r[1][0]; m.m22 = r[1][1]; m.m32 = ay - r[1][0] * ax - r[1][1] * ay - r[1][2] * az
        let depth = Swift.max(size.width, size.height)
        if perspective != 0, perspective.isFinite, depth > 0 {
            // The depth the point comes to, seen from an eye `distance` in front.
            let distance = depth / perspective
            let tz = az - r[2][0] * ax - r[2][1] * ay - r[2][2] * az
            m.m13 = -r[2][0] / distance
            m.m23 = -r[2][1] / distance
            m.m33 = 1 - tz / distance
        }
        return m
    }
}

extension View {
    /// Draws the view rotated by `angle` about `axis` through `anchor` (and `anchorZ` in
    /// depth). Panel draws the parallel projection of the rotation (see `_Rotation3DEffect`
    /// for what the perspective would add and is not drawn).
    @inlinable public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                            anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
