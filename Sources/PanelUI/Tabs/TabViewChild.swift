import PanelBase

/// What a `TabView` reads from each of its children: the tag it is selected by and the
/// label of its tab (`.tag(_:)` and `.tabItem(_:)`, in either order).
@MainActor
protocol TabViewChild {
    var tabTag: AnyHashable? { get }
    var tabItemLabel: AnyView? { get }
}
