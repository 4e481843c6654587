import Panel

/// Operations on the panel as a whole over MQTT (docs/mqtt.md), on its own, its groups'
/// and everyone's topics:
///
/// - `panel/set`: a whole panel file, checked by `PushedPanelCheck` against the file on
///   disk; shown when it passes (as a reload shows one: saved values kept by control id),
///   refused with its problems on `panel/<node>/panel/error` when not. The file on disk is
///   never written.
///   Files are read at most once a `panelSetInterval`: a flood of large files costs one
///   parse a second, and a file sent meanwhile waits (a newer one replacing it), so the
///   last file sent is always the one read.
/// - `screenshot`: the frame on screen as a PNG on `panel/<node>/screenshot/png`, at most
///   one a second.
///
/// Retained messages are not taken: a request kept by the broker would act again at every
/// connection, long after whoever sent it.
@MainActor
final class PanelMQTTOperations {
    static let screenshotInterval: Int64 = 1_000_000_000
    /// The shortest time between the starts of two panel files' checks.
    var panelSetInterval: Int64 = 1_000_000_000

    let bridge: PanelMQTTBridge
    private(set) var check: PushedPanelCheck
    /// Shows a panel file that passed the check.
    private let show: (PanelFile) -> Void
    /// The frame on screen, logical orientation (nil: none yet).
    private let capture: () -> Surface?
    private let log: (Log.Priority, String) -> Void
    private var refusals = RateLimitedLog()
    private var lastScreenshot: MonotonicTime?
    private let dispatcher: EventDispatcher
    private var lastPanelRead: MonotonicTime?
    /// The latest file sent too soon after the last one read, and the deadline that reads it.
    private var waitingPanel: MQTTMessage?
    private var waitingPanelRead: LoopSourceID?
    /// Files replaced by a newer one before they were read.
    private(set) var panelFilesSkipped = 0
    private(set) var screenshotsSent = 0

    init(bridge: PanelMQTTBridge, dispatcher: EventDispatcher, policy: PanelSetPolicy, show: @escaping (PanelFile) -> Void,
         capture: @escaping () -> Surface?, log: @escaping (Log.Priority, String) -> Void = { Log.write($0, "mqtt: " + $1) }) {
        self.bridge = bridge
        check = PushedPanelCheck(policy: policy, local: nil)
        self.show = show
        self.capture = capture
        self.log = log
        self.dispatcher = dispatcher
        bridge.onOperation = { [unowned self] in self.handle($0, $1, now: dispatcher.now) }
    }

    /// The panel file on disk was loaded and is shown (at start, on SIGHUP, once fixed):
    /// its actions are those a file sent may use.
    func localFileShown(_ file: PanelFile, contents: [UInt8]) {
        check.local = file
        bridge.shownFile = PanelFileIdentity(title: file.title, contents: contents, source: .local)
    }

    func handle(_ route: MQTTCommandRoutes.Route, _ message: MQTTMessage, now: MonotonicTime) {
        guard !message.retain else {
            note("ignored a retained message on \(message.topic): send panel files and screenshot requests without retain", at: now)
            return
        }
        switch route {
        case .panelSet: receivePanel(message, now: now)
        case .screenshot: screenshot(now: now)
        case .control: break
        }
    }

    private func receivePanel(_ message: MQTTMessage, now: MonotonicTime) {
        guard let lastPanelRead, now - lastPanelRead < panelSetInterval else { return readPanel(message, now: now) }
        if waitingPanel != nil {
            panelFilesSkipped += 1
            note("\(message.topic): a newer panel file came before the last one was read; only the newest will be", at: now)
        }
        waitingPanel = message
        guard waitingPanelRead == nil else { return }
        waitingPanelRead = dispatcher.addDeadlineSource(at: lastPanelRead + panelSetInterval) { [weak self] now in
            MainActor.assumeIsolated { self?.readWaitingPanel(now: now) }
            return nil
        }
    }

    private func readWaitingPanel(now: MonotonicTime) {
        if let waitingPanelRead { dispatcher.remove(waitingPanelRead) }
        waitingPanelRead = nil
        guard let message = waitingPanel else { return }
        waitingPanel = nil
        readPanel(message, now: now)
    }

    private func readPanel(_ message: MQTTMessage, now: MonotonicTime) {
        lastPanelRead = now
        switch check.check(message.payload, source: message.topic) {
        case .success(let file):
            show(file)
            let identity = PanelFileIdentity(title: file.title, contents: message.payload, source: .mqtt)
            bridge.shownFile = identity
            log(.notice, "\(message.topic): showing the panel file \"\(file.title)\" sent over MQTT (sha256 \(identity.sha256)); the file on disk is unchanged")
        case .failure(let error):
            bridge.publishPanelErrors(error)
            note("\(message.topic): refused a panel file (\(error.problems.count) problems, on \(bridge.topics.panelError)); the panel shown is kept", at: now)
        }
    }

    private func screenshot(now: MonotonicTime) {
        if let lastScreenshot, now - lastScreenshot < PanelMQTTOperations.screenshotInterval {
            note("a screenshot was sent less than a second ago; this request is dropped", at: now)
            return
        }
        guard let frame = capture() else { return }
        lastScreenshot = now
        screenshotsSent += 1
        bridge.publishScreenshot(PNGEncoder.encode(frame))
    }

    private func note(_ line: String, at now: MonotonicTime) {
        if let line = refusals.admit(line, at: now) { log(.warning, line) }
    }
}
