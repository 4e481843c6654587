import Panel

/// A SwiftUI screen's buttons and toggles on MQTT, as a panel file's controls are (the
/// built-in demo, or a program's own screen, while no panel file is shown): each has an id
/// (its `accessibilityIdentifier`, else derived from its label as a panel file derives
/// one), a toggle's state on `panel/<node>/<id>/state` (`ON`/`OFF`, retained), and
/// commands on `<id>/set` (`ON`/`OFF` for a toggle, `PRESS` for a button) that operate the
/// control as assistive technology would. Home Assistant discovers them as switches and
/// buttons. The screen is looked at shortly after a frame is drawn (`screenDrawn`), at most
/// once per `settleDelay` however fast frames come: a toggle changed by a touch is published
/// then, and discovery is sent again when the controls change. A screen that draws nothing
/// costs nothing.
@MainActor
final class ScreenControlsOnMQTT: PanelMQTTExtension {
    struct Control: Equatable {
        var id: String
        var label: String
        var isToggle: Bool
        var control: OperableControl

        static func == (a: Control, b: Control) -> Bool { a.id == b.id && a.label == b.label && a.isToggle == b.isToggle }
    }

    /// How long after a frame the screen is looked at: an animation's frames in that time
    /// cost one look, and a touch's change is published within it.
    static let settleDelay: Int64 = 100_000_000

    private let connection: MQTTConnection
    private let topics: PanelTopics
    private let routes: MQTTCommandRoutes
    private let dispatcher: EventDispatcher
    /// The SwiftUI screen shown; nil while a panel file (or its mistakes) is shown.
    private let screen: () -> ViewHost?
    private var published: [String: String] = [:]
    private var known: [Control] = []
    /// The look waiting for its time (nil: none is due).
    private var look: LoopSourceID?
    private var problems = RateLimitedLog()
    /// The controls changed: discovery should be sent again.
    var onControlsChanged: () -> Void = {}
    var log: (Log.Priority, String) -> Void

    init(connection: MQTTConnection, topics: PanelTopics, routes: MQTTCommandRoutes, dispatcher: EventDispatcher,
         screen: @escaping () -> ViewHost?, log: @escaping (Log.Priority, String) -> Void = { Log.write($0, "mqtt: " + $1) }) {
        self.connection = connection
        self.topics = topics
        self.routes = routes
        self.dispatcher = dispatcher
        self.screen = screen
        self.log = log
    }

    /// Its commands come on `<id>/set`, which the bridge subscribes to already.
    var subscriptions: [String] { [] }

    func connected() {
        published = [:]
        known = controls()
        publishStates(known)
    }

    func stop() {
        if let look { dispatcher.remove(look) }
        look = nil
    }

    /// A frame was drawn: the screen may show other controls or states; it is looked at
    /// `settleDelay` later (one look for all the frames drawn meanwhile).
    func screenDrawn() {
        guard look == nil else { return }
        look = dispatcher.addDeadlineSource(at: dispatcher.now + ScreenControlsOnMQTT.settleDelay) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                if let look = self.look { self.dispatcher.remove(look) }
                self.look = nil
                self.lookAgain()
            }
            return nil
        }
    }

    func handle(_ message: MQTTMessage) -> Bool {
        guard let host = screen(), case .control(let id)? = routes.route(message.topic),
              let control = controls().first(where: { $0.id == id }) else { return false }
        let text = message.payload.count <= 64 ? message.text : nil
        switch (control.isToggle, text) {
        case (true, "ON"?), (true, "OFF"?):
            if control.control.isOn != (text == "ON") { host.activateControl(control.control) }
        case (false, "PRESS"?):
            host.activateControl(control.control)
        default:
            let expected = control.isToggle ? "ON or OFF" : "PRESS"
            if let line = problems.admit("ignored a message on \(message.topic): expected \(expected)", at: dispatcher.now) {
                log(.warning, line)
            }
            return true
        }
        publishStates()
        return true
    }

    func discoveryComponents(for topics: PanelTopics) -> [(String, String)] {
        let q = JSONWriter.quoted
        return controls().map { control in
            var fields: [(String, String)] = [("p", q(control.isToggle ? "switch" : "button")), ("name", q(control.label)),
                                              ("unique_id", q("panel-\(topics.node)-\(control.id)")),
                                              ("command_topic", q(topics.command(control.id)))]
            if control.isToggle {
                fields += [("state_topic", q(topics.state(control.id))), ("payload_on", q("ON")), ("payload_off", q("OFF"))]
            } else {
                fields.append(("payload_press", q("PRESS")))
            }
            return (control.id, JSONWriter.object(fields))
        }
    }

    /// The screen's buttons and toggles with their ids: unique, never one the panel keeps
    /// for itself.
    func controls() -> [Control] {
        guard let host = screen() else { return [] }
        var taken = Set(PanelFileDecoder.reservedIDs.map(\.id))
        return host.operableControls().map { control in
            let element = control.element
            let named = element.identifier.flatMap { PanelFileDecoder.isValidIdentifier($0) ? $0 : nil }
                ?? PanelFileDecoder.defaultIdentifier(for: element.label)
            var id = named
            var number = 2
            while taken.contains(id) {
                id = "\(named)-\(number)"
                number += 1
            }
            taken.insert(id)
            return Control(id: id, label: element.label.isEmpty ? id : element.label, isToggle: control.isOn != nil, control: control)
        }
    }

    private func lookAgain() {
        guard connection.isConnected else { return }
        let now = controls()
        if now != known {
            known = now
            onControlsChanged()
        }
        publishStates(now)
    }

    private func publishStates(_ controls: [Control]? = nil) {
        guard connection.isConnected else { return }
        for control in controls ?? self.controls() {
            guard let isOn = control.control.isOn else { continue }
            let payload = isOn ? "ON" : "OFF"
            guard published[control.id] != payload else { continue }
            published[control.id] = payload
            connection.publish(MQTTMessage(topic: topics.state(control.id), text: payload, retain: true, qos: 1))
        }
    }
}
