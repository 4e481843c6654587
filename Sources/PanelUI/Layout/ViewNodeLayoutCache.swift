import PanelBase

/// What a node keeps of its layout between passes: the answers it gave (sizes for
/// proposals, guides for sizes), where it was placed, and the marks that say when those
/// must be checked again (see `LayoutInvalidation.swift`). Stored inline in its node.
struct ViewNodeLayoutCache {
    /// Where the last layout put the node, in screen coordinates (1/64 px).
    var frame: FixedRect = .zero
    /// Sizes chosen for proposals, and alignment guides for sizes. They stay valid from
    /// one layout pass to the next while the node's subtree answers the same, so an update
    /// that changes one control lays out only that control, and its ancestors only when
    /// its size changed.
    var sizeCache = AnswerCache<ProposedSize, FixedSize>()
    var guideCache = AnswerCache<FixedSize, ExplicitGuides>()
    /// Whether the node changed since its caches were filled: they are checked before
    /// the next layout pass.
    var sizesNeedChecking = false
    /// Marked because its child answered differently (not for a change of its own).
    var childAnswersChanged = false
    /// `layoutPriority` before the change that set `sizesNeedChecking`.
    var layoutPriorityBeforeChange = 0.0
    /// Whether answers were dropped to bound the caches: the node's next check cannot tell
    /// whether they changed, so it reports a change.
    var hasForgottenAnswers = false
    /// The layout pass that follows the node's latest change (or a change of its
    /// children's answers): the pass places it again.
    var changedBeforePass = 0
    /// The pass `layoutPriorityBeforeChange` was noted for.
    var priorityNotedForPass = 0
    /// The latest layout pass that placed the node.
    var placedInPass = -1

    /// At most this many sizes (and as many guides) are kept per node: a node asked ever
    /// new proposals (a neighbour that keeps resizing) does not grow without bound, and a
    /// check answers at most this many again.
    static let cachedAnswerLimit = 64

    /// Keeps the size chosen for a proposal not asked before.
    mutating func keep(_ size: FixedSize, for proposal: ProposedSize) {
        if sizeCache.count >= ViewNodeLayoutCache.cachedAnswerLimit { forgetAnswersForSpace() }
        sizeCache.append(size, for: proposal)
    }

    /// Keeps the guides reported for a size not asked before.
    mutating func keep(_ guides: ExplicitGuides, for size: FixedSize) {
        if guideCache.count >= ViewNodeLayoutCache.cachedAnswerLimit { forgetAnswersForSpace() }
        guideCache.append(guides, for: size)
    }

    mutating func forgetCachedAnswers() {
        sizeCache.removeAll()
        guideCache.removeAll()
    }

    /// Drops every cached answer to make room; the next check reports a change.
    mutating func forgetAnswersForSpace() {
        forgetCachedAnswers()
        hasForgottenAnswers = true
    }

    /// Drops every cached answer because they will be asked again anyway (a fresh layout,
    /// or a check that asks them all): nothing to report.
    mutating func forgetAnswersToAskAgain() {
        forgetCachedAnswers()
        hasForgottenAnswers = false
    }

    /// Whether a node placed in `rect` (snapped) keeps its frames: the same rectangle,
    /// and nothing changed below since it was last placed.
    func keepsPlacement(in rect: FixedRect) -> Bool {
        rect == frame && placedInPass >= changedBeforePass
    }
}
