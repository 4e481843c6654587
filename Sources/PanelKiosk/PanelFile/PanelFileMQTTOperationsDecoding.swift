/// The `mqtt` object's fields for operating the panel over MQTT (docs/mqtt.md):
/// `allowPanelSet` (off, publish-only, local-actions) and `groups` (names of the groups
/// whose `panel/group/<group>/...` topics the panel takes as its own).
extension PanelFileDecoder {
    static func decodeMQTTOperations(_ reader: inout JSONObjectReader, problems: inout [PanelFileProblem])
        -> (allowPanelSet: PanelSetPolicy?, groups: [String]) {
        var result: (allowPanelSet: PanelSetPolicy?, groups: [String]) = (nil, [])
        if let text = reader.string("allowPanelSet", problems: &problems) {
            if let policy = PanelSetPolicy(rawValue: text) { result.allowPanelSet = policy } else {
                problems.append(PanelFileProblem(position: reader.value("allowPanelSet")!.position, field: "mqtt.allowPanelSet",
                                                 message: "\"\(text)\" is not a choice (expected \(PanelSetPolicy.namesText))"))
            }
        }
        guard let value = reader.value("groups") else { return result }
        guard case let .array(items, _) = value else {
            problems.append(reader.wrongType("groups", value, expected: "an array of group names"))
            return result
        }
        for item in items {
            guard case let .string(name, _) = item, isValidIdentifier(name) else {
                problems.append(PanelFileProblem(position: item.position, field: "mqtt.groups",
                                                 message: "expected group names of 1 to 64 letters, digits, - or _"))
                continue
            }
            if !result.groups.contains(name) { result.groups.append(name) }
        }
        return result
    }
}
