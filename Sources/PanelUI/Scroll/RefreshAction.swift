import PanelBase

/// Refreshes a view's data: what `refreshable(action:)` put in the environment. Scroll
/// views (and lists) inside run it when pulled down past their top.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the views inside (`refreshable(action:)`), if any.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Lets the scroll views and lists inside be pulled down to refresh: pulled past 60
    /// points and let go, they stay open by a spinner's height at the top, run `action` as
    /// a main-actor task (as `task` does), and spring back when it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
