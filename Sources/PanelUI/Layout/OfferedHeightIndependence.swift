import PanelBase

/// Sizes that do not depend on the offered height.
///
/// A stack asks each of its views several questions per proposal it is asked (the least
/// and most it takes along its axis, then its share), each under the proposal's other
/// length; its parent asks the stack under several heights in turn. A text's size reads
/// only the offered width, and so does a row of texts and spacers, or a frame with no
/// height limits around one: for such a view the offered height is dropped from the
/// question, and the views of a column of rows are laid out once per width instead of once
/// per width and height.
///
/// Whether a node ignores the offered height depends on its kind, its layout parameters
/// and its children's answer to the same question. It is worked out when first asked and
/// kept until the node or a node below it changes layout (`invalidateLayout`) or children.
/// A node that has it kept has it kept for all its descendants, so forgetting it walks up
/// only as far as the first node that has forgotten it already.
extension ViewNode {
    /// Whether this node answers every proposal as it answers the same width with no
    /// height offered.
    final var sizeIgnoresOfferedHeight: Bool {
        if let known = layoutCache.ignoresOfferedHeight { return known }
        let ignores = sizeThatFitsIgnoresOfferedHeight
        layoutCache.ignoresOfferedHeight = ignores
        return ignores
    }

    /// The question a proposal stands for in this node's cached answers.
    final func answerKey(for proposal: ProposedSize) -> ProposedSize {
        guard ViewNode.dropsIgnoredOfferedHeights, sizeIgnoresOfferedHeight, proposal.height != nil else { return proposal }
        return ProposedSize(width: proposal.width, height: nil)
    }

    /// Off, every proposal is asked as it comes (tests compare the layouts both ways).
    static var dropsIgnoredOfferedHeights = true

    /// Forgets whether this node and its ancestors ignore the offered height: it may have
    /// changed with this node's layout or children.
    final func forgetWhetherSizeIgnoresOfferedHeight() {
        var node: ViewNode? = self
        while let current = node, current.layoutCache.ignoresOfferedHeight != nil {
            current.layoutCache.ignoresOfferedHeight = nil
            node = current.parent
        }
    }
}
