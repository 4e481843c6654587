import Panel

/// The `publish` action's way out: the panel's own connection. Nothing is kept for later:
/// a message made while the broker is away is dropped, with the reason in the log.
extension PanelMQTTBridge {
    /// Why `message` could not be handed to the connection, or nil when it was.
    func publishAction(_ message: MQTTMessage) -> String? {
        guard connection.isConnected else { return "not connected to the broker" }
        return connection.publish(message) ? nil : "the connection refused it"
    }
}
