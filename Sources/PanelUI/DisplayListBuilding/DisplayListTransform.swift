import PanelBase

extension DisplayListBuilder {
    /// Where the groups open around an entry put it on screen: x' = scaleX·x + c·y +
    /// translateX, y' = b·x + scaleY·y + translateY, coefficients in Q16.16. Outside
    /// rotated or sheared groups (nearly everywhere) b and c are 0 and it only scales and
    /// moves.
    struct Transform: Equatable {
        var scaleX = GroupEffect.one, scaleY = GroupEffect.one
        var b = 0, c = 0
        var translateX = Fixed.zero, translateY = Fixed.zero

        /// Whether it only moves (no scale, rotation or shear).
        var isTranslation: Bool { scaleX == GroupEffect.one && scaleY == GroupEffect.one && b == 0 && c == 0 }

        var affine: FixedAffineTransform {
            FixedAffineTransform(a: scaleX, b: b, c: c, d: scaleY, tx: translateX, ty: translateY)
        }

        init() {}

        init(_ affine: FixedAffineTransform) {
            scaleX = affine.a; b = affine.b; c = affine.c; scaleY = affine.d
            translateX = affine.tx; translateY = affine.ty
        }

        init(scaleX: Int, scaleY: Int, translateX: Fixed, translateY: Fixed) {
            self.scaleX = scaleX; self.scaleY = scaleY
            self.translateX = translateX; self.translateY = translateY
        }

        func apply(_ rect: FixedRect) -> FixedRect {
            guard b == 0, c == 0 else { return affine.apply(rect) }
            // Outside scale groups (most of a tree, and every row a scroll view culls) the
            // transform only moves.
            if scaleX == GroupEffect.one, scaleY == GroupEffect.one {
                return translateX == .zero && translateY == .zero ? rect : rect.offsetBy(dx: translateX, dy: translateY)
            }
            func map(_ v: Fixed, _ s: Int, _ t: Fixed) -> Fixed { Fixed(raw: roundedDivision(v.raw * s, GroupEffect.one)) + t }
            let x0 = map(rect.minX, scaleX, translateX), x1 = map(rect.maxX, scaleX, translateX)
            let y0 = map(rect.minY, scaleY, translateY), y1 = map(rect.maxY, scaleY, translateY)
            return FixedRect(x: Fixed.min(x0, x1), y: Fixed.min(y0, y1), width: (x1 - x0).magnitude, height: (y1 - y0).magnitude)
        }

        /// This transform after a group's scale and transform (in this transform's input
        /// coordinates).
        func applying(_ effect: GroupEffect) -> Transform {
            var result = self
            if let transform = effect.transform, effect.isTransformed {
                result = Transform(transform.screen.concatenating(result.affine))
            }
            if effect.isScaled { result = result.scaled(effect.scaleX, effect.scaleY, about: effect.anchor) }
            return result
        }

        /// This transform after scaling by (sx, sy) about `anchor` (in this transform's
        /// input coordinates).
        func scaled(_ sx: Int, _ sy: Int, about anchor: FixedPoint) -> Transform {
            // p ↦ a + (p − a)·s, then self.
            let tx = anchor.x - Fixed(raw: roundedDivision(anchor.x.raw * sx, GroupEffect.one))
            let ty = anchor.y - Fixed(raw: roundedDivision(anchor.y.raw * sy, GroupEffect.one))
            guard b == 0, c == 0 else {
                let scale = FixedAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: tx, ty: ty)
                return Transform(scale.concatenating(affine))
            }
            return Transform(scaleX: roundedDivision(scaleX * sx, GroupEffect.one),
                             scaleY: roundedDivision(scaleY * sy, GroupEffect.one),
                             translateX: Fixed(raw: roundedDivision(tx.raw * scaleX, GroupEffect.one)) + translateX,
                             translateY: Fixed(raw: roundedDivision(ty.raw * scaleY, GroupEffect.one)) + translateY)
        }
    }
}
