import PanelBase

/// Finds a proxy's views: the reader's node, held weakly (a proxy kept by an action may
/// outlive its reader).
@MainActor
final class ScrollTarget {
    private weak var reader: ScrollViewReaderNode?

    init(reader: ScrollViewReaderNode) { self.reader = reader }

    func scroll(to id: AnyHashable, anchor: UnitPoint?, animation: Animation?) {
        guard let reader, reader.isInGraph, let node = ScrollTarget.find(id, under: reader) else { return }
        let time = reader.graph?.time ?? .zero
        // Innermost scroll view first: an outer one then sees where the inner one put it.
        var rect = node.frame
        var ancestor = node.parent
        while let current = ancestor, current !== reader {
            if let scroll = current as? ScrollViewNode {
                // The outer one is asked for where the view will stand once the inner one has
                // moved.
                let shift = scroll.scroll(toShow: rect, anchor: anchor, animation: animation, at: time)
                rect.origin = FixedPoint(x: rect.minX + shift.x, y: rect.minY + shift.y)
            }
            ancestor = current.parent
        }
    }

    /// The first view marked `.id(id)` under `root`, in drawing order.
    static func find(_ id: AnyHashable, under root: ViewNode) -> IdentityNode? {
        for child in root.children {
            if let identity = child as? IdentityNode, identity.id == id { return identity }
            if let found = find(id, under: child) { return found }
        }
        return nil
    }
}
