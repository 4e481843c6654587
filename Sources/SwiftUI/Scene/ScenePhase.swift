import Panel

/// Whether a scene is in use, as SwiftUI's. A kiosk's one screen is always shown and in
/// use: `@Environment(\.scenePhase)` is always `.active` (the other phases are here so that
/// code switching over them compiles).
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background
    case inactive
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
    /// The phase of the scene the view is in: always `.active` on a panel.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
