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
                // The outer one is asked for where the view will stand in its content once
                // the inner one has moved.
                rect = scroll.scroll(toShow: rect, anchor: anchor, animation: animation, at: time).apply(rect)
            }
            ancestor = current.parent
        }
    }

    /// The first view marked `.id(id)`, or made for a `ForEach` element with that id, under
    /// `root`, in drawing order.
    static func find(_ id: AnyHashable, under root: ViewNode) -> ViewNode? {
        let element = AnyHashable(ForEachElementID(id: id))
        return find(where: { node in
            if let identity = node as? IdentityNode, identity.id == id { return true }
            return node.key.contains(element)
        }, under: root)
    }

    private static func find(where matches: (ViewNode) -> Bool, under root: ViewNode) -> ViewNode? {
        for child in root.children {
            if matches(child) { return child }
            if let found = find(where: matches, under: child) { return found }
        }
        return nil
    }
}
