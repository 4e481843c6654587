import PanelBase

/// How a shape is rasterised. Panel's shapes are convex, so the even-odd rule changes
/// nothing, and they are always anti-aliased.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
