import PanelBase

/// Dismisses the view it was read in (`@Environment(\.dismiss)`): inside a
/// `NavigationStack`, pops the page and every page above it. Elsewhere it does nothing.
@MainActor @preconcurrency
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    public func callAsFunction() { action?() }
}

private struct DismissActionKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
    /// Dismisses the current presentation (a pushed navigation page).
    public var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
