import PanelBase

/// Scrolls the scroll views inside a `ScrollViewReader`; a `ScrollViewReader` hands one
/// to its content.
public struct ScrollViewProxy {
    let target: ScrollTarget

    /// Scrolls every scroll view holding the view marked `.id(id)` so that the view's
    /// `anchor` point lines up with the same point of the scroll view (`.top`: its top at
    /// the top); with no anchor, by the least that shows the whole view. Inside
    /// `withAnimation`, the content moves with that animation; otherwise at once.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scroll(to: AnyHashable(id), anchor: anchor, animation: Transaction.current?.animation)
    }
}

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
