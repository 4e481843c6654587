import PanelBase

/// `ZStack`'s layout as a `Layout` value, for `AnyLayout`: views on top of each other
/// (later ones on top), aligned by `alignment`.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public typealias Cache = _StackLayoutCache

    var style: StackLayoutStyle { StackLayoutStyle(kind: .overlay, alignment: alignment, spacing: nil) }
    /// Views inside see an overlay, as in a `ZStack` (a spacer grows both ways).
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
