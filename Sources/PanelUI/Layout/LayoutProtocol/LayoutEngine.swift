import PanelBase

/// A layout value with its cache, as its node keeps them: the node calls the layout
/// through this, whatever the layout's type.
@MainActor
protocol LayoutEngine: AnyObject {
    /// What a view standing in the layout sees as its stack (a spacer's axis).
    var enclosingStackStyle: StackLayoutStyle? { get }
    /// Whether the layout places the cells of the `GridRow`s it holds itself.
    var arrangesGridRows: Bool { get }
    /// Whether the layout may set explicit alignment guides.
    var mayHaveExplicitGuides: Bool { get }
    /// Makes the cache, or brings it up to date.
    func refreshCache(_ subviews: LayoutSubviews)
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat?
}

/// What the built-in layouts (stacks, grid, `AnyLayout`) tell their node beyond the
/// `Layout` protocol.
protocol BuiltInLayout {
    /// The stack the views standing in the layout see (a spacer's axis, a divider's
    /// direction, how a list standing for one view flows).
    var enclosingStackStyle: StackLayoutStyle? { get }
    /// Whether the layout places the cells of its `GridRow`s itself.
    var arrangesGridRows: Bool { get }
    /// Whether the layout may set explicit alignment guides (the stacks and the grid set
    /// none, as `HStack`, `VStack`, `ZStack` and `Grid` do not).
    var mayHaveExplicitGuides: Bool { get }
    /// Whether `other` is the same layout (the same type and parameters).
    func isSame(as other: any Layout) -> Bool
}

extension Layout {
    /// What views inside this layout see as their stack.
    var enclosingStackStyle: StackLayoutStyle? {
        if let builtIn = self as? BuiltInLayout { return builtIn.enclosingStackStyle }
        return Self.layoutProperties.stackOrientation.map {
            StackLayoutStyle(kind: $0 == .horizontal ? .horizontal : .vertical, alignment: .center, spacing: nil)
        }
    }
    var arrangesGridRows: Bool { (self as? BuiltInLayout)?.arrangesGridRows ?? false }
    var mayHaveExplicitGuides: Bool { (self as? BuiltInLayout)?.mayHaveExplicitGuides ?? true }

    /// Whether `other` is the same layout: compared as a built-in layout, with `==`, or not
    /// at all (nil) for other types.
    func knownSame(as other: any Layout) -> Bool? {
        if let builtIn = self as? BuiltInLayout { return builtIn.isSame(as: other) }
        if let equatable = self as? any Equatable { return Self.equal(equatable, other) }
        return nil
    }

    private static func equal<E: Equatable>(_ a: E, _ b: any Layout) -> Bool { (b as? E) == a }
}

/// The engine of a layout of type `L`.
final class TypedLayoutEngine<L: Layout>: LayoutEngine {
    private(set) var layout: L
    /// Made before the first call that needs it; taken out while a call uses it.
    private var cache: L.Cache?
    /// How values of `L` are compared when `L` is not `Equatable` (nil: they cannot be).
    private let comparison: ViewValueComparison.Layout?

    init(_ layout: L) {
        self.layout = layout
        comparison = layout.knownSame(as: layout) != nil ? nil : ViewValueComparison.layout(of: L.self)
    }

    /// Takes a new value of the layout; returns whether it may differ from the last (a
    /// built-in or `Equatable` layout compared as such, another one by its stored values,
    /// one holding what cannot be compared always differs).
    func take(_ next: L) -> Bool {
        defer { layout = next }
        if let same = layout.knownSame(as: next) { return !same }
        guard let comparison else { return true }
        let old = layout
        return !withUnsafePointer(to: old) { a in
            withUnsafePointer(to: next) { b in ViewValueComparison.isSame(a, b, by: comparison) }
        }
    }

    var enclosingStackStyle: StackLayoutStyle? { layout.enclosingStackStyle }
    var arrangesGridRows: Bool { layout.arrangesGridRows }
    var mayHaveExplicitGuides: Bool { layout.mayHaveExplicitGuides }

    func refreshCache(_ subviews: LayoutSubviews) {
        guard var current = cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        cache = nil
        layout.updateCache(&current, subviews: subviews)
        cache = current
    }

    /// Runs `body` with the cache, taken out of the engine meanwhile so that it is changed
    /// in place.
    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var current = cache ?? layout.makeCache(subviews: subviews)
        cache = nil
        defer { cache = current }
        return body(&current)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
}
