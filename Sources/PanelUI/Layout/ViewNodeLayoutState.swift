import PanelBase

/// Where a node was placed, and the marks that say what the next layout pass must check
/// and place again (see `LayoutInvalidation.swift`). Stored inline in its node, apart from
/// its answers (`ViewNodeLayoutCache`): these are plain values, so reading the frame (hit
/// testing, drawing) costs a load and nothing more.
struct ViewNodeLayoutState {
    /// Where the last layout put the node, in screen coordinates (1/64 px).
    var frame: FixedRect = .zero
    /// Whether the node changed since its answers were cached: they are checked before
    /// the next layout pass.
    var sizesNeedChecking = false
    /// Marked because its child answered differently (not for a change of its own).
    var childAnswersChanged = false
    /// `layoutPriority` before the change that set `sizesNeedChecking`.
    var layoutPriorityBeforeChange = 0.0
    /// The layout pass that follows the node's latest change (or a change of its
    /// children's answers): the pass places it again.
    var changedBeforePass = 0
    /// The pass `layoutPriorityBeforeChange` was noted for.
    var priorityNotedForPass = 0
    /// The latest layout pass that placed the node.
    var placedInPass = -1

    /// Whether a node placed in `rect` (snapped) keeps its frames: the same rectangle,
    /// and nothing changed below since it was last placed.
    func keepsPlacement(in rect: FixedRect) -> Bool {
        rect == frame && placedInPass >= changedBeforePass
    }
}
