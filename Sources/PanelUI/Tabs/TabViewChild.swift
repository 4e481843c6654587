import PanelBase

/// What a `TabView` reads from each of its children: the tag it is selected by and the
/// label of its tab (`.tag(_:)` and `.tabItem(_:)`, in either order), and its badge.
@MainActor
protocol TabViewChild {
    var tabTag: AnyHashable? { get }
    var tabItemLabel: AnyView? { get }
    /// The badge shown on its tab (`.badge(_:)` before or after `.tabItem`).
    var tabBadge: Text? { get }
}

/// A modified view carries its tag (`.tag(_:)` is a modifier, which pickers read too) and
/// the tab label of the view it modifies.
extension ModifiedContent: TabViewChild where Content: View, Modifier: ViewModifier {
    var tabTag: AnyHashable? { readTag ?? (content as? TabViewChild)?.tabTag }
    var tabItemLabel: AnyView? { (content as? TabViewChild)?.tabItemLabel }
    var tabBadge: Text? {
        if let badge = modifier as? _BadgeModifier { return badge.label }
        return (content as? TabViewChild)?.tabBadge
    }
}
