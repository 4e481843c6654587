import PanelBase

/// How large controls are drawn (`.controlSize(_:)`). Panel's `.regular` is already sized
/// for a finger on a kiosk: the other sizes step down and up from it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size of controls inside.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the buttons in this view (the bordered and default styles).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
