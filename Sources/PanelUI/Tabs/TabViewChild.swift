import PanelBase

/// What a `TabView` reads from each of its children: the tag it is selected by and the
/// label of its tab (`.tag(_:)` and `.tabItem(_:)`, in either order).
@MainActor
protocol TabViewChild {
    var tabTag: AnyHashable? { get }
    var tabItemLabel: AnyView? { get }
    /// The text of the tab's badge (`.badge(_:)`), nil for none.
    var tabBadge: String? { get }
}

extension TabViewChild {
    var tabBadge: String? { nil }
}

/// A modified view carries its tag (`.tag(_:)` is a modifier, which pickers read too) and
/// the tab label of the view it modifies.
extension ModifiedContent: TabViewChild where Content: View, Modifier: ViewModifier {
    var tabTag: AnyHashable? { readTag ?? (content as? TabViewChild)?.tabTag }
    var tabItemLabel: AnyView? { (content as? TabViewChild)?.tabItemLabel }
    var tabBadge: String? { (content as? TabViewChild)?.tabBadge }
}
