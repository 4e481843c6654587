import PanelBase

/// The layout answers a node keeps between passes: the sizes it chose for proposals and
/// the guides it reported for sizes. They stay valid from one layout pass to the next
/// while the node's subtree answers the same (see `LayoutInvalidation.swift`), so an
/// update that changes one control lays out only that control, and its ancestors only
/// when its size changed. Stored inline in its node.
struct ViewNodeLayoutCache {
    var sizeCache = AnswerCache<ProposedSize, FixedSize>()
    var guideCache = AnswerCache<FixedSize, ExplicitGuides>()
    /// Whether answers were dropped to bound the caches: the node's next check cannot tell
    /// whether they changed, so it reports a change.
    var hasForgottenAnswers = false
    /// Emptied buffers a check swaps in while it answers again (`recomputeCachedAnswers`),
    /// so that checking allocates nothing: the old answers and the new stay apart.
    var spareSizes = AnswerCache<ProposedSize, FixedSize>()
    var spareGuides = AnswerCache<FixedSize, ExplicitGuides>()
    /// Whether the node's size ignores the offered height, once worked out (nil after a
    /// change; `OfferedHeightIndependence.swift`).
    var ignoresOfferedHeight: Bool?
    /// Whether the sizes kept were asked with the offered height dropped.
    var answersKeyedWithoutHeight = false

    /// At most this many sizes (and as many guides) are kept per node: a node asked ever
    /// new proposals (a neighbour that keeps resizing) does not grow without bound, and a
    /// check answers at most this many again.
    static let cachedAnswerLimit = 64

    /// Keeps the size chosen for a proposal not asked before.
    mutating func keep(_ size: FixedSize, for proposal: ProposedSize) {
        if sizeCache.count >= ViewNodeLayoutCache.cachedAnswerLimit { forgetAnswersForSpace() }
        answersKeyedWithoutHeight = ignoresOfferedHeight == true
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
}
