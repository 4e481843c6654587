/// The `publish` action's fields (docs/panel-file.md, docs/mqtt.md): `topic`, published to
/// as written (no wildcards, no `{value}`: a value must never choose where a message goes),
/// `payload` (template, default `{value}`) and `retain` (default false).
extension PanelFileDecoder {
    /// The longest payload template: a command's limit (`PanelMQTTBridge.maximumPayload`).
    static let maximumPublishPayload = 4096

    static func decodePublishAction(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem]) -> ActionSpec? {
        let payload = reader.string("payload", problems: &problems) ?? "{value}"
        let retain = reader.bool("retain", problems: &problems) ?? false
        guard let topic = reader.string("topic", required: true, problems: &problems) else { return nil }
        let position = reader.value("topic")!.position
        guard PanelTopics.isPublishable(topic) else {
            problems.append(PanelFileProblem(position: position, field: reader.fieldPath("topic"),
                                             message: "expected an MQTT topic without + or # (1 to 256 bytes)"))
            return nil
        }
        guard !topic.contains("{value}") else {
            problems.append(PanelFileProblem(position: position, field: reader.fieldPath("topic"),
                                             message: "is published to as written: {value} belongs in \"payload\""))
            return nil
        }
        guard payload.utf8.count <= maximumPublishPayload else {
            problems.append(PanelFileProblem(position: reader.value("payload")!.position, field: reader.fieldPath("payload"),
                                             message: "is longer than \(maximumPublishPayload) bytes"))
            return nil
        }
        return .publish(topic: topic, payload: payload, retain: retain)
    }

    /// Where a file's `publish` actions are (field paths), for `check`'s warning when the
    /// file names no broker.
    static func publishActionFields(in panel: PanelFile) -> [String] {
        var fields: [String] = []
        for (row, controls) in panel.rows.enumerated() {
            for (column, control) in controls.enumerated() {
                if case .publish = control.action { fields.append("\(control.id) (row \(row + 1), control \(column + 1))") }
            }
        }
        return fields
    }
}
