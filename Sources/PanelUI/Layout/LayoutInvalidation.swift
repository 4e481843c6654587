import PanelBase

/// Keeping layout between updates.
///
/// A node caches the sizes it chose for proposals and the alignment guides it reported
/// for sizes. A change that can move things marks the changed node: a layout parameter
/// that differs (padding, frame limits, a stack's style, a text or its font, a
/// background's alignment), a child added, removed or replaced, an enclosing stack's style
/// for the nodes that read it; a new view value that changes only how things look (colour,
/// opacity, scale, a gesture) marks nothing. Before the next layout pass, marked nodes are
/// checked deepest first. One whose parent is marked too just forgets its answers: the
/// parent's check asks again what it needs. The others answer again every proposal and
/// guide they had answered. A node that answers the same, with the same layout priority,
/// leaves its parent's layout as it was (the parent would ask the same questions and get
/// the same answers); one that answers differently marks its parent in turn. So pressing a
/// button lays nothing out, and a label that grows lays out what its size pushes around.
///
/// Placement follows the same marks: a changed node, and each parent its change reached,
/// is placed again. A node whose answers stayed the same keeps its frame (its parent
/// would place it where it was), so it is placed again in that frame without its
/// ancestors being placed again; a node placed in the same rectangle with nothing changed
/// below it keeps its frames.
extension ViewNode {
    /// Marks this node as changed: its caches are checked before the next layout pass,
    /// and it is placed again.
    final func invalidateLayout() {
        if !alwaysIgnoresOfferedHeight { forgetWhetherSizeIgnoresOfferedHeight() }
        if !layoutState.sizesNeedChecking {
            layoutState.sizesNeedChecking = true
            graph?.nodesToCheck.append(self)
        }
        let nextPass = (graph?.layoutGeneration ?? 0) + 1
        layoutState.changedBeforePass = nextPass
        var node: ViewNode? = self
        // Any ancestor may be checked once the change reaches it: each notes its priority
        // before the change. A node already noted has its ancestors noted too. Changes are
        // applied top-down, each after its own mark, so the first mark of a pass sees the
        // priority from before any change below.
        while let current = node, current.layoutState.priorityNotedForPass != nextPass {
            current.layoutState.priorityNotedForPass = nextPass
            current.layoutState.layoutPriorityBeforeChange = current.layoutPriority
            node = current.parent
        }
    }

    /// Answers again what the caches held. Returns whether any answer changed (or may
    /// have: answers dropped for space cannot be compared).
    final func recomputeCachedAnswers() -> Bool {
        // The old answers move out and the spare (empty) buffers in; the old ones, emptied,
        // are the next check's spares.
        // Answers kept under questions of another kind (with the offered height, or
        // without) cannot be compared: the parent asks again.
        let keyedWithoutHeight = layoutCache.answersKeyedWithoutHeight
        var oldSizes = AnswerCache<ProposedSize, FixedSize>(), oldGuides = AnswerCache<FixedSize, ExplicitGuides>()
        swap(&oldSizes, &layoutCache.spareSizes)
        swap(&oldGuides, &layoutCache.spareGuides)
        swap(&oldSizes, &layoutCache.sizeCache)
        swap(&oldGuides, &layoutCache.guideCache)
        layoutCache.forgetCachedAnswers()
        // Answering again asks as many questions: room for them at once.
        layoutCache.sizeCache.reserveCapacity(oldSizes.count)
        layoutCache.guideCache.reserveCapacity(oldGuides.count)
        defer {
            oldSizes.removeAll()
            oldGuides.removeAll()
            layoutCache.spareSizes = oldSizes
            layoutCache.spareGuides = oldGuides
        }
        if layoutCache.hasForgottenAnswers {
            layoutCache.hasForgottenAnswers = false
            return true
        }
        if layoutPriority != layoutState.layoutPriorityBeforeChange { return true }
        if oldSizes.count > 0 && keyedWithoutHeight != sizeIgnoresOfferedHeight { return true }
        for answer in oldSizes.entries where size(for: answer.key) != answer.value { return true }
        for answer in oldGuides.entries where guides(size: answer.key) != answer.value { return true }
        return false
    }

    /// How many ancestors this node has.
    var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    /// Forgets every cached answer below and at this node, and marks the whole subtree to
    /// be placed again (the layout a fresh tree would get).
    final func forgetLayout(beforePass pass: Int) {
        forEachDescendant {
            $0.layoutCache.forgetAnswersToAskAgain()
            $0.layoutCache.ignoresOfferedHeight = nil
            $0.layoutState.changedBeforePass = pass
        }
    }
}

extension ViewGraph {
    /// Checks the changed nodes' cached answers, deepest first, and carries each change
    /// of answer to the parent.
    /// Returns the checked nodes whose answers stayed the same, shallowest first: each is
    /// placed again in its own frame after the pass.
    func checkChangedLayouts() -> [ViewNode] {
        var unchanged: [ViewNode] = []
        let nextPass = layoutGeneration + 1
        // The nodes by depth, in a kept table of buffers (indexed by depth, not hashed).
        var byDepth = nodesToCheckByDepth
        nodesToCheckByDepth = []
        var deepest = -1
        for node in nodesToCheck {
            let depth = node.depth
            while byDepth.count <= depth { byDepth.append([]) }
            byDepth[depth].append(node)
            deepest = Swift.max(deepest, depth)
        }
        nodesToCheck.removeAll(keepingCapacity: true)
        defer {
            for index in byDepth.indices where !byDepth[index].isEmpty { byDepth[index].removeAll(keepingCapacity: true) }
            nodesToCheckByDepth = byDepth
        }
        var depth = deepest
        while depth >= 0 {
            var position = 0
            // (Read in place, by position: the level's buffer is not copied out of the table.)
            while position < byDepth[depth].count {
                let node = byDepth[depth][position]
                position += 1
                guard node.layoutState.sizesNeedChecking else { continue }
                node.layoutState.sizesNeedChecking = false
                let childChanged = node.layoutState.childAnswersChanged
                node.layoutState.childAnswersChanged = false
                guard node.isInGraph, let parent = node.parent else { continue }
                // A parent that is checked anyway asks again what it needs.
                if parent.layoutState.sizesNeedChecking {
                    node.layoutCache.forgetAnswersToAskAgain()
                    continue
                }
                // A node that answers as its child does changed with it: nothing to ask.
                if childChanged && node.answersAsItsChild {
                    node.layoutCache.forgetAnswersToAskAgain()
                } else {
                    guard node.recomputeCachedAnswers() else {
                        unchanged.append(node)
                        continue
                    }
                }
                parent.layoutState.sizesNeedChecking = true
                parent.layoutState.childAnswersChanged = true
                parent.layoutState.changedBeforePass = nextPass
                byDepth[depth - 1].append(parent)
            }
            depth -= 1
        }
        return unchanged.reversed()
    }

    /// Places again, in its own frame, each node that changed without changing its answers
    /// and that the pass did not reach (its parent was not placed again).
    func placeInTheirFrames(_ nodes: [ViewNode]) {
        for node in nodes where node.isInGraph && node.layoutState.placedInPass >= 0 && node.layoutState.placedInPass < layoutGeneration {
            node.place(in: node.frame)
        }
    }
}
