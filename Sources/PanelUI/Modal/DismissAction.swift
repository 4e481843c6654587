/// Closes the presentation a view is in: `@Environment(\.dismiss) private var dismiss`,
/// then `dismiss()` sets the sheet's or cover's binding to false (or its item to nil).
/// Outside a presentation it does nothing.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Closes the sheet or full-screen cover this view is presented in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
