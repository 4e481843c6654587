import PanelBase

/// Where a touch lies for the gestures of a view drawn through geometry effects: in the
/// view's own, untransformed coordinates, as SwiftUI reports it (a drag on a rotated card
/// moves along the card). Views under no effect see the touch where it is on screen.
extension ViewNode {
    /// Whether a geometry effect encloses this node.
    var isUnderGeometryEffect: Bool {
        var ancestor = parent
        while let current = ancestor {
            if current is GeometryEffectNode { return true }
            ancestor = current.parent
        }
        return false
    }

    /// `point` (on screen) mapped back through every geometry effect and scroll offset
    /// around this node, as hit testing maps it, then shown as the node's frame is
    /// (`screenFrame`): the same point when nothing is transformed.
    func gestureLocation(of point: FixedPoint) -> FixedPoint {
        var ancestors: [ViewNode] = []
        var ancestor = parent
        while let current = ancestor {
            ancestors.append(current)
            ancestor = current.parent
        }
        var mapped = point
        for node in ancestors.reversed() {
            if let scroll = node as? ScrollViewNode {
                mapped = scroll.contentShift.unapply(mapped)
            } else if let effect = node as? GeometryEffectNode {
                // A view flattened to nothing is not touched; its last point stands.
                mapped = effect.pointInContent(mapped) ?? mapped
            }
        }
        return screenShift.apply(mapped)
    }
}
