import Panel

/// Told when a touch starts (true) and stops (false) moving a control's value, as
/// SwiftUI's `onEditingChanged`: a panel's slider publishes on release (`DragPublishing`).
struct ControlEditingKey: EnvironmentKey {
    static let defaultValue: @MainActor (Bool) -> Void = { _ in }
}

extension EnvironmentValues {
    var controlEditing: @MainActor (Bool) -> Void {
        get { self[ControlEditingKey.self] }
        set { self[ControlEditingKey.self] = newValue }
    }
}
