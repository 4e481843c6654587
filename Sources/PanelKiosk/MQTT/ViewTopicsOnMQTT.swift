import Panel

/// The program's MQTT connection as the bus of the views' `@Topic` values and `publish`
/// actions (`TopicCenter`): it sits in front of the panel's own handling of the connection
/// (`PanelMQTTBridge`), taking the messages on topics a view reads and passing the rest on.
/// A view's payload is checked like a command's: at most `maximumPayload` bytes.
@MainActor
final class ViewTopicsOnMQTT: TopicBus {
    static let maximumPayload = 256 * 1024

    private let connection: MQTTConnection
    private let center: TopicCenter
    private var dropped = RateLimitedLog()

    /// Installs itself as `center`'s bus, chained before the connection's other handlers.
    init(connection: MQTTConnection, center: TopicCenter = .shared) {
        self.connection = connection
        self.center = center
        let panelConnected = connection.onConnected
        let panelMessage = connection.onMessage
        connection.onConnected = { [unowned self] in
            panelConnected()
            self.center.connected()
        }
        connection.onMessage = { [unowned self] message in
            if !self.take(message) { panelMessage(message) }
        }
        center.install(self)
    }

    var isConnected: Bool { connection.isConnected }

    func subscribe(_ topic: String) { connection.subscribe(topic, qos: 1) }

    func publish(_ topic: String, payload: [UInt8], retain: Bool) -> Bool {
        connection.publish(MQTTMessage(topic: topic, payload: payload, retain: retain, qos: 1))
    }

    /// Whether `message` was for the views (taken, or dropped as too large).
    private func take(_ message: MQTTMessage) -> Bool {
        guard message.payload.count <= ViewTopicsOnMQTT.maximumPayload else {
            guard center.isRead(message.topic) else { return false }
            if let line = dropped.admit("ignored a message of \(message.payload.count) bytes on a view's topic (more than \(ViewTopicsOnMQTT.maximumPayload))", at: .now()) {
                Log.warning("mqtt: " + line)
            }
            return true
        }
        return center.received(message.payload, on: message.topic)
    }
}
