import Panel

/// A scene whose window group's content is given an environment: what
/// `.environment(model)`, `.environment(\.key, value)` and `.environmentObject(model)` on
/// a scene make. The content of every window group inside gets it, as in SwiftUI.
public struct _EnvironmentScene<Content: Scene>: Scene, ModifiedScene {
    let content: Content
    let modify: @MainActor (AnyView) -> AnyView

    public var body: Never { fatalError("_EnvironmentScene is a primitive scene: it has no body") }

    var base: any Scene { content }
    func apply(to view: AnyView) -> AnyView { modify(view) }
}

/// A scene that changes the content of the window groups inside it.
@MainActor
protocol ModifiedScene {
    var base: any Scene { get }
    func apply(to view: AnyView) -> AnyView
}

extension Scene {
    /// Places an `@Observable` object in the environment of the scene's views, where
    /// `@Environment(Model.self)` finds it.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> _EnvironmentScene<Self> {
        _EnvironmentScene(content: self) { AnyView($0.environment(object)) }
    }

    /// Sets an environment value for the scene's views.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> _EnvironmentScene<Self> {
        nonisolated(unsafe) let value = value
        return _EnvironmentScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Places an `ObservableObject` in the environment of the scene's views, where
    /// `@EnvironmentObject` finds it.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> _EnvironmentScene<Self> {
        _EnvironmentScene(content: self) { AnyView($0.environmentObject(object)) }
    }
}
