import Panel

/// A SwiftUI screen that a program shows with panel-app's commands: `run`, `snapshot` and
/// `simulate` show it wherever they would show the built-in demo (no `--panel` given), with
/// every option of theirs. A kiosk program written in Swift is then one line:
///
///     exit(runPanelApp(Array(CommandLine.arguments.dropFirst()), screen: KioskScreen(ContentView())))
@MainActor
public struct KioskScreen {
    let view: AnyView
    /// What shows where the view draws nothing (and before the first frame).
    let background: PixelColor

    public init<Content: View>(_ view: Content, background: Color = .black) {
        self.view = AnyView(view)
        self.background = background.pixelColor
    }

    /// The four examples of SwiftUI's custom styling: what panel-app shows by default.
    static var demo: KioskScreen {
        KioskScreen(DemoPanel(), background: Color(red: 18 / 255, green: 22 / 255, blue: 28 / 255))
    }

    /// The screen the commands show without `--panel`: the demo unless the program gave one.
    static var shown: KioskScreen = .demo
}
