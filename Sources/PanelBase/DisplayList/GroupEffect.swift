/// How a layer is composited: opacity, scale about an anchor, a shadow beneath, a clip, a
/// mask (a shape's coverage, maybe with a gradient's alpha).
public struct GroupEffect: Hashable, Sendable {
    public static let one = 1 << 16
    public var opacity: UInt8 = 255
    /// Scale factors in Q16.16 (65536 is 1).
    public var scaleX: Int = GroupEffect.one
    public var scaleY: Int = GroupEffect.one
    /// The point that stays put when scaling, on screen.
    public var anchor: FixedPoint = .zero
    public var shadow: ShadowEffect?
    public var clip: FixedRect?
    /// Multiplies the layer by a shape's coverage (`.clipShape`, `.mask`), in the
    /// coordinates of the group's content.
    public var mask: GroupMask?

    public init() {}

    /// Written out so that comparing display items inlines it (see `DisplayItem.==`).
    @inlinable public static func == (a: GroupEffect, b: GroupEffect) -> Bool {
        a.opacity == b.opacity && a.scaleX == b.scaleX && a.scaleY == b.scaleY && a.anchor == b.anchor
            && a.clip == b.clip && a.shadow == b.shadow && a.mask == b.mask
    }

    /// Whether compositing the layer changes nothing (so its content may be drawn directly).
    @inlinable public var isIdentity: Bool { opacity == 255 && !isScaled && shadow == nil && clip == nil && mask == nil }

    /// Whether the layer is scaled on either axis.
    @inlinable public var isScaled: Bool { scaleX != GroupEffect.one || scaleY != GroupEffect.one }

    package static func q16(_ value: Double) -> Int {
        guard value.isFinite else { return GroupEffect.one }
        return Int(Int64(saturating: (value * Double(GroupEffect.one)).rounded()))
    }
}
