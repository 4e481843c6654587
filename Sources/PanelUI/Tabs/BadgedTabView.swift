import PanelBase

/// A view with the badge of its tab (`.badge(_:)`).
struct _BadgedTabView<Content: View>: View, TabViewChild {
    let content: Content
    let badge: String?
    var body: some View { content }
    var tabTag: AnyHashable? { (content as? TabViewChild)?.tabTag }
    var tabItemLabel: AnyView? { (content as? TabViewChild)?.tabItemLabel }
    var tabBadge: String? { badge }
}

extension View {
    /// A badge on this view's tab in a `TabView`: the count on a red capsule over the
    /// tab's icon; 0 shows none. Elsewhere (a list row) Panel shows no badge.
    public func badge(_ count: Int) -> some View {
        _BadgedTabView(content: self, badge: count == 0 ? nil : String(count))
    }

    /// A badge of `label` on this view's tab (nil shows none).
    public func badge(_ label: Text?) -> some View {
        _BadgedTabView(content: self, badge: label?.content)
    }

    /// A badge of the translation of `key` on this view's tab (nil shows none).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        _BadgedTabView(content: self, badge: key.map { Text($0).content })
    }

    /// A badge of `label` as it is on this view's tab (nil shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        _BadgedTabView(content: self, badge: label.map { String($0) })
    }
}
