import PanelBase

/// Any layout, its type erased: `AnyLayout(isWide ? HStackLayout() : VStackLayout())`.
/// Switching the layout keeps the views (the container is the same view, whatever layout
/// it holds), so their state stays, and inside `withAnimation` they move to their new
/// places as any layout change animates.
public struct AnyLayout: Layout, BuiltInLayout {
    let layout: any Layout

    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The held layout's cache, made anew when the layout's type changes.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    var enclosingStackStyle: StackLayoutStyle? { layout.enclosingStackStyle }
    var arrangesGridRows: Bool { layout.arrangesGridRows }
    var mayHaveExplicitGuides: Bool { layout.mayHaveExplicitGuides }
    /// The same held layout (the held layouts compared as their node compares layouts).
    func isSame(as other: any Layout) -> Bool {
        guard let other = other as? AnyLayout else { return false }
        return layout.knownSame(as: other.layout) ?? false
    }

    public func makeCache(subviews: Subviews) -> Cache { AnyLayout.makeCache(layout, subviews) }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) { AnyLayout.updateCache(layout, &cache, subviews) }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        AnyLayout.spacing(layout, subviews, &cache)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        AnyLayout.sizeThatFits(layout, proposal, subviews, &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        AnyLayout.placeSubviews(layout, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        AnyLayout.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        AnyLayout.explicitAlignment(layout, guide, bounds, proposal, subviews, &cache)
    }

    // The held layout's type is opened in these, so that its own cache type is known.

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Cache {
        Cache(layoutType: ObjectIdentifier(L.self), value: layout.makeCache(subviews: subviews))
    }

    private static func updateCache<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) {
        var inner = takeCache(layout, &cache, subviews)
        layout.updateCache(&inner, subviews: subviews)
        cache.value = inner
    }

    /// The held layout's cache, taken out of `cache` (so that it is changed in place; put
    /// it back after), made anew if `cache` was another layout type's.
    private static func takeCache<L: Layout>(_ layout: L, _ cache: inout Cache, _ subviews: Subviews) -> L.Cache {
        if cache.layoutType == ObjectIdentifier(L.self), let inner = cache.value as? L.Cache {
            cache.value = ()
            return inner
        }
        cache.layoutType = ObjectIdentifier(L.self)
        cache.value = ()
        return layout.makeCache(subviews: subviews)
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Cache) -> ViewSpacing {
        var inner = takeCache(layout, &cache, subviews)
        defer { cache.value = inner }
        return layout.spacing(subviews: subviews, cache: &inner)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews,
                                                _ cache: inout Cache) -> CGSize {
        var inner = takeCache(layout, &cache, subviews)
        defer { cache.value = inner }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
    }

    private static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                                 _ subviews: Subviews, _ cache: inout Cache) {
        var inner = takeCache(layout, &cache, subviews)
        defer { cache.value = inner }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }

    private static func explicitAlignment<L: Layout>(_ layout: L, _ guide: HorizontalAlignment, _ bounds: CGRect,
                                                     _ proposal: ProposedViewSize, _ subviews: Subviews,
                                                     _ cache: inout Cache) -> CGFloat? {
        var inner = takeCache(layout, &cache, subviews)
        defer { cache.value = inner }
        return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }

    private static func explicitAlignment<L: Layout>(_ layout: L, _ guide: VerticalAlignment, _ bounds: CGRect,
                                                     _ proposal: ProposedViewSize, _ subviews: Subviews,
                                                     _ cache: inout Cache) -> CGFloat? {
        var inner = takeCache(layout, &cache, subviews)
        defer { cache.value = inner }
        return layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
    }
}
