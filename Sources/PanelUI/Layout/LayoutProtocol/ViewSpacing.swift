import PanelBase

/// How much space a view prefers between it and its neighbours, edge by edge.
///
/// Panel's views prefer 8 px on every edge, and a `Spacer` none, as Panel's stacks space
/// them. The distance between two views is the smaller of the preferences of the edges that
/// face each other (so a spacer's zero wins, as in a stack), an edge with no preference
/// leaving the choice to the other; the union of two preferences keeps the larger of each
/// edge's.
public struct ViewSpacing: Sendable, Equatable {
    /// Each edge's preference in 1/64 px (nil: none).
    var top: Fixed?, leading: Fixed?, bottom: Fixed?, trailing: Fixed?

    /// No preference on any edge.
    public init() {}

    init(all value: Fixed?) { top = value; leading = value; bottom = value; trailing = value }

    /// Zero on every edge.
    public static let zero = ViewSpacing(all: .zero)
    /// A view's preference: what a stack puts between two views by default.
    static let standard = ViewSpacing(all: StackNode.defaultSpacing)

    /// The distance between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (mine, theirs) {
        case let (a?, b?): return Fixed.min(a, b).doubleValue
        case let (a?, nil): return a.doubleValue
        case let (nil, b?): return b.doubleValue
        case (nil, nil): return 0
        }
    }

    /// Takes, on `edges`, the larger of this and `other`'s preferences.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = ViewSpacing.larger(top, other.top) }
        if edges.contains(.leading) { leading = ViewSpacing.larger(leading, other.leading) }
        if edges.contains(.bottom) { bottom = ViewSpacing.larger(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = ViewSpacing.larger(trailing, other.trailing) }
    }

    /// This and `other` merged on `edges` (see `formUnion`).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }

    private static func larger(_ a: Fixed?, _ b: Fixed?) -> Fixed? {
        guard let a else { return b }
        guard let b else { return a }
        return Fixed.max(a, b)
    }
}
