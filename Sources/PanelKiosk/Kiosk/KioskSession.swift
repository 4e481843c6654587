import Glibc
import Panel

/// One run of the kiosk: opens the display and touch devices, shows the content, wires
/// controls to actions and saved state, and runs the event loop until SIGINT or SIGTERM.
///
/// A panel file that cannot be used never ends the run (a kiosk restarted in a loop shows
/// nothing): its mistakes are shown on the display and logged, and the file is loaded as
/// soon as it changes and is valid. SIGHUP loads the panel file again; when the new file
/// has mistakes they are logged and the panel shown is kept.
@MainActor
final class KioskSession {
    let options: RunOptions

    private var store: StateStore?
    private var display: Display?
    private var fonts: FontSet?
    private var runner: ActionRunner?
    private var kiosk: KioskFrameProducer?
    private var content: PanelContent?
    private var host: ViewHost?
    private var fileWatcher: PanelFileWatcher?
    /// The loop's dispatcher, once the loop exists: readouts read their sources on it, and
    /// controls' state sources and confirmations live on it.
    private var dispatcher: EventDispatcher?
    /// The controls on MQTT, with `--mqtt` or the panel file's `mqtt`.
    private(set) var mqtt: PanelMQTTBridge?
    /// The same connection for the views' `@Topic` values and `publish` actions.
    private var viewTopics: ViewTopicsOnMQTT?
    /// `--trace-values`: values changed and followed values shown, timed.
    private lazy var trace: ValueTrace? = options.traceValues ? ValueTrace() : nil
    private var statePoller: StatePoller?
    private weak var feedbackController: PanelController?
    /// The backlight on MQTT, with the broker.
    private var backlightMQTT: BacklightMQTT?
    /// Panel files sent and screenshots asked for over MQTT.
    private var mqttOperations: PanelMQTTOperations?
    /// The panel file on disk as last loaded: shown at start and on reload.
    private var local: LocalPanelFile?
    /// The layout keys are read with, compiled when the first key comes, once.
    private lazy var keyboardLayout: KeyboardLayout? = (options.keyboard ?? KeyboardConfiguration.system()).compile()

    init(options: RunOptions) { self.options = options }

    /// Whether the error screen is shown (the panel file could not be used).
    var showsPanelFileError: Bool { fileWatcher?.isWatching ?? false }
    /// The program's SwiftUI screen is shown (no panel file).
    var showsScreen: Bool { content?.isProgramScreen == true }

    func run() throws -> Int32 {
        // Blocked from here on, so a SIGHUP sent while the display opens waits for the loop.
        let hangUp = try SignalSource(signals: [SIGHUP]) { [weak self] _ in self?.reload(trigger: "SIGHUP") }
        defer { hangUp.close() }

        let file: PanelFile?
        var fileError: PanelFileError?
        if let path = options.panelPath {
            do {
                let local = try LocalPanelFile(path: path)
                self.local = local
                file = local.file
            } catch {
                file = nil
                fileError = error
                logUnusable(error)
            }
        } else {
            file = nil
        }
        // Checked before the display opens: a mistake here is the command line's.
        let mqttSettings = try MQTTRunSettings(options: options, file: file?.mqtt)
        let connectionSettings = try mqttSettings?.connectionSettings()
        store = options.statePath.map(StateStore.init(path:))
        if let store { logLoad(store.load(), path: store.path) } else if options.panelPath != nil {
            Log.info("no --state file: control values are not saved")
        }
        // @AppStorage values are saved in the state file too (in memory without one).
        AppStorageCenter.shared.log = { Log.warning($0) }
        if let store { AppStorageCenter.shared.install(StateStoreAppStorage(store: store)) }
        let content = file.map { PanelContent.panel($0, saved: store?.values ?? [:]) } ?? fileError.map(PanelContent.error) ?? .screen()

        let display = try openDisplay()
        self.display = display
        let drawing = (display as? KMSDisplay).map { $0.drawsIntoBackBuffer ? ", frames drawn in the back buffer" : ", frames copied from a shadow" } ?? ""
        Log.info("display \(display.transform.physicalWidth)x\(display.transform.physicalHeight) rotated \(display.transform.rotation)\(drawing)")
        fonts = try FontSet.loadDefault()
        let runner = ActionRunner(onFinish: { [weak self] id, outcome in
            self?.content?.controller?.actionFinished(controlID: id, succeeded: outcome == .succeeded)
        })
        self.runner = runner
        let notifier = SystemdNotifier()
        let (producer, idle) = screen(showing: content, file: file)
        let kiosk = KioskFrameProducer(inner: producer, idle: idle, notifier: notifier,
                                       isDisplayPowered: { display.isPowered })
        self.kiosk = kiosk
        kiosk.trace = trace

        var inputs: [InputSource] = try openInputs(transform: display.transform)
        if let script = options.scriptPath {
            let scripted = ScriptedInputSource(script: try TouchScript.load(path: script), transform: display.transform,
                                               startTime: .now() + 500_000_000,
                                               resolveLabel: { [weak self] in self?.host?.activationPoint(ofControlLabeled: $0) })
            scripted.onProblem = { Log.warning("\($0)") }
            inputs.append(scripted)
        }
        let loop = EventLoop(display: display, inputs: inputs, producer: kiosk)
        dispatcher = loop.dispatcher
        attachFeedback(self.content?.controller)
        startReadouts()
        defer { self.content?.controller?.readoutMonitor?.stop() }
        // The loop's other sources: action pipes, state saves, SIGHUP, the panel file.
        ActionLoopSource(runner: runner).attach(to: loop.dispatcher)
        let stateSaver = store.map { StateSaver(store: $0) }
        stateSaver?.attach(to: loop.dispatcher)
        defer { stateSaver?.saveUnsavedChanges() }
        hangUp.attach(to: loop.dispatcher)
        if let path = options.panelPath {
            let watcher = PanelFileWatcher(path: path) { [weak self] in self?.reload(trigger: "the file changed") }
            if fileError != nil { watcher.start() }
            fileWatcher = watcher
            watcher.attach(to: loop.dispatcher)
        }
        if let mqttSettings, let connectionSettings {
            // Connects at the loop's first turn, after the first frame: never before drawing.
            let connection = try MQTTConnection(settings: connectionSettings, dispatcher: loop.dispatcher)
            let bridge = PanelMQTTBridge(connection: connection, topics: mqttSettings.topics, dispatcher: loop.dispatcher,
                                         homeAssistant: mqttSettings.homeAssistant, groups: mqttSettings.groups)
            mqtt = bridge
            viewTopics = ViewTopicsOnMQTT(connection: connection)
            if let trace { bridge.onFollowed = { trace.followed($0, to: $1) } }
            let backlight = BacklightMQTT(connection: connection, topics: mqttSettings.topics, idle: { [weak kiosk] in kiosk?.idle })
            let screenControls = ScreenControlsOnMQTT(connection: connection, topics: mqttSettings.topics, routes: bridge.routes,
                                                      dispatcher: loop.dispatcher,
                                                      screen: { [weak self] in self?.showsScreen == true ? self?.host : nil })
            screenControls.onControlsChanged = { [weak bridge] in bridge?.publishDiscovery() }
            kiosk.onFrameDrawn = { [weak screenControls] in screenControls?.screenDrawn() }
            bridge.extensions = [backlight, screenControls]
            backlightMQTT = backlight
            let operations = PanelMQTTOperations(bridge: bridge, dispatcher: loop.dispatcher, policy: mqttSettings.panelSet,
                                                 show: { [weak self] in self?.show($0) },
                                                 capture: { [weak loop] in loop?.latestFrame })
            if let local { operations.localFileShown(local.file, contents: local.contents) }
            mqttOperations = operations
            runner.publish = { [weak bridge] in bridge?.publishAction($0) ?? "the connection is closed" }
            bridge.show(self.content?.controller)
            connection.start()
            Log.info("mqtt: \(connectionSettings) for node \(mqttSettings.node), under \(mqttSettings.topics.base)")
        }
        defer { mqtt?.stop() }
        let reason = try loop.run()
        notifier.stopping()
        kiosk.idle?.restore()
        Log.info("stopped (\(reason)); \(loop.framesRendered) frames drawn")
        return 0
    }

    /// The producer and idle controller that show `content`; connects its controls.
    private func screen(showing content: PanelContent, file: PanelFile?) -> (ViewFrameProducer, IdleController?) {
        guard let display, let fonts else { preconditionFailure("the display opens before anything is shown") }
        self.content?.controller?.readoutMonitor?.stop()
        self.content = content
        let host = content.host(width: display.transform.logicalWidth, height: display.transform.logicalHeight, fonts: fonts)
        host.inputFocus.debugLog = { Log.debug($0) }
        host.inputFocus.makeLayout = { [weak self] in self?.keyboardLayout }
        host.onScreenKeyboard = options.onScreenKeyboard
        self.host = host
        if let controller = content.controller, let runner { connect(controller, to: runner, store: store) }
        startReadouts()
        mqtt?.show(content.controller)
        if dispatcher != nil { attachFeedback(content.controller) }
        let idle = file.map {
            IdleController(policy: $0.idle, now: .now(), backlight: Backlight.first(),
                           setDisplayPower: KioskSession.powerSwitch(for: display))
        }
        idle?.onLightChange = { [weak self] in self?.backlightMQTT?.publishState() }
        return (ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: fonts, background: content.background)), idle)
    }

    /// Starts reading the shown panel's readouts, once the loop runs.
    private func startReadouts() {
        guard let dispatcher, let controller = content?.controller, controller.readoutMonitor == nil else { return }
        let monitor = ReadoutMonitor(controller: controller, dispatcher: dispatcher, runner: runner)
        controller.readoutMonitor = monitor
        controller.onReading = { [weak self] control, reading in self?.mqtt?.readingChanged(control, to: reading) }
        monitor.start()
    }

    /// Loads the panel file again (SIGHUP, or a change while its mistakes are shown).
    func reload(trigger: String) {
        guard let path = options.panelPath else {
            Log.info("\(trigger): no panel file to load (the demo is shown)")
            return
        }
        guard let kiosk else { return }
        do {
            let local = try LocalPanelFile(path: path)
            self.local = local
            show(local.file)
            mqttOperations?.localFileShown(local.file, contents: local.contents)
            let shown = local.file.hasPages ? content?.controller.map { "; showing page \($0.page)" } ?? "" : ""
            Log.write(.notice, "\(path): loaded (\(trigger))" + shown)
        } catch {
            if showsPanelFileError {
                logUnusable(error)
                let (producer, idle) = screen(showing: .error(error), file: nil)
                kiosk.replace(inner: producer, idle: idle)
            } else {
                Log.error(error.description)
                Log.warning("\(path): cannot be used (\(trigger)); the panel shown is kept until the file is fixed and SIGHUP is sent again")
            }
        }
    }

    /// Shows `file` in place of what is shown, in one step, with the saved values of its
    /// controls (by id): a reload, or a file sent over MQTT.
    private func show(_ file: PanelFile) {
        guard let kiosk else { return }
        // The page shown stays shown when the new file still has it.
        let page = content?.controller?.page
        let (producer, idle) = screen(showing: .panel(file, saved: store?.values ?? [:], page: page), file: file)
        kiosk.replace(inner: producer, idle: idle)
        fileWatcher?.stop()
    }

    private func logUnusable(_ error: PanelFileError) {
        Log.error(error.description)
        Log.warning("\(error.path): cannot be used; its mistakes are shown on the display, and the file is loaded as soon as it is fixed")
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

    /// Reads the state files and commands of `controller`'s controls, and makes its touches
    /// wait for confirmation; the previous panel's stop.
    private func attachFeedback(_ controller: PanelController?) {
        statePoller?.stop()
        statePoller = nil
        feedbackController?.confirmations?.stop()
        feedbackController = controller
        guard let controller, let dispatcher else { return }
        controller.attachFeedback(dispatcher: dispatcher)
        statePoller = StatePoller(controller: controller, dispatcher: dispatcher)
    }

    private func connect(_ controller: PanelController, to runner: ActionRunner, store: StateStore?) {
        controller.onDeviceState = { [weak self] control, value in
            self?.mqtt?.controlChanged(control, to: value)
            _ = store?.set(value, for: control.id)
        }
        controller.onFire = { [weak self] control in
            self?.mqtt?.controlFired(control)
            guard let action = control.action else { return }
            runner.run(ActionRunner.Request(controlID: control.id, label: control.label, action: action,
                                            value: control.kind.actionText(for: nil), coalesces: false))
        }
        controller.onRelease = { [weak self] in self?.mqtt?.controlReleased($0) }
        controller.onSecret = { control, secret in
            guard let action = control.action else { return }
            // Nothing of the secret in the value, the environment or the log: only the
            // program's standard input carries it.
            runner.run(ActionRunner.Request(controlID: control.id, label: control.label, action: action,
                                            value: "", coalesces: false, standardInput: secret + "\n"))
        }
        controller.onChange = { [weak self] control, value in
            self?.trace?.changed(control, to: value)
            self?.mqtt?.controlChanged(control, to: value)
            if let store {
                if store.set(value, for: control.id) {
                    Log.debug("\(store.path): changed \(control.id) = \(value.json)")
                } else {
                    Log.warning("\(store.path): \(control.id) is not a finite number; its last value is kept")
                }
            }
            guard let action = control.action else { return }
            runner.run(ActionRunner.Request(controlID: control.id, label: control.label, action: action,
                                            value: control.kind.actionText(for: value), coalesces: true))
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
