import Panel

/// Builds an app's `body` from the scenes written in it.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes: Panel shows the first window group among them.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return _TupleScene(scenes: scenes)
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}
