import PanelBase

/// Where a view is in its transition: about to appear, shown, or gone (and animating
/// away). A view is drawn in the state of its transition's `willAppear` phase when it is
/// inserted, then moved to `identity` at once (so the change animates); when removed, it
/// moves from `identity` to `didDisappear`.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear
    case identity
    case didDisappear

    /// Whether the view shows as it is, unchanged by its transition.
    public var isIdentity: Bool { self == .identity }
}
