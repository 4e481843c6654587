/// How a layer is composited: opacity, scale about an anchor, an affine transform (a
/// rotation, a shear), a shadow beneath, a clip, a mask (a shape's coverage, maybe with a
/// gradient's alpha), a filter, a blend mode.
public struct GroupEffect: Hashable, Sendable {
    public static let one = 1 << 16
    public var opacity: UInt8 = 255
    /// How the composited layer is combined with what lies under it (after its opacity).
    public var blendMode: LayerBlendMode = .normal
    /// Drawn into a layer of its own even when it changes nothing else, so what blends
    /// inside it blends with its content only (`.compositingGroup()`, a canvas's layers,
    /// when they hold drawings with a blend mode).
    public var isolated = false
    /// Scale factors in Q16.16 (65536 is 1).
    public var scaleX: Int = GroupEffect.one
    public var scaleY: Int = GroupEffect.one
    /// The point that stays put when scaling, on screen.
    public var anchor: FixedPoint = .zero
    public var shadow: ShadowEffect?
    /// The clip, the mask and the transform, stored together: masks and transforms are
    /// rare, and kept this way they add nothing to the size of every display item (a group
    /// effect is their largest payload).
    @usableFromInline var cut: Cut?

    /// What a layer is cut by, and the transform it is drawn through.
    @usableFromInline enum Cut: Hashable, Sendable {
        case clip(FixedRect)
        case mask(GroupMask)
        indirect case both(FixedRect, GroupMask)
        indirect case transformed(GroupTransform, clip: FixedRect?, mask: GroupMask?)
        /// A filter (rare: a canvas's `addFilter`), with the rest.
        indirect case filtered(LayerFilter, transform: GroupTransform?, clip: FixedRect?, mask: GroupMask?)

        @inlinable static func make(clip: FixedRect?, mask: GroupMask?, transform: GroupTransform?, filter: LayerFilter? = nil) -> Cut? {
            if let filter { return .filtered(filter, transform: transform, clip: clip, mask: mask) }
            if let transform { return .transformed(transform, clip: clip, mask: mask) }
            switch (clip, mask) {
            case (nil, nil): return nil
            case (let rect?, nil): return .clip(rect)
            case (nil, let mask?): return .mask(mask)
            case (let rect?, let mask?): return .both(rect, mask)
            }
        }

        @inlinable static func == (a: Cut, b: Cut) -> Bool {
            switch (a, b) {
            case let (.clip(r1), .clip(r2)): r1 == r2
            case let (.mask(m1), .mask(m2)): m1 == m2
            case let (.both(r1, m1), .both(r2, m2)): r1 == r2 && m1 == m2
            case let (.transformed(t1, r1, m1), .transformed(t2, r2, m2)): t1 == t2 && r1 == r2 && m1 == m2
            case let (.filtered(f1, t1, r1, m1), .filtered(f2, t2, r2, m2)): f1 == f2 && t1 == t2 && r1 == r2 && m1 == m2
            default: false
            }
        }
    }

    /// Applied after the scale, to the composited layer (its content, clip, mask and
    /// opacity; the UI core never gives a transformed group a shadow).
    @inlinable public var transform: GroupTransform? {
        get {
            switch cut {
            case .transformed(let transform, _, _)?: transform
            case .filtered(_, let transform, _, _)?: transform
            default: nil
            }
        }
        set { cut = Cut.make(clip: clip, mask: mask, transform: newValue, filter: filter) }
    }

    /// Applied to the layer (its content cut by the clip and mask, with its shadow) before
    /// it is scaled, transformed and composited.
    @inlinable public var filter: LayerFilter? {
        get {
            if case .filtered(let filter, _, _, _)? = cut { return filter }
            return nil
        }
        set { cut = Cut.make(clip: clip, mask: mask, transform: transform, filter: newValue) }
    }

    /// Pixels outside this rectangle (in the coordinates of the group's content) are not drawn.
    @inlinable public var clip: FixedRect? {
        get {
            switch cut {
            case .clip(let rect)?, .both(let rect, _)?: rect
            case .transformed(_, let rect, _)?: rect
            case .filtered(_, _, let rect, _)?: rect
            default: nil
            }
        }
        set { cut = Cut.make(clip: newValue, mask: mask, transform: transform, filter: filter) }
    }

    /// Multiplies the layer by a shape's coverage (`.clipShape`, `.mask`), in the
    /// coordinates of the group's content.
    @inlinable public var mask: GroupMask? {
        get {
            switch cut {
            case .mask(let mask)?, .both(_, let mask)?: mask
            case .transformed(_, _, let mask)?: mask
            case .filtered(_, _, _, let mask)?: mask
            default: nil
            }
        }
        set { cut = Cut.make(clip: clip, mask: newValue, transform: transform, filter: filter) }
    }

    public init() {}

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: GroupEffect, b: GroupEffect) -> Bool {
        a.opacity == b.opacity && a.blendMode == b.blendMode && a.isolated == b.isolated && a.scaleX == b.scaleX && a.scaleY == b.scaleY && a.anchor == b.anchor
            && a.cut == b.cut && a.shadow == b.shadow
    }

    /// Whether compositing the layer changes nothing (so its content may be drawn directly).
    @inlinable public var isIdentity: Bool {
        guard opacity == 255, blendMode == .normal, !isolated, !isScaled, shadow == nil else { return false }
        switch cut {
        case nil: return true
        // An effect at rest at zero degrees keeps its group, which draws as if it had none.
        case .transformed(let transform, nil, nil)?: return transform.isIdentity
        default: return false
        }
    }

    /// Whether the layer has a transform that changes something.
    @inlinable public var isTransformed: Bool {
        switch cut {
        case .transformed(let transform, _, _)?: !transform.isIdentity
        case .filtered(_, let transform?, _, _)?: !transform.isIdentity
        default: false
        }
    }

    /// Whether the layer is scaled on either axis.
    @inlinable public var isScaled: Bool { scaleX != GroupEffect.one || scaleY != GroupEffect.one }

    package static func q16(_ value: Double) -> Int {
        guard value.isFinite else { return GroupEffect.one }
        return Int(Int64(saturating: (value * Double(GroupEffect.one)).rounded()))
    }
}
