import PanelBase

/// A rectangle whose four corners are rounded by radii of their own, as SwiftUI's
/// `UnevenRoundedRectangle`. Drawn from its path: each corner a quarter circle (both
/// corner styles alike), each radius at most half the shorter side.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    /// How far the shape is drawn inside its rectangle (`inset(by:)`).
    private var insetAmount: CGFloat = 0

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// From the end of the top-leading corner, clockwise on screen, closed.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized.insetBy(dx: insetAmount, dy: insetAmount)
        let limit = Swift.min(r.width, r.height) / 2
        func radius(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value - insetAmount, 0), limit) }
        let topLeading = radius(cornerRadii.topLeading), topTrailing = radius(cornerRadii.topTrailing)
        let bottomTrailing = radius(cornerRadii.bottomTrailing), bottomLeading = radius(cornerRadii.bottomLeading)
        let k = Path.quarterArcHandle
        var path = Path()
        path.move(to: CGPoint(x: r.minX + topLeading, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topTrailing, y: r.minY))
        if topTrailing > 0 {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + topTrailing),
                          control1: CGPoint(x: r.maxX - topTrailing * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + topTrailing * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing))
        if bottomTrailing > 0 {
            path.addCurve(to: CGPoint(x: r.maxX - bottomTrailing, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing * (1 - k)),
                          control2: CGPoint(x: r.maxX - bottomTrailing * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeading, y: r.maxY))
        if bottomLeading > 0 {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bottomLeading),
                          control1: CGPoint(x: r.minX + bottomLeading * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bottomLeading * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading))
        if topLeading > 0 {
            path.addCurve(to: CGPoint(x: r.minX + topLeading, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + topLeading * (1 - k)),
                          control2: CGPoint(x: r.minX + topLeading * (1 - k), y: r.minY))
        }
        path.closeSubpath()
        return path
    }

    /// The corners shrink with the inset, as a rounded rectangle's do.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// `.rect(topLeadingRadius: 12, ...)`: a rectangle with its own radius at each corner.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// `.rect(cornerRadii: ...)`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
