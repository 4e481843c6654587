import PanelBase

/// `HStack`'s layout as a `Layout` value, for `AnyLayout`: a row of views, `spacing` apart
/// (8 px by default, none next to a spacer), aligned vertically by `alignment`.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = _StackLayoutCache

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var style: StackLayoutStyle {
        StackLayoutStyle(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
                         spacing: spacing.map { Fixed($0) })
    }
    var enclosingStackStyle: StackLayoutStyle? { style }
    var arrangesGridRows: Bool { false }
    var mayHaveExplicitGuides: Bool { false }
    func isSame(as other: any Layout) -> Bool { (other as? Self)?.style == style }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.sizeThatFits(style, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.placeSubviews(style, in: bounds, subviews)
    }
}
