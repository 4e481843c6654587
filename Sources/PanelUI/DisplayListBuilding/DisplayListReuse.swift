import PanelBase

/// Keeping the display list between updates.
///
/// A node's entries lie together in the list, in drawing order: its own, with its
/// children's between them. A build that finds a node drawing exactly as it did in the
/// previous build copies that run of entries instead of walking the subtree again, so a
/// press that changes one button walks only the path from the root to that button.
///
/// A node draws as before while nothing it draws from has changed since its last build:
/// its own parameters (an effect, a shape and its colour, a text and its font: nodes that
/// draw compare them at each update, `ownValueAffectsDrawing`), its environment, its
/// frame, its children, its text's lines. Each of those marks the node and its ancestors
/// (`drawingChanged`). The run is found in the previous
/// list through the parent: each node keeps where its run began relative to its parent's
/// (copying a run keeps the positions inside it, so those stay true). A run is copied
/// only under the same transform (scale groups above it) and scroll offsets it was drawn
/// with, and its entries take the implicit animation in force where they are copied to.
struct DrawnEntries {
    /// Whether the node and its subtree draw as in the last build.
    var isCurrent = false
    /// Whether any build has drawn the node (where its run lies is known).
    var hasBeenDrawn = false
    /// Where its run began, counted from where its parent's began.
    var offset = 0
    var count = 0
    /// The scale groups' transform the run was drawn under.
    var transform = DisplayListBuilder.Transform()
    /// Whether a node below it was out of sight when it was drawn (its run lacks that
    /// node's entries, so it is not moved into view as it is).
    var hasPassedOver = false
    /// Whether a scroll view below it drew its content (moved by an offset of its own).
    var holdsScrollContent = false
    /// The visible rectangle (scroll views' viewports) it was drawn under: another one may
    /// show other rows.
    var visibleRect: PixelRect?
    /// What the run adds to the layer bounds of the group around it, unmoved by the scroll
    /// offsets (the run may be copied moved: `DisplayListBuilder.shift`).
    var contribution = PixelRect.zero
    /// Whether the run holds `.animation(_:value:)` marks.
    var hasImplicitAnimations = false
}

extension ViewNode {
    /// Appends this node's drawing to the display list: copied from the previous list when
    /// it draws as it did then, drawn afresh otherwise.
    final func buildDisplayList(into builder: inout DisplayListBuilder) {
        if let visible = builder.visibleRect,
           builder.screenPixels(of: touchBounds).intersection(visible).isEmpty {
            // Out of sight in a scroll view: nothing is drawn. Its run is not kept (the node
            // is drawn afresh once in sight); it counts as current, so that a change below it
            // still reaches its ancestors.
            if builder.recordsNodes { passOverOutOfSight() }
            builder.passedOver = true
            return
        }
        guard builder.recordsNodes else {
            draw(into: &builder)
            return
        }
        let start = builder.list.entries.count
        let parentStart = builder.nodeStart
        let previousStart = drawing.drawnEntries.hasBeenDrawn && builder.previousNodeStart >= 0
            ? builder.previousNodeStart + drawing.drawnEntries.offset : -1
        if drawing.drawnEntries.isCurrent, previousStart >= 0, drawing.drawnEntries.transform == builder.currentTransform,
           drawing.drawnEntries.visibleRect == builder.visibleRect {
            let moved = builder.shift - builder.previousShift
            let contribution = builder.shift.apply(drawing.drawnEntries.contribution)
            if moved == .zero,
               builder.reuse(from: previousStart, count: drawing.drawnEntries.count, contribution: contribution,
                             hasImplicitAnimations: drawing.drawnEntries.hasImplicitAnimations) {
                drawing.drawnEntries.offset = start - parentStart
                builder.passedOver = builder.passedOver || drawing.drawnEntries.hasPassedOver
                builder.drewScrollContent = builder.drewScrollContent || drawing.drawnEntries.holdsScrollContent
                return
            }
            if moved != .zero, canMoveRun(into: builder),
               builder.reuseMoved(from: previousStart, count: drawing.drawnEntries.count, by: moved, contribution: contribution,
                                  hasImplicitAnimations: drawing.drawnEntries.hasImplicitAnimations) {
                drawing.drawnEntries.offset = start - parentStart
                return
            }
        }
        let parentPreviousStart = builder.previousNodeStart
        builder.nodeStart = start
        builder.previousNodeStart = previousStart
        drawing.drawnEntries.transform = builder.currentTransform
        drawing.drawnEntries.visibleRect = builder.visibleRect
        let outside = builder.beginNodeBounds()
        let marks = builder.implicitAnimationMarks
        let passedOverOutside = builder.passedOver, drewScrollContentOutside = builder.drewScrollContent
        builder.passedOver = false
        builder.drewScrollContent = false
        draw(into: &builder)
        // Children animating away are drawn above the others, where they last stood.
        for departing in departures { departing.buildDisplayList(into: &builder) }
        drawing.drawnEntries.hasPassedOver = builder.passedOver
        drawing.drawnEntries.holdsScrollContent = builder.drewScrollContent
        builder.passedOver = builder.passedOver || passedOverOutside
        builder.drewScrollContent = builder.drewScrollContent || drewScrollContentOutside
        drawing.drawnEntries.contribution = (ContentShift.zero - builder.shift).apply(builder.endNodeBounds(outside))
        drawing.drawnEntries.hasImplicitAnimations = builder.implicitAnimationMarks != marks
        drawing.drawnEntries.count = builder.list.entries.count - start
        drawing.drawnEntries.offset = start - parentStart
        drawing.drawnEntries.isCurrent = true
        drawing.drawnEntries.hasBeenDrawn = true
        builder.nodeStart = parentStart
        builder.previousNodeStart = parentPreviousStart
    }

    /// Whether this node's run, as drawn before, can be moved to where the content shows
    /// now instead of drawn again: it is whole (nothing below it was out of sight), holds
    /// no scroll view's content (moved by offsets of their own), lies under no scale group,
    /// and lies wholly in sight where it goes (a fresh drawing would leave nothing out).
    private func canMoveRun(into builder: DisplayListBuilder) -> Bool {
        guard ViewNode.movesDrawnRuns, !drawing.drawnEntries.hasPassedOver, !drawing.drawnEntries.holdsScrollContent,
              !(self is ScrollViewNode), departures.isEmpty else { return false }
        let transform = builder.currentTransform
        guard transform.isTranslation else { return false }
        guard let visible = builder.visibleRect else { return true }
        let onScreen = builder.screenPixels(of: touchBounds)
        return onScreen.intersection(visible) == onScreen
    }

    /// Whether runs of scrolled content are moved rather than drawn again (off only to
    /// check that moving them changes no display list).
    static var movesDrawnRuns = true

    /// Notes that this node draws differently: it and its ancestors are drawn afresh in
    /// the next build. (A node drawn afresh has its ancestors drawn afresh too, so the walk
    /// stops at the first one already marked.)
    final func drawingChanged() {
        var node: ViewNode? = self
        while let current = node, current.drawing.drawnEntries.isCurrent {
            current.drawing.drawnEntries.isCurrent = false
            node = current.parent
        }
    }
}

/// A run of entries a build copied from the previous list: where it lay there and where
/// it lies now.
struct ReusedEntries: Equatable {
    var previousStart: Int
    var start: Int
    var count: Int

    /// Where the run lies in the new list, and where it lay in the previous one.
    var range: Range<Int> { start..<(start + count) }
    var previousRange: Range<Int> { previousStart..<(previousStart + count) }
}

/// A run of entries a build copied from the previous list moved by `by`: each entry is
/// the old one translated by it.
struct MovedEntries: Equatable {
    var run: ReusedEntries
    var by: ContentShift
}
