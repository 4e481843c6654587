import PanelBase

/// How prominent a section's header is: `.increased` draws it larger and bold, in the
/// text colour and its own case, as iOS does.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the section headers below (`.headerProminence(_:)`).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets the prominence of the section headers in this view: on a `Section`, or on a
    /// list for all its sections.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
