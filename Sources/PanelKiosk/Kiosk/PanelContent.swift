import Panel

/// What a kiosk shows: the program's screen (the built-in demo unless the program gave one,
/// see `KioskScreen`), a panel file with its controller, or the mistakes of a panel file
/// that cannot be used; ready to be hosted at a size.
@MainActor
struct PanelContent {
    let view: AnyView
    /// Nil for a SwiftUI screen, whose views keep their own state.
    let controller: PanelController?
    let background: PixelColor
    /// The program's SwiftUI screen (not a panel file, nor its mistakes): its buttons and
    /// toggles are what MQTT shows (`ScreenControlsOnMQTT`).
    var isProgramScreen = false

    /// The program's SwiftUI screen: the demo, or what it gave `runPanelApp(_:screen:)`.
    /// What `snapshot` and `soak` show: the panel file at `path` with no saved state, or
    /// the program's screen without one.
    static func headless(panelFile path: String?) throws(PanelFileError) -> PanelContent {
        guard let path else { return .screen() }
        return .panel(try loadPanelFile(path), saved: [:])
    }

    static func screen() -> PanelContent {
        let screen = KioskScreen.shown
        return PanelContent(view: screen.view, controller: nil, background: screen.background, isProgramScreen: true)
    }

    static func panel(_ file: PanelFile, saved: [String: ControlValue], page: String? = nil) -> PanelContent {
        let controller = PanelController(panel: file, saved: saved, page: page)
        let bg = file.colors.background
        return PanelContent(view: AnyView(PanelFileView(controller: controller)), controller: controller,
                            background: PixelColor(red: bg.red, green: bg.green, blue: bg.blue))
    }

    /// The screen shown while the panel file cannot be used.
    static func error(_ error: PanelFileError) -> PanelContent {
        PanelContent(view: AnyView(PanelFileErrorView(error: error)), controller: nil, background: PanelFileErrorView.background)
    }

    /// The view laid out at `width` × `height` logical pixels, measured with `fonts`.
    func host(width: Int, height: Int, fonts: FontSet) -> ViewHost {
        ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
    }
}

extension ViewHost {
    /// Where a touch aimed at `label` lands: the activation point of the control with that
    /// label, else the middle of the topmost text on screen reading exactly that (a key of
    /// the on-screen keyboard, a row of a list).
    func activationPoint(ofControlLabeled label: String) -> FixedPoint? {
        if let control = element(labeled: label) { return control.activationPoint }
        guard let text = frames(ofText: label).last else { return nil }
        return FixedPoint(x: text.midX, y: text.midY)
    }
}
