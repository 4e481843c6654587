import PanelBase

/// The root's last child: the presented modal layers, each laid out over the whole screen
/// and drawn above the root view. While one is shown it takes every touch on the screen,
/// so nothing beneath can be pressed.
final class ModalLayerNode: ViewNode {
    override var ownValueAffectsDrawing: Bool { false }
    /// The shown layers' nodes (dismissed ones, still animating away, take no touches).
    private var presentedChildren: [ViewNode] = []
    /// The layer shown on top (focus stays in it).
    var topPresented: ViewNode? { presentedChildren.last }

    /// Builds the layers' nodes from `presentations`: a layer keeps its node while its
    /// presenter and presentation are the same.
    func reconcile(with presentations: ModalPresentations) {
        let sorted = presentations.layers.sorted { $0.value.order < $1.value.order }
        var old: [[AnyHashable]: ViewNode] = [:]
        for child in children { old[child.key] = child }
        var next: [ViewNode] = []
        var presented: [ViewNode] = []
        for (presenter, layer) in sorted {
            let key: [AnyHashable] = [AnyHashable(presenter), AnyHashable(layer.generation)]
            let node = makeChild(layer.view, reusing: old.removeValue(forKey: key), environment: layer.environment, key: key)
            next.append(node)
            if layer.isPresented { presented.append(node) }
        }
        for leftover in old.values { ViewNode.discard(leftover) }
        if next.count != children.count || zip(next, children).contains(where: { $0 !== $1 }) {
            invalidateLayout()
            children = next
        }
        presentedChildren = presented
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> FixedSize {
        FixedSize(width: proposal.width ?? .zero, height: proposal.height ?? .zero)
    }

    override func placeChildren(in rect: FixedRect) {
        for child in children {
            let size = child.size(for: ProposedSize(rect.size))
            child.place(in: FixedRect(origin: rect.origin, size: size))
        }
    }

    /// A shown layer takes the touch wherever it lands: on its own controls, or on nothing.
    override func hitTest(_ point: FixedPoint, path: inout [ViewNode]) -> Bool {
        guard !presentedChildren.isEmpty else { return false }
        if let top = presentedChildren.last { _ = top.hitTest(point, path: &path) }
        path.append(self)
        return true
    }
}
