/// Collects display items from the view tree, keeping track of the groups' transforms so
/// every entry's bounds are in screen pixels.
struct DisplayListBuilder {
    /// x' = x·scale + translate, scales in Q16.16.
    struct Transform {
        var scaleX = GroupEffect.one, scaleY = GroupEffect.one
        var translateX = Fixed.zero, translateY = Fixed.zero

        func apply(_ rect: FixedRect) -> FixedRect {
            func map(_ v: Fixed, _ s: Int, _ t: Fixed) -> Fixed { Fixed(raw: roundedDivision(v.raw * s, GroupEffect.one)) + t }
            let x0 = map(rect.minX, scaleX, translateX), x1 = map(rect.maxX, scaleX, translateX)
            let y0 = map(rect.minY, scaleY, translateY), y1 = map(rect.maxY, scaleY, translateY)
            return FixedRect(x: Fixed.min(x0, x1), y: Fixed.min(y0, y1), width: (x1 - x0).magnitude, height: (y1 - y0).magnitude)
        }

        /// This transform after scaling by (sx, sy) about `anchor` (in this transform's
        /// input coordinates).
        func scaled(_ sx: Int, _ sy: Int, about anchor: FixedPoint) -> Transform {
            // p ↦ a + (p − a)·s, then self.
            let tx = anchor.x - Fixed(raw: roundedDivision(anchor.x.raw * sx, GroupEffect.one))
            let ty = anchor.y - Fixed(raw: roundedDivision(anchor.y.raw * sy, GroupEffect.one))
            return Transform(scaleX: roundedDivision(scaleX * sx, GroupEffect.one),
                             scaleY: roundedDivision(scaleY * sy, GroupEffect.one),
                             translateX: Fixed(raw: roundedDivision(tx.raw * scaleX, GroupEffect.one)) + translateX,
                             translateY: Fixed(raw: roundedDivision(ty.raw * scaleY, GroupEffect.one)) + translateY)
        }
    }

    private(set) var list = DisplayList()
    private var transform = Transform()
    private var open: [(index: Int, effect: GroupEffect, saved: Transform)] = []

    mutating func add(_ item: DisplayItem, bounds: FixedRect) {
        list.entries.append(.init(item: item, bounds: transform.apply(bounds).enclosingPixels))
    }

    mutating func beginGroup(_ effect: GroupEffect) {
        open.append((list.entries.count, effect, transform))
        list.entries.append(.init(item: .beginGroup(effect), bounds: .zero))
        if effect.scaleX != GroupEffect.one || effect.scaleY != GroupEffect.one {
            transform = transform.scaled(effect.scaleX, effect.scaleY, about: effect.anchor)
        }
    }

    mutating func endGroup() {
        guard let group = open.popLast() else { return }
        var bounds = PixelRect.zero
        for entry in list.entries[(group.index + 1)...] { bounds = bounds.union(entry.bounds) }
        if let clip = group.effect.clip {
            bounds = bounds.intersection(group.saved.apply(clip).enclosingPixels)
        }
        if let shadow = group.effect.shadow, !bounds.isEmpty {
            // A blur spreads about twice its radius; the offset moves it.
            let spread = (shadow.radius * 2).ceilPixels + 1
            let moved = PixelRect(x: bounds.x + shadow.offset.x.floorPixels, y: bounds.y + shadow.offset.y.floorPixels,
                                  width: bounds.width + 1, height: bounds.height + 1)
            bounds = bounds.union(moved.insetBy(dx: -spread, dy: -spread))
        }
        list.entries[group.index].bounds = bounds
        list.entries.append(.init(item: .endGroup, bounds: bounds))
        transform = group.saved
    }
}

extension Fixed {
    var magnitude: Fixed { Fixed(raw: Swift.abs(raw)) }
}
