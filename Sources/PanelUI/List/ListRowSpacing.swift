import PanelBase

private struct ListRowSpacingKey: EnvironmentKey {
    static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
    /// The space between the rows of the lists below (`.listRowSpacing(_:)`).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `spacing` points between the rows of this list (nil: none, rows joined by
    /// separator lines). Rows standing apart have no separator, and in an inset-grouped
    /// list each has its own rounded corners.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
