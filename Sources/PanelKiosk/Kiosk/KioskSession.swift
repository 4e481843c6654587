import Glibc
import Panel

/// One run of the kiosk: opens the display and touch devices, shows the content, wires
/// controls to actions and saved state, and runs the event loop until a signal.
@MainActor
final class KioskSession {
    let options: RunOptions

    init(options: RunOptions) { self.options = options }

    func run() throws -> Int32 {
        // The panel file first: a bad file is refused before the display is touched.
        let file = try options.panelPath.map { path throws(PanelFileError) in try loadPanelFile(path) }
        let store = options.statePath.map(StateStore.init(path:))
        if let store { logLoad(store.load(), path: store.path) } else if file != nil {
            Log.info("no --state file: control values are not saved")
        }
        let content = file.map { PanelContent.panel($0, saved: store?.values ?? [:]) } ?? .demo()

        let display = try openDisplay()
        Log.info("display \(display.transform.physicalWidth)x\(display.transform.physicalHeight) rotated \(display.transform.rotation)")
        let fonts = try FontSet.loadDefault()
        let host = content.host(width: display.transform.logicalWidth, height: display.transform.logicalHeight, fonts: fonts)
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: fonts, background: content.background))

        var inputs: [InputSource] = try openInputs(transform: display.transform)
        if let script = options.scriptPath {
            inputs.append(ScriptedInputSource(script: try TouchScript.load(path: script), transform: display.transform,
                                              startTime: .now() + 500_000_000,
                                              resolveLabel: { host.activationPoint(ofControlLabeled: $0) }))
        }
        let runner = ActionRunner(onFinish: { id, outcome in
            content.controller?.actionFinished(controlID: id, succeeded: outcome == .succeeded)
        })
        inputs.append(ActionInputSource(runner: runner))
        let stateSaver = store.map { StateSaveSource(store: $0) }
        if let stateSaver { inputs.append(stateSaver) }
        defer { stateSaver?.saveUnsavedChanges() }
        if let controller = content.controller { connect(controller, to: runner, store: store) }

        let idle = file.map {
            IdleController(policy: $0.idle, now: .now(), backlight: Backlight.first(),
                           setDisplayPower: KioskSession.powerSwitch(for: display))
        }
        let notifier = SystemdNotifier()
        let kiosk = KioskFrameProducer(inner: producer, idle: idle, notifier: notifier,
                                       isDisplayPowered: { display.isPowered })
        let loop = EventLoop(display: display, inputs: inputs, producer: kiosk)
        let reason = try loop.run()
        notifier.stopping()
        idle?.restore()
        Log.info("stopped (\(reason)); \(loop.framesRendered) frames drawn")
        return 0
    }

    /// Turns `display` on or off for the idle controller, logging each change; a display
    /// that refuses is logged as a warning and stays as it was (the panel keeps running).
    nonisolated static func powerSwitch(for display: Display,
                            log: @escaping (Log.Priority, String) -> Void = Log.write) -> (Bool) -> Void {
        { on in
            do {
                try display.setPowered(on)
                if display.isPowered == on {
                    log(.notice, on ? "display on" : "display off")
                } else {
                    log(.info, "this display cannot be turned \(on ? "on" : "off"); it stays as it is")
                }
            } catch {
                log(.warning, "cannot turn the display \(on ? "on" : "off"): \(error)")
            }
        }
    }

    private func connect(_ controller: PanelController, to runner: ActionRunner, store: StateStore?) {
        controller.onFire = { control in
            guard let action = control.action else { return }
            runner.run(ActionRunner.Request(controlID: control.id, label: control.label, action: action,
                                            value: "1", coalesces: false))
        }
        controller.onChange = { control, value in
            if let store {
                if store.set(value, for: control.id) {
                    Log.debug("\(store.path): changed \(control.id) = \(value.json)")
                } else {
                    Log.warning("\(store.path): \(control.id) is not a finite number; its last value is kept")
                }
            }
            guard let action = control.action else { return }
            runner.run(ActionRunner.Request(controlID: control.id, label: control.label, action: action,
                                            value: PanelController.valueText(value, for: control.kind), coalesces: true))
        }
    }

    private func logLoad(_ outcome: StateStore.LoadOutcome, path: String) {
        switch outcome {
        case let .loaded(count, problems):
            Log.info("\(path): restored \(count) saved values")
            for problem in problems { Log.warning("\(path): \(problem); that control starts from its default") }
        case .missing: Log.info("\(path): no saved state yet; using the panel's defaults")
        case let .corrupt(reason, keptAt): Log.warning("\(path): corrupt state (\(reason)); kept as \(keptAt), using defaults")
        case let .unreadable(reason): Log.warning("\(path) \(reason); using defaults, and the file is left alone (changes are not saved)")
        }
    }

    private func openDisplay() throws -> Display {
        let (width, height) = headlessSize()
        switch options.display {
        case "headless":
            return HeadlessDisplay(width: width, height: height, rotation: options.rotation, clock: .realTime)
        case "fbdev":
            return try FbdevDisplay(path: options.card ?? "/dev/fb0", rotation: options.rotation)
        case "kms":
            return try KMSDisplay.openWaitingForDisplay(options: kmsOptions(), log: { Log.warning($0) })
        default:
            do {
                return try KMSDisplay.openWaitingForDisplay(options: kmsOptions(), log: { Log.warning($0) })
            } catch DisplayError.noDevice(let searched) {
                Log.warning("no DRM device (\(searched)); trying the framebuffer /dev/fb0")
                do { return try FbdevDisplay(path: "/dev/fb0", rotation: options.rotation) } catch {
                    throw UsageError(description: "no display: no DRM device and no framebuffer (\(error)); use --display headless to run without one")
                }
            }
        }
    }

    private func kmsOptions() -> KMSOptions {
        KMSOptions(devicePath: options.card, connectorName: options.connector, mode: options.mode, rotation: options.rotation)
    }

    private func headlessSize() -> (Int, Int) {
        if let text = options.modeText, let mode = try? OptionValues.mode(text) { return (mode.width, mode.height) }
        return (800, 480)
    }

    private func openInputs(transform: ScreenTransform) throws -> [InputSource] {
        if options.inputPaths == [] { return [] }
        var configuration = EvdevInputSource.Configuration(transform: transform)
        configuration.grab = options.grab
        if let calibration = options.calibration { configuration.calibration = { _ in calibration } }
        if let paths = options.inputPaths { configuration.devicePaths = Set(paths) }
        configuration.log = { Log.info("input: \($0)") }
        do {
            return [try EvdevInputSource(configuration: configuration)]
        } catch {
            Log.warning("touch input unavailable: \(error); the panel runs without touch")
            return []
        }
    }
}
