import Glibc
import Testing
@testable import Panel
@testable import PanelKiosk
@testable import SwiftUI

struct GreetingView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, panel").font(.title)
            Capsule().fill(Color.orange).frame(width: 120, height: 24)
        }
    }
}

struct GreetingApp: App {
    var body: some Scene {
        WindowGroup { GreetingView() }
    }
}

/// A scene made of another scene, as an app's body may be.
struct GreetingScene: Scene {
    var body: some Scene { WindowGroup("Greeting") { GreetingView() } }
}

struct ComposedApp: App {
    var body: some Scene { GreetingScene() }
}

/// Two window groups: a panel shows the first.
struct TwoWindowsApp: App {
    var body: some Scene {
        WindowGroup { GreetingView() }
        WindowGroup("Other") { Text("second") }
    }
}

/// `App`, `Scene` and `WindowGroup`: what an app shows is its window group's content.
@MainActor
@Suite(.serialized) struct AppSceneTests {
    func snapshot(_ screen: KioskScreen, name: String) throws -> [UInt8] {
        let path = "/tmp/app-scene-\(getpid())-\(name).ppm"
        defer { unlink(path) }
        let status = runPanelApp(["snapshot", "--size", "320x200", "--output", path], screen: screen)
        #expect(status == 0)
        return try FileReader.read(path, limit: 1 << 24)
    }

    @Test func theSnapshotOfAnAppIsItsWindowGroupsContent() throws {
        let view = try snapshot(KioskScreen(GreetingView()), name: "view")
        let app = try snapshot(GreetingApp().kioskScreen, name: "app")
        let composed = try snapshot(ComposedApp().kioskScreen, name: "composed")
        #expect(view.count > 320 * 200 * 3)
        #expect(app == view)
        #expect(composed == view)
        let two = try snapshot(TwoWindowsApp().kioskScreen, name: "two")
        #expect(two == view)
        let other = try snapshot(KioskScreen(Text("other")), name: "other")
        #expect(other != view)
    }

    @Test func anOptionAloneImpliesRun() {
        // A bad option reaches run's parser: status 2, as `panel-app run --rotate 45`.
        defer { runCommandName = "panel-app run" }
        #expect(runAppProgram(["--rotate", "45"], screen: KioskScreen(GreetingView()), name: "greeting") == 2)
        #expect(runCommandName == "greeting run")
        #expect(runAppProgram(["--help"], screen: KioskScreen(GreetingView()), name: "greeting") == 0)
        #expect(appProgramHelp(name: "greeting").contains("usage: greeting [run] [OPTIONS]"))
    }
}
