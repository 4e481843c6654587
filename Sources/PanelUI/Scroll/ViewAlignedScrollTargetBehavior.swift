import PanelBase

/// Settles a scroll view with a child of its `scrollTargetLayout()` at its leading
/// (top) edge: the child whose start is nearest to where a fling would stop.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a target view at the leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
