import Glibc
import Panel
@testable import PanelKiosk

/// A panel file's controller on MQTT in the test process, on a loop of its own, with what
/// its actions were asked to do recorded (as `KioskSession` wires it, without a display).
@MainActor
final class BridgedPanel {
    let dispatcher = EventDispatcher()
    let controller: PanelController
    let bridge: PanelMQTTBridge
    let topics: PanelTopics
    private(set) var changes: [(id: String, value: ControlValue)] = []
    private(set) var presses: [String] = []
    private(set) var warnings: [String] = []
    /// States the device reported, or touches put back, as shown.
    private(set) var reports: [(id: String, value: ControlValue)] = []
    private(set) var feedbackLog: [String] = []
    /// The messages shown on controls, as the panel view would show them.
    private(set) var messages: [String: String] = [:]

    init(node: String, port: Int32, panel json: String, homeAssistant: Bool = false) throws {
        controller = PanelController(panel: try PanelFileDecoder.decode(json, path: "\(node).json"), saved: [:])
        topics = PanelTopics(node: node)
        var settings = MQTTSettings(host: "127.0.0.1", port: port, clientID: "panel-\(node)-\(getpid())")
        settings.will = PanelMQTTBridge.will(for: topics)
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 400_000_000)
        let connection = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        connection.log = { _, _ in }
        let bridge = PanelMQTTBridge(connection: connection, topics: topics, dispatcher: dispatcher,
                                     homeAssistant: homeAssistant, log: { _, _ in })
        self.bridge = bridge
        bridge.log = { [unowned self] _, line in warnings.append(line) }
        controller.onChange = { [unowned self] control, value in
            changes.append((control.id, value))
            bridge.controlChanged(control, to: value)
        }
        controller.onDeviceState = { [unowned self] control, value in
            reports.append((control.id, value))
            bridge.controlChanged(control, to: value)
        }
        controller.controlMessages = Binding(get: { [unowned self] in messages }, set: { [unowned self] in messages = $0 })
        controller.attachFeedback(dispatcher: dispatcher, log: { [unowned self] _, line in feedbackLog.append(line) })
        controller.onFire = { [unowned self] control in
            presses.append(control.id)
            bridge.controlFired(control)
        }
        bridge.show(controller)
        connection.start()
    }

    var isConnected: Bool { bridge.connection.isConnected }

    /// A touch on the screen: the control now has `value`.
    func touch(_ id: String, _ value: ControlValue) {
        controller.changed(controller.control(id: id)!, to: value)
    }
}
