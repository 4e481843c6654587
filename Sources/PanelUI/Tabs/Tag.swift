import PanelBase

/// A view with a tag (`.tag(_:)`): the value a selection takes to mean this view.
struct _TagView<Content: View, Value: Hashable>: View, TabViewChild {
    let content: Content
    let tag: Value
    var body: some View { content }
    var tabTag: AnyHashable? { AnyHashable(tag) }
    var tabItemLabel: AnyView? { (content as? TabViewChild)?.tabItemLabel }
}

extension View {
    /// Tags the view with `tag`: inside a `TabView`, the selection value of its tab.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        _TagView(content: self, tag: tag)
    }
}
