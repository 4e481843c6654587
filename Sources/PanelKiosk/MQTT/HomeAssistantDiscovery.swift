import Panel

/// Home Assistant's MQTT device discovery for a panel: one retained message on
/// `homeassistant/device/<node>/config` describing the panel as a device (`dev`), the
/// program that made it (`o`), and its controls as components (`cmps`): toggles as
/// switches, buttons and hold buttons as buttons (and their presses as device triggers),
/// sliders and number fields as numbers, triples as selects, text fields as texts,
/// readouts as sensors. PINs are left out. All share the panel's availability topic.
enum HomeAssistantDiscovery {
    static let prefix = "homeassistant"
    /// Home Assistant's birth and will: on `online`, discovery is sent again.
    static let statusTopic = "homeassistant/status"

    static func topic(for topics: PanelTopics) -> String { "\(prefix)/device/\(topics.node)/config" }

    static func message(for panel: PanelFile?, topics: PanelTopics, extraComponents: [(String, String)] = []) -> MQTTMessage {
        let q = JSONWriter.quoted
        var components: [(String, String)] = []
        for control in panel?.controls ?? [] {
            let uniqueID = "panel-\(topics.node)-\(control.id)"
            var fields: [(String, String)] = [("name", q(control.label)), ("unique_id", q(uniqueID)),
                                              ("command_topic", q(topics.command(control.id)))]
            let state = ("state_topic", q(topics.state(control.id)))
            switch control.kind {
            case let readout as ReadoutControl:
                // A sensor only reports: no command topic.
                fields = [("p", q("sensor")), ("name", q(control.label)), ("unique_id", q(uniqueID)), state]
                if let unit = readout.format.unit { fields.append(("unit_of_measurement", q(unit))) }
            case let toggle as ToggleControl:
                fields = [("p", q("switch"))] + fields + [state, ("payload_on", q(toggle.payloadOn)), ("payload_off", q(toggle.payloadOff))]
            case let slider as SliderControl:
                fields = [("p", q("number"))] + fields + [state, ("min", JSONWriter.number(slider.minimum)),
                                                          ("max", JSONWriter.number(slider.maximum)),
                                                          ("step", JSONWriter.number(slider.step)), ("mode", q("slider"))]
            case let number as NumberControl:
                let step = (0..<number.decimals).reduce(1.0) { value, _ in value / 10 }
                fields = [("p", q("number"))] + fields + [state, ("min", JSONWriter.number(number.minimum)),
                                                          ("max", JSONWriter.number(number.maximum)),
                                                          ("step", JSONWriter.number(step)), ("mode", q("box"))]
            case let triple as TripleControl:
                fields = [("p", q("select"))] + fields + [state, ("options", "[" + triple.states.map(q).joined(separator: ",") + "]")]
            case let text as TextControl:
                fields = [("p", q("text"))] + fields + [state, ("max", String(text.maximumLength))]
                if let pattern = text.pattern { fields.append(("pattern", q(pattern))) }
            case let button as ButtonControl where button.opens != nil:
                // It only turns the panel's page.
                continue
            case is ButtonControl, is HoldControl:
                fields = [("p", q("button"))] + fields + [("payload_press", q("PRESS"))]
                let long = control.kind is HoldControl
                components.append((control.id + "_press", JSONWriter.object([
                    ("p", q("device_automation")), ("automation_type", q("trigger")),
                    ("type", q(long ? "button_long_press" : "button_short_press")), ("subtype", q(control.id)),
                    ("topic", q(topics.event(control.id))), ("payload", q(long ? "long_press" : "press")),
                ])))
                components.append((control.id + "_release", JSONWriter.object([
                    ("p", q("device_automation")), ("automation_type", q("trigger")),
                    ("type", q(long ? "button_long_release" : "button_short_release")), ("subtype", q(control.id)),
                    ("topic", q(topics.event(control.id))), ("payload", q("release")),
                ])))
            default:
                continue
            }
            components.append((control.id, JSONWriter.object(fields)))
        }
        components += screenComponents(topics: topics) + extraComponents
        let payload = JSONWriter.object([
            ("dev", JSONWriter.object([("ids", "[" + q("panel-\(topics.node)") + "]"), ("name", q(panel?.title ?? "Panel \(topics.node)")),
                                       ("mf", q("Panel")), ("mdl", q("panel-app")), ("sw", q(panelAppVersion))])),
            ("o", JSONWriter.object([("name", q("panel-app")), ("sw", q(panelAppVersion))])),
            ("availability_topic", q(topics.availability)),
            ("qos", "1"),
            ("cmps", JSONWriter.object(components)),
        ])
        return MQTTMessage(topic: topic(for: topics), text: payload, retain: true, qos: 1)
    }
}
