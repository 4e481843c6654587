import PanelBase

/// How a shape is filled: by the non-zero rule, or the even-odd rule (`eoFill`: where the
/// outline winds round an odd number of times, so a star drawn in one stroke has an open
/// centre). Panel's fills are always anti-aliased.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
