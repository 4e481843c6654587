import Panel

/// Scenes written one after another in a `body`.
public struct _TupleScene: Scene, SceneList {
    let scenes: [any Scene]
    public var body: Never { fatalError("_TupleScene has no body") }
}

/// A scene made of a list of others.
@MainActor
protocol SceneList {
    var scenes: [any Scene] { get }
}
