import PanelBase

/// Where a stack's children reach along its axis, worked out from their touch bounds (the
/// rectangles the culling of `ViewNode.render` tests): for each child, the farthest end
/// of it and of every child before it, and the nearest start of it and of every child
/// after it. Both only grow along the list, so a binary search finds the children that
/// may reach a window, whatever order they stand in.
struct StackChildReach {
    /// The stack's `touchBoundsVersion` these were worked out at.
    var version: Int
    var axis: Axis
    /// Per child: the greatest end of it and the children before it.
    var endsSoFar: [Fixed]
    /// Per child: the least start of it and the children after it.
    var startsFromHere: [Fixed]
}

extension StackNode {
    /// Inside a scroll view, a long stack draws only the children that may show: the ones
    /// before and after the viewport (along the stack's axis) are passed over without
    /// being visited one by one, which is what keeps a scroll frame of a 1000-row list
    /// from walking 1000 rows. Returns false (drawing nothing) where this does not apply:
    /// outside scroll views, under a scale group, in short stacks.
    func drawChildrenInSight(along axis: Axis, into builder: inout DisplayListBuilder) -> Bool {
        guard StackNode.looksForChildrenInSight, builder.recordsNodes, children.count >= StackNode.cullsFromCount,
              let visible = builder.visibleRect else { return false }
        let transform = builder.currentTransform
        guard transform.isTranslation else { return false }
        let reach = currentReach(along: axis)
        // The window in this node's coordinates. A child wholly before it (its end at or
        // before the window's start) or wholly after it shows no pixel of it once its
        // bounds are rounded out to whole pixels, so `render` would draw nothing for it.
        let low: Fixed, high: Fixed
        switch axis {
        case .vertical:
            let moved = Fixed(builder.shift.dy) + transform.translateY
            low = Fixed(visible.y) - moved
            high = Fixed(visible.maxY) - moved
        case .horizontal:
            let moved = Fixed(builder.shift.dx) + transform.translateX
            low = Fixed(visible.x) - moved
            high = Fixed(visible.maxX) - moved
        }
        let first = reach.endsSoFar.partitioningIndex { $0 > low }
        let end = Swift.max(first, reach.startsFromHere.partitioningIndex { $0 >= high })
        let children = self.children
        for index in 0..<first { children[index].passOverOutOfSight() }
        for index in first..<end { children[index].buildDisplayList(into: &builder) }
        for index in end..<children.count { children[index].passOverOutOfSight() }
        if first > 0 || end < children.count { builder.passedOver = true }
        return true
    }

    /// The children whose touch bounds may hold `point` (along the axis), found the same
    /// way: a touch on a 1000-row list tests the rows under the finger, not every row. Nil
    /// where every child is tested (short stacks; the switch below off).
    func childrenReaching(_ point: FixedPoint, along axis: Axis) -> Range<Int>? {
        guard StackNode.looksForChildrenInSight, ViewNode.prunesHitTests, children.count >= StackNode.cullsFromCount
        else { return nil }
        let reach = currentReach(along: axis)
        let along = axis == .vertical ? point.y : point.x
        // Children before `first` all end at or before the point; from `end` on, all start
        // after it (touch bounds are half open).
        let first = reach.endsSoFar.partitioningIndex { $0 > along }
        let end = Swift.max(first, reach.startsFromHere.partitioningIndex { $0 > along })
        return first..<end
    }

    /// From how many children a stack in a scroll view looks for those in sight.
    static let cullsFromCount = 64

    /// Whether long stacks look for the children in sight (off only to check that doing so
    /// changes no display list).
    static var looksForChildrenInSight = true

    private func currentReach(along axis: Axis) -> StackChildReach {
        // Working the touch bounds out makes sure a later change below forgets them, and
        // so changes the version.
        _ = touchBounds
        if let reach = childReach, reach.version == touchBoundsVersion, reach.axis == axis { return reach }
        var ends: [Fixed] = [], starts: [Fixed] = []
        ends.reserveCapacity(children.count)
        starts.reserveCapacity(children.count)
        var farthest = Fixed(raw: Int.min)
        for child in children {
            let bounds = child.touchBounds
            farthest = Fixed.max(farthest, axis == .vertical ? bounds.maxY : bounds.maxX)
            ends.append(farthest)
            starts.append(axis == .vertical ? bounds.minY : bounds.minX)
        }
        var nearest = Fixed(raw: Int.max)
        for index in starts.indices.reversed() {
            nearest = Fixed.min(nearest, starts[index])
            starts[index] = nearest
        }
        let reach = StackChildReach(version: touchBoundsVersion, axis: axis, endsSoFar: ends, startsFromHere: starts)
        childReach = reach
        return reach
    }
}

extension ViewNode {
    /// What `render` does for a node out of sight: nothing is drawn, its run is not kept,
    /// and it counts as current (so that a change below it still reaches its ancestors).
    final func passOverOutOfSight() {
        if drawing.drawnEntries.hasBeenDrawn || !drawing.drawnEntries.isCurrent {
            drawing.drawnEntries.hasBeenDrawn = false
            drawing.drawnEntries.isCurrent = true
        }
    }
}

extension Array {
    /// The index of the first element for which `belongs` holds, in an array where it holds
    /// for a suffix (binary search).
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
