import PanelBase

/// A type that arranges a collection of views: SwiftUI's custom layout protocol.
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` (the container's size for a
/// proposal; it may be asked several times, with different proposals, in one layout
/// pass) and `placeSubviews(in:proposal:subviews:cache:)` (each subview's place, through
/// `LayoutSubview.place(at:anchor:proposal:)`), then write `MyLayout { views }`. A
/// subview left unplaced sits at the centre of the container, offered the container's
/// size.
///
/// The cache (`Cache`, `Void` by default) is made before the first call and brought up to
/// date (`updateCache`, which makes it anew by default) before the first call after the
/// layout's value or its subviews changed (a subview added, removed or answering
/// differently). Panel keeps each proposal's answer while nothing changes, so a layout is
/// asked again only after a change.
@preconcurrency
public protocol Layout: Sendable {
    /// What the layout says of itself to its views (`stackOrientation`).
    static var layoutProperties: LayoutProperties { get }

    /// Values the layout keeps between calls.
    associatedtype Cache = Void

    /// The views the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache, before the layout's first call.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the layout or its subviews changed.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around it, as a subview of another layout.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview in `bounds` (a size this layout chose, in the parent's
    /// coordinates).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container's horizontal guide `guide` lies, or nil for its default place.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Where the container's vertical guide `guide` lies, or nil for its default place.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of every subview's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The subviews' explicit guides merged, where they are placed (`LayoutGuideMerging`);
    /// nil when none sets the guide, so it stands where its default puts it.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(of: guide, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The subviews' explicit guides merged, as for horizontal guides.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(of: guide, in: bounds) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The layout arranging `content`'s views: `MyLayout { Text("A"); Text("B") }`.
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}
