import PanelBase

extension ViewNode {
    /// Moves the frames of this subtree by whole pixels without laying it out again: what
    /// a scroll does to its content when only the offset changed. A node with a change of
    /// its own waiting, or whose content depends on where it stands (a geometry reader),
    /// is placed again at its moved frame instead.
    ///
    /// A scroll frame moves every row, in sight or not, so this stays cheap per node: the
    /// touch bounds already worked out move with the subtree instead of being forgotten and
    /// worked out again (the caller forgets its own and its ancestors', which hold the
    /// content's), and only the rows in sight are drawn afresh.
    func translateFrames(dx: Fixed, dy: Fixed) {
        let moved = frame.offsetBy(dx: dx, dy: dy)
        if layoutState.changedBeforePass > layoutState.placedInPass || self is GeometryReaderNode {
            place(in: moved)
            return
        }
        layoutState.frame = moved
        if let bounds = cachedTouchBounds { cachedTouchBounds = bounds.offsetBy(dx: dx, dy: dy) }
        drawingChanged()
        layoutState.placedInPass = graph?.layoutGeneration ?? 0
        for child in children { child.translateFrames(dx: dx, dy: dy) }
    }
}
