import Glibc
import Panel
import PanelKiosk

/// A program's structure, as SwiftUI's: its `body` is the scene it shows, and `@main`
/// calls `main()`, which runs it on the panel's display.
///
///     @main struct KioskApp: App {
///         var body: some Scene { WindowGroup { ContentView() } }
///     }
///
/// The program takes panel-app's commands and options, with `run` implied (docs/app.md):
/// `kiosk-app` runs on the display found as `panel-app run --display auto` finds it,
/// `kiosk-app --rotate 90` turns it, `kiosk-app snapshot --output screen.png` draws it
/// headless, `kiosk-app --help` lists them.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the app as a kiosk program with the process's arguments, and exits with its
    /// status: on the display until SIGINT or SIGTERM (the display restored), or the
    /// command asked for. Called on the main thread (by `@main`), whose loop then also runs
    /// the main actor's tasks.
    @MainActor @preconcurrency
    public static func main() {
        let app = Self()
        let arguments = CommandLine.arguments
        let name = arguments.first.map { String($0.split(separator: "/").last ?? "app") } ?? "app"
        exit(runAppProgram(Array(arguments.dropFirst()), screen: app.kioskScreen, name: name))
    }

    /// The screen of the app's first window group.
    var kioskScreen: KioskScreen {
        guard let group = firstWindowGroup(in: body) else {
            fatalError("\(Self.self).body has no WindowGroup: Panel shows a WindowGroup's content")
        }
        return KioskScreen(group.rootView, background: group.background)
    }
}

/// The first window group in a scene, looking through scenes made of others.
@MainActor
func firstWindowGroup(in scene: any Scene) -> (any WindowGroupContent)? {
    if let group = scene as? any WindowGroupContent { return group }
    if let modified = scene as? any ModifiedScene {
        return firstWindowGroup(in: modified.base).map { ShownWindowGroup(rootView: modified.apply(to: $0.rootView), background: $0.background) }
    }
    if let list = scene as? any SceneList {
        for element in list.scenes { if let found = firstWindowGroup(in: element) { return found } }
        return nil
    }
    if SceneKind.hasNoBody(scene) { return nil }
    return firstWindowGroup(in: scene.body)
}

/// A window group's content as a modifier of the scenes around it left it.
private struct ShownWindowGroup: WindowGroupContent {
    let rootView: AnyView
    let background: Color
}

private enum SceneKind {
    /// A primitive scene (its body is `Never`) that is not a window group.
    static func hasNoBody<S: Scene>(_ scene: S) -> Bool { S.Body.self == Never.self }
}
