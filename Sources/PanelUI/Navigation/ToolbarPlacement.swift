/// A bar that `.toolbar(_:for:)` shows or hides. Panel has the navigation bar of a
/// `NavigationStack`'s pages; the others are accepted and left as they are.
public struct ToolbarPlacement: Equatable, Sendable {
    enum Bar: Equatable, Sendable { case automatic, navigationBar, tabBar, bottomBar }
    let bar: Bar

    /// The bars of the view's container: in a `NavigationStack`, its navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar of the page the view is on.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// A `TabView`'s tab bar (Panel keeps it shown).
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
    /// The bottom toolbar (Panel has none).
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
}
