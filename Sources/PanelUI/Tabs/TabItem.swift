import PanelBase

/// A view with the label of its tab (`.tabItem { }`).
struct _TabItemView<Content: View, Label: View>: View, TabViewChild {
    let content: Content
    let label: Label
    var body: some View { content }
    var tabTag: AnyHashable? { (content as? TabViewChild)?.tabTag }
    var tabItemLabel: AnyView? { AnyView(label) }
    var tabBadge: String? { (content as? TabViewChild)?.tabBadge }
}

extension View {
    /// The label of this view's tab in a `TabView`'s tab bar: usually
    /// `Label("Home", systemImage: "house")`, drawn as the icon above the title.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        _TabItemView(content: self, label: label())
    }
}
