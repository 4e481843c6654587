/// Closes what a view is presented in (`@Environment(\.dismiss) private var dismiss`, then
/// `dismiss()`): in a sheet or full-screen cover, sets its binding to false (or its item to
/// nil); in a `NavigationStack`, pops the page and every page above it. Elsewhere it does
/// nothing.
@MainActor
public struct DismissAction {
    let action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    init(action: (@MainActor () -> Void)?) { self.action = action }

    public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
    /// Closes the sheet, full-screen cover or navigation page this view is presented in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
