import PanelBase

/// Finds a proxy's views: the reader's node, held weakly (a proxy kept by an action may
/// outlive its reader).
@MainActor
final class ScrollTarget {
    private weak var reader: ScrollViewReaderNode?

    init(reader: ScrollViewReaderNode) { self.reader = reader }

    /// Scrolls to the view with `id`. A request made while changes wait for the next layout
    /// (rows just appended, in the same action or before an `onChange` of the same update),
    /// or for a view not laid out yet, is kept until that layout is done, so it sees the new
    /// rows and the new content length.
    func scroll(to id: AnyHashable, anchor: UnitPoint?, animation: Animation?) {
        guard let reader, reader.isInGraph, let graph = reader.graph else { return }
        let time = graph.time
        if !graph.needsUpdate, let node = ScrollTarget.find(id, under: reader) {
            scroll(to: node, anchor: anchor, animation: animation, at: time)
            return
        }
        // Run after the next layout pass, as `onChange` actions are.
        graph.enqueue { [weak self] in
            guard let self, let reader = self.reader, reader.isInGraph,
                  let node = ScrollTarget.find(id, under: reader) else { return }
            self.scroll(to: node, anchor: anchor, animation: animation, at: time)
        }
        graph.needsUpdate = true
    }

    private func scroll(to node: ViewNode, anchor: UnitPoint?, animation: Animation?, at time: MonotonicTime) {
        guard let reader else { return }
        // Innermost scroll view first: an outer one then sees where the inner one put it.
        var rect = node.frame
        node.forEachEnclosingScrollView(within: reader) { scroll in
            // The outer one is asked for where the view will stand in its content once the
            // inner one has moved.
            rect = scroll.scroll(toShow: rect, anchor: anchor, animation: animation, at: time).apply(rect)
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
