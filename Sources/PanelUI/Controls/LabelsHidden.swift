import PanelBase

private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls inside leave out their labels (`.labelsHidden()`).
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Leaves out the labels of the toggles, steppers and pickers in this view: each is
    /// just its control, sized to fit. The label still names the control for
    /// `ViewHost.interactiveElements()`.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
