import Panel

/// Readouts on MQTT: the bridge subscribes to the topics topic readouts follow and hands
/// their messages to the panel's `ReadoutMonitor`; each readout's current value is
/// published on its state topic (`panel/<node>/<id>/state`, retained), as the format
/// writes the number, without its unit, when it changes and on each connection.
extension PanelMQTTBridge {
    func subscribeReadoutTopics() {
        guard let monitor = controller?.readoutMonitor else { return }
        for topic in monitor.topics { connection.subscribe(topic, qos: 1) }
    }

    /// Hands a message to the readouts following its topic; whether any does.
    func deliverToReadouts(_ message: MQTTMessage) -> Bool {
        guard let monitor = controller?.readoutMonitor, monitor.topics.contains(message.topic) else { return false }
        guard message.payload.count <= PanelMQTTBridge.maximumPayload, let text = message.text else {
            monitor.received(topic: message.topic, payload: "")
            return true
        }
        monitor.received(topic: message.topic, payload: text)
        return true
    }

    /// A readout has a new reading: a fresh value is published as its format writes the
    /// number; a stale one, or none yet, as `None` (retained too, so no one takes an old
    /// number for a current one; Home Assistant shows a sensor given `None` as unknown).
    func readingChanged(_ control: ControlSpec, to reading: ReadoutReading) {
        guard let readout = control.kind as? ReadoutControl else { return }
        let payload = reading.freshValue.map(readout.format.number) ?? PanelMQTTBridge.noCurrentReading
        connection.publish(MQTTMessage(topic: topics.state(control.id), text: payload, retain: true, qos: 1))
    }

    /// A readout's state while it has no current value.
    static let noCurrentReading = "None"

    func publishAllReadings() {
        guard let controller else { return }
        for control in controller.panel.controls {
            if let reading = controller.readings[control.id] { readingChanged(control, to: reading) }
        }
    }
}
