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
