import Panel

/// A part of an app's user interface, as SwiftUI's: a `WindowGroup`, or a scene made of
/// others through its `body`. Panel shows one screen, the first window group's content.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}
