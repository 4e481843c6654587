import PanelBase

/// A height a sheet rests at (`.presentationDetents([.medium, .large])`). A kiosk sheet
/// cannot be dragged: it shows at the smallest of its detents, or at the one a
/// `selection` binding names.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(Double)
        case height(Double)
    }
    let kind: Kind

    /// The whole sheet: the screen below the sheet's top margin.
    public static let large = PresentationDetent(kind: .large)
    /// Half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the screen's height (at most the large detent's).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(Double(fraction)))
    }

    /// A fixed height in points (at most the large detent's).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(Double(height)))
    }

    /// The sheet's visible height on a screen `screen` points tall, whose large sheet is
    /// `large` points tall.
    func resolvedHeight(screen: CGFloat, large: CGFloat) -> CGFloat {
        let height: CGFloat
        switch kind {
        case .large: height = large
        case .medium: height = (screen / 2).rounded()
        case .fraction(let fraction): height = (screen * CGFloat(fraction)).rounded()
        case .height(let points): height = CGFloat(points)
        }
        return Swift.max(0, Swift.min(height, large))
    }
}
