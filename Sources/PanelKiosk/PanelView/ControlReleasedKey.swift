import Panel

/// Told when a finger lifts from a panel's button or hold button (`event/<id>` `release`).
struct ControlReleasedKey: EnvironmentKey {
    static let defaultValue: @MainActor @Sendable () -> Void = {}
}

extension EnvironmentValues {
    var controlReleased: @MainActor @Sendable () -> Void {
        get { self[ControlReleasedKey.self] }
        set { self[ControlReleasedKey.self] = newValue }
    }
}

/// Says `controlReleased` when the finger that touched the view lifts, beside the view's
/// own gestures (a button's tap, a hold's long press), whether they fired or not.
struct ReleaseReporting: ViewModifier {
    @Environment(\.controlReleased) private var released

    func body(content: Content) -> some View {
        content.simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { _ in released() })
    }
}
