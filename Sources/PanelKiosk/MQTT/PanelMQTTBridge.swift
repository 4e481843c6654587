import Panel

/// A panel file's controls on MQTT (docs/mqtt.md): on each connection the panel says it is
/// `online`, subscribes to its command topics and to its controls' `stateTopic`s, and
/// publishes every control's state (retained), so what changed while it was offline
/// reaches the broker as the latest value of each control, not as a replay. Afterwards each
/// change is published as it happens, and each press as an event.
///
/// Whatever arrives is checked before anything runs: the topic must name a control, the
/// payload must be at most `maximumPayload` bytes of UTF-8 that the control accepts
/// (`PanelControlKind.command(from:)`); anything else is logged, at most a few lines per
/// ten seconds, and dropped. Nothing received ever reaches a shell: actions run programs
/// directly, with the value as one argument.
@MainActor
final class PanelMQTTBridge {
    static let maximumPayload = 4096

    let connection: MQTTConnection
    let topics: PanelTopics
    /// The panel's own, its groups' and everyone's command topics.
    let routes: MQTTCommandRoutes
    /// Operations on the panel as a whole (a panel file sent, a screenshot asked for), on
    /// any of `routes`' topics, checked by the one that runs them.
    var onOperation: (MQTTCommandRoutes.Route, MQTTMessage) -> Void = { _, _ in }
    /// The panel file shown, said on `panel/<node>/panel/state` (retained).
    var shownFile: PanelFileIdentity? { didSet { if shownFile != oldValue { publishShownFile() } } }
    private(set) var controller: PanelController?
    /// Commands and state reports taken and dropped so far.
    private(set) var accepted = 0
    private(set) var rejected = 0
    private var rejections = RateLimitedLog()
    /// Home Assistant discovery (`HomeAssistantDiscovery`): sent on each connection and
    /// panel, and again a random 1–5 s after Home Assistant says it is `online`.
    private let homeAssistant: Bool
    private let dispatcher: EventDispatcher
    private var discoveryResend: LoopSourceID?
    /// Commands taken this loop turn, the latest per control, run at the turn's end: a
    /// burst of commands for one control runs its action once, with the last value.
    private var pendingCommands: [(control: ControlSpec, payload: String, command: ControlCommand)] = []
    private var commandFlush: LoopSourceID?
    /// Called when a followed state topic changed a control's value (`run --trace-values`).
    var onFollowed: ((ControlSpec, ControlValue) -> Void)?
    /// The panel's own topics besides its controls' (the backlight).
    var extensions: [any PanelMQTTExtension] = []
    /// Where rejected messages are reported (rate-limited).
    var log: (Log.Priority, String) -> Void

    init(connection: MQTTConnection, topics: PanelTopics, dispatcher: EventDispatcher, homeAssistant: Bool = false,
         groups: [String] = [], log: @escaping (Log.Priority, String) -> Void = { Log.write($0, "mqtt: " + $1) }) {
        self.connection = connection
        self.topics = topics
        routes = MQTTCommandRoutes(topics: topics, groups: groups)
        self.dispatcher = dispatcher
        self.homeAssistant = homeAssistant
        self.log = log
        connection.onConnected = { [unowned self] in self.connected() }
        connection.onMessage = { [unowned self] in self.received($0) }
    }

    /// The availability message the broker publishes when the panel vanishes.
    nonisolated static func will(for topics: PanelTopics) -> MQTTMessage {
        MQTTMessage(topic: topics.availability, text: "offline", retain: true, qos: 1)
    }

    /// The panel now shows `controller`'s controls (nil: none, as while a panel file's
    /// mistakes are shown): their states are published, and its state topics subscribed.
    func show(_ controller: PanelController?) {
        self.controller = controller
        guard connection.isConnected else { return }
        subscribeStateTopics()
        publishDiscovery()
        publishAllStates()
    }

    /// A control's value changed (on the screen, by a command, or restored).
    func controlChanged(_ control: ControlSpec, to value: ControlValue) {
        guard let payload = control.kind.statePayload(for: value) else { return }
        connection.publish(MQTTMessage(topic: topics.state(control.id), text: payload, retain: true, qos: 1))
    }

    /// A control without a value was used: `press`, or `long_press` for a hold button.
    func controlFired(_ control: ControlSpec) {
        let event = control.kind is HoldControl ? "long_press" : "press"
        connection.publish(MQTTMessage(topic: topics.event(control.id), text: event))
    }

    /// A finger lifted from a button or hold button: `release`.
    func controlReleased(_ control: ControlSpec) {
        connection.publish(MQTTMessage(topic: topics.event(control.id), text: "release"))
    }

    /// Says goodbye (`offline`, retained) and disconnects.
    func stop() {
        if let discoveryResend { dispatcher.remove(discoveryResend) }
        if let commandFlush { dispatcher.remove(commandFlush) }
        connection.publish(MQTTMessage(topic: topics.availability, text: "offline", retain: true, qos: 1))
        connection.stop()
    }

    // MARK: The connection's calls

    private func connected() {
        connection.publish(MQTTMessage(topic: topics.availability, text: "online", retain: true, qos: 1))
        // Watched to put right a will that lands after this connection's `online`.
        connection.subscribe(topics.availability, qos: 1)
        for filter in routes.subscriptions { connection.subscribe(filter, qos: 1) }
        subscribeStateTopics()
        publishShownFile()
        if homeAssistant { connection.subscribe(HomeAssistantDiscovery.statusTopic, qos: 1) }
        for item in extensions {
            for topic in item.subscriptions { connection.subscribe(topic, qos: 1) }
            item.connected()
        }
        publishDiscovery()
        publishAllStates()
    }

    /// The broker says this panel is offline while it is connected: the will of a
    /// connection the broker noticed gone only after this one began (a network cut it
    /// learned of late, or a panel's earlier run). Left so, Home Assistant would show the
    /// panel unavailable while it works; it says `online` again.
    private func availabilityReported(_ message: MQTTMessage) {
        guard message.text == "offline", connection.isConnected else { return }
        log(.notice, "the broker reported this panel offline (an earlier connection's will): online again")
        connection.publish(MQTTMessage(topic: topics.availability, text: "online", retain: true, qos: 1))
    }

    /// Home Assistant's discovery of the panel file's controls (none for a SwiftUI screen)
    /// and the extensions' components.
    func publishDiscovery() {
        guard homeAssistant, connection.isConnected else { return }
        connection.publish(HomeAssistantDiscovery.message(for: controller?.panel, topics: topics,
                                                          extraComponents: extensions.flatMap { $0.discoveryComponents(for: topics) }))
    }

    /// Home Assistant (re)started: after a random delay, so a fleet does not answer at
    /// once, discovery and every state again (it may have lost what was retained).
    private func homeAssistantStatus(_ message: MQTTMessage) {
        guard homeAssistant, message.text == "online" else { return }
        let delay = Int64.random(in: 1_000_000_000...5_000_000_000)
        if let discoveryResend { dispatcher.remove(discoveryResend) }
        discoveryResend = dispatcher.addDeadlineSource(at: dispatcher.now + delay) { [weak self] _ in
            MainActor.assumeIsolated {
                // Removed, not left without a deadline: each restart of Home Assistant adds one.
                if let self, let discoveryResend = self.discoveryResend { self.dispatcher.remove(discoveryResend) }
                self?.discoveryResend = nil
                self?.publishDiscovery()
                self?.publishAllStates()
            }
            return nil
        }
    }

    private func subscribeStateTopics() {
        guard let controller else { return }
        for topic in Set(controller.panel.controls.compactMap(\.stateTopic)) { connection.subscribe(topic, qos: 1) }
        subscribeReadoutTopics()
    }

    private func publishAllStates() {
        guard let controller else { return }
        for control in controller.panel.controls {
            if let value = controller.values[control.id] { controlChanged(control, to: value) }
        }
        publishAllReadings()
    }

    private func received(_ message: MQTTMessage) {
        if message.topic == HomeAssistantDiscovery.statusTopic { return homeAssistantStatus(message) }
        if message.topic == topics.availability { return availabilityReported(message) }
        if extensions.contains(where: { $0.handle(message) }) { return }
        let route = routes.route(message.topic)
        if let route, route.isOperation { return onOperation(route, message) }
        guard let controller else { return }
        if deliverToReadouts(message), !controller.panel.controls.contains(where: { $0.stateTopic == message.topic }) { return }
        if case .control(let id)? = route {
            guard let control = controller.control(id: id) else { return reject(message, "no control has the id \"\(id)\"") }
            guard let payload = checkedText(message) else { return }
            switch control.kind.command(from: payload) {
            case .success(let command):
                accepted += 1
                queue(command, payload: payload, for: control)
            case .failure(let rejection):
                reject(message, "\(control.id): \(rejection)")
            }
            return
        }
        // A device's report of its state: shown on every control that follows the topic.
        let followers = controller.panel.controls.filter { $0.stateTopic == message.topic }
        guard !followers.isEmpty, let payload = checkedText(message) else { return }
        for control in followers {
            switch control.kind.command(from: payload) {
            case .success(.set(let value)):
                accepted += 1
                // Shown, and published through the controller's `onDeviceState`.
                if controller.reported(value, on: control) { onFollowed?(control, value) }
            case .success(.press):
                break
            case .failure(let rejection):
                reject(message, "\(control.id): \(rejection)")
            }
        }
    }

    private func queue(_ command: ControlCommand, payload: String, for control: ControlSpec) {
        // A press is never merged away; a new value replaces one not yet applied.
        if case .set = command, let index = pendingCommands.firstIndex(where: {
            if case .set = $0.command { return $0.control.id == control.id }
            return false
        }) {
            pendingCommands[index].command = command
            pendingCommands[index].payload = payload
        } else {
            pendingCommands.append((control, payload, command))
        }
        if commandFlush == nil {
            commandFlush = dispatcher.addDeadlineSource(at: dispatcher.now) { [weak self] _ in
                MainActor.assumeIsolated { self?.applyPendingCommands() }
                return nil
            }
        }
    }

    private func applyPendingCommands() {
        if let commandFlush { dispatcher.remove(commandFlush) }
        commandFlush = nil
        let commands = pendingCommands
        pendingCommands.removeAll()
        guard let controller else { return }
        for (control, payload, _) in commands {
            // The panel may have been replaced meanwhile: its control, checked again.
            guard let current = controller.control(id: control.id),
                  case .success(let command) = current.kind.command(from: payload) else { continue }
            switch command {
            case .set(let value):
                // Unchanged: the state is said again, so the sender sees it was taken.
                if !controller.set(current, to: value) { controlChanged(current, to: value) }
            case .press:
                controller.onFire(current)
            }
        }
    }

    /// The payload as text, if it is small enough and UTF-8.
    private func checkedText(_ message: MQTTMessage) -> String? {
        guard message.payload.count <= PanelMQTTBridge.maximumPayload else {
            reject(message, "\(message.payload.count) bytes, more than \(PanelMQTTBridge.maximumPayload)")
            return nil
        }
        guard let text = message.text else {
            reject(message, "not UTF-8 text")
            return nil
        }
        return text
    }

    private func reject(_ message: MQTTMessage, _ reason: String) {
        rejected += 1
        // The topic is shown cut short and without control characters; the payload never.
        let topic = String(String.UnicodeScalarView(message.topic.unicodeScalars.prefix(128).map { $0.value < 32 ? "?" : $0 }))
        if let line = rejections.admit("ignored a message on \(topic): \(reason)", at: .now()) { log(.warning, line) }
    }
}
