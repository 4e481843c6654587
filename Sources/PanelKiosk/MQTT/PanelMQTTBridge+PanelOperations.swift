import Panel

/// What the bridge publishes about the panel as a whole: the file shown, a refused file's
/// problems, a screenshot. Each goes on the panel's own topics, whichever topic (its own,
/// a group's, everyone's) asked.
extension PanelMQTTBridge {
    func publishShownFile() {
        guard let shownFile else { return }
        connection.publish(MQTTMessage(topic: topics.panelState, text: shownFile.json, retain: true, qos: 1))
    }

    func publishPanelErrors(_ error: PanelFileError) {
        connection.publish(MQTTMessage(topic: topics.panelError, text: PushedPanelCheck.errorPayload(error), qos: 1))
    }

    func publishScreenshot(_ png: [UInt8]) {
        connection.publish(MQTTMessage(topic: topics.screenshotPNG, payload: png, qos: 0))
    }
}
