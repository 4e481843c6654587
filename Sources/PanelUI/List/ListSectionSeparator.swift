import PanelBase

private struct ListSectionSeparatorKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether the sections below draw their separator (`.listSectionSeparator(_:)`).
    var listSectionSeparator: Visibility {
        get { self[ListSectionSeparatorKey.self] }
        set { self[ListSectionSeparatorKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the separator of this section (or of every section of a list, set on
    /// the list). A plain list draws it as the line below the section's last row; the
    /// grouped styles draw none. `edges` is accepted: that line is the one separator.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        environment(\.listSectionSeparator, visibility)
    }
}
