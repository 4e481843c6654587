import PanelBase

/// Where a subtree may take touches, so that hit-testing walks only the subtrees a touch
/// lands in. A node takes touches within its frame (text, gesture areas, whole frames)
/// or on its drawn content (a stroked shape's line, which reaches beyond the frame), and
/// its descendants within theirs; the bounds hold all of it. They are worked out when a
/// touch first needs them and forgotten, up to the root, when a frame, a child list or a
/// shape's line changes.
extension ViewNode {
    /// Whether hit-testing skips subtrees by their touch bounds (off only to check that
    /// skipping changes no result).
    static var prunesHitTests = true

    /// A rectangle holding every point where this node or a descendant may take touches.
    final var touchBounds: FixedRect {
        if let cached = cachedTouchBounds { return cached }
        var bounds = ownTouchArea
        if !ownTouchAreaHoldsChildren {
            for child in children { bounds = bounds.boundingUnion(child.touchBounds) }
        }
        cachedTouchBounds = bounds
        return bounds
    }

    /// Forgets the touch bounds of this node and its ancestors. (A node's bounds are only
    /// kept while its children's are, so the walk stops at the first one already gone.)
    final func touchBoundsChanged() {
        var node: ViewNode? = self
        while let current = node, current.cachedTouchBounds != nil {
            current.cachedTouchBounds = nil
            current.touchBoundsVersion &+= 1
            node = current.parent
        }
    }
}

extension FixedRect {
    /// The smallest rectangle holding both (an empty one adds nothing).
    func boundingUnion(_ other: FixedRect) -> FixedRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = Fixed.min(minX, other.minX), y0 = Fixed.min(minY, other.minY)
        let x1 = Fixed.max(maxX, other.maxX), y1 = Fixed.max(maxY, other.maxY)
        return FixedRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
