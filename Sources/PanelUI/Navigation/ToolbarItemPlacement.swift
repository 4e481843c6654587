/// Where a toolbar item goes in the navigation bar. Panel's bar has three places: the
/// leading side (after the back button), the middle (instead of the title) and the
/// trailing side; every placement maps to one of them, as on a phone.
public struct ToolbarItemPlacement: Equatable, Sendable {
    enum Side: Equatable, Sendable { case leading, principal, trailing, keyboard }
    let side: Side

    /// The trailing side, as iOS places items without a placement.
    public static let automatic = ToolbarItemPlacement(side: .trailing)
    /// The middle of the bar, in place of the title.
    public static let principal = ToolbarItemPlacement(side: .principal)
    /// The leading side.
    public static let navigation = ToolbarItemPlacement(side: .leading)
    /// The trailing side.
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    /// The trailing side (iOS may gather these in a menu; Panel shows them).
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
    /// The trailing side.
    public static let status = ToolbarItemPlacement(side: .trailing)
    /// The trailing side: "Done", "Save".
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    /// The leading side: "Cancel".
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    /// The trailing side.
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    /// The leading side of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    /// The trailing side of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// The leading side of the navigation bar (SwiftUI's older name for `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    /// The trailing side of the navigation bar (SwiftUI's older name for `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// Panel has no bottom toolbar: these items go on the trailing side of the top bar.
    public static let bottomBar = ToolbarItemPlacement(side: .trailing)
    /// Above the software keyboard on iOS. Panel's on-screen keyboard has no bar for
    /// them: these items are accepted and not shown (the keyboard has its own key to
    /// close it).
    public static let keyboard = ToolbarItemPlacement(side: .keyboard)
}
