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
    /// Local bounds of what each open group holds so far.
    private var localAccumulators: [PixelRect] = []

    mutating func add(_ item: DisplayItem, bounds: FixedRect) {
        let local = bounds.enclosingPixels
        list.entries.append(.init(item: item, bounds: transform.apply(bounds).enclosingPixels, localBounds: local))
        if !localAccumulators.isEmpty { localAccumulators[localAccumulators.count - 1] = localAccumulators[localAccumulators.count - 1].union(local) }
    }

    mutating func beginGroup(_ effect: GroupEffect) {
        open.append((list.entries.count, effect, transform))
        localAccumulators.append(.zero)
        list.entries.append(.init(item: .beginGroup(effect), bounds: .zero, localBounds: .zero))
        if effect.scaleX != GroupEffect.one || effect.scaleY != GroupEffect.one {
            transform = transform.scaled(effect.scaleX, effect.scaleY, about: effect.anchor)
        }
    }

    mutating func endGroup() {
        guard let group = open.popLast(), var local = localAccumulators.popLast() else { return }
        if let clip = group.effect.clip { local = local.intersection(clip.enclosingPixels) }
        if let shadow = group.effect.shadow, !local.isEmpty { local = local.union(DisplayListBuilder.shadowExtent(of: local, shadow)) }
        var bounds = PixelRect.zero
        for entry in list.entries[(group.index + 1)...] { bounds = bounds.union(entry.bounds) }
        if let clip = group.effect.clip {
            bounds = bounds.intersection(group.saved.apply(clip).enclosingPixels)
        }
        if let shadow = group.effect.shadow, !bounds.isEmpty {
            bounds = bounds.union(DisplayListBuilder.shadowExtent(of: bounds, shadow))
        }
        list.entries[group.index].bounds = bounds
        list.entries[group.index].localBounds = local
        list.entries.append(.init(item: .endGroup, bounds: bounds, localBounds: local))
        transform = group.saved
        // The parent holds this group as its effect leaves it.
        if !localAccumulators.isEmpty {
            let effect = group.effect
            let placed = Transform().scaled(effect.scaleX, effect.scaleY, about: effect.anchor)
                .apply(FixedRect(x: Fixed(local.x), y: Fixed(local.y), width: Fixed(local.width), height: Fixed(local.height)))
                .enclosingPixels
            localAccumulators[localAccumulators.count - 1] = localAccumulators[localAccumulators.count - 1].union(placed)
        }
    }

    /// Where a shadow of `rect` may reach: a blur spreads about twice its radius (three
    /// standard deviations and a pixel); the offset moves it.
    static func shadowExtent(of rect: PixelRect, _ shadow: ShadowEffect) -> PixelRect {
        let spread = (shadow.radius * 2).ceilPixels + 1
        let moved = PixelRect(x: rect.x + shadow.offset.x.floorPixels, y: rect.y + shadow.offset.y.floorPixels,
                              width: rect.width + 1, height: rect.height + 1)
        return moved.insetBy(dx: -spread, dy: -spread)
    }
}

extension Fixed {
    var magnitude: Fixed { Fixed(raw: Swift.abs(raw)) }
}
