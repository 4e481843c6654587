import PanelBase

/// Children that were removed inside an animation and animate away through their
/// transition: kept by their parent in `departures` (not in `children`), so they take no
/// part in layout or touches, but still drawn, on top of the children, in the frame they
/// last had. They leave when their animation ends; their disappear actions run then.
extension ViewNode {
    /// Takes a child out of the graph: at once, or, when it has a transition and is
    /// removed inside an animation, after animating away.
    func retire(_ child: ViewNode) {
        guard let transition = child.transitionNode, let coordinator = graph?.transitions,
              let animation = coordinator.animation(at: self), transition.transition.animatesRemoval else {
            ViewNode.discard(child)
            return
        }
        departures.append(child)
        transition.move(to: .didDisappear, animation: animation)
        coordinator.departed(child, through: transition)
        drawingChanged()
    }

    /// The departing child with `key` made for `type`, taken back: removed and inserted
    /// again before it left, it returns to identity from where it got to.
    func takeBackDeparture(key: [AnyHashable], type: ObjectIdentifier) -> ViewNode? {
        guard !departures.isEmpty, let index = departures.firstIndex(where: { $0.key == key && $0.viewType == type }) else {
            return nil
        }
        let node = departures.remove(at: index)
        graph?.transitions.returned(node)
        node.transitionNode?.move(to: .identity, animation: graph?.transitions.animation(at: self))
        drawingChanged()
        return node
    }

    /// The transition that applies to this node's view: its own, or that of the one view
    /// it wraps (modifiers, a body), as SwiftUI applies a transition set inside a view.
    var transitionNode: TransitionNode? {
        var node: ViewNode = self
        while true {
            if let transition = node as? TransitionNode { return transition }
            guard node.children.count == 1 else { return nil }
            node = node.children[0]
        }
    }

    /// Called when this departing node's animation is over: it leaves its parent and
    /// the graph.
    func leaveAfterDeparture() {
        guard isInGraph else { return }
        if let parent, let index = parent.departures.firstIndex(where: { $0 === self }) {
            parent.departures.remove(at: index)
            parent.drawingChanged()
        }
        ViewNode.discard(self)
    }
}
