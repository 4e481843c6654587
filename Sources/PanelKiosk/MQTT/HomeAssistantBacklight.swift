extension HomeAssistantDiscovery {
    /// The panel's backlight as a Home Assistant `light` with the JSON schema and a
    /// brightness from 0 to 255.
    static func backlightComponent(topics: PanelTopics, commandTopic: String, stateTopic: String) -> (String, String) {
        let q = JSONWriter.quoted
        return ("backlight", JSONWriter.object([
            ("p", q("light")), ("name", q("Backlight")), ("unique_id", q("panel-\(topics.node)-backlight")),
            ("schema", q("json")), ("command_topic", q(commandTopic)), ("state_topic", q(stateTopic)),
            ("brightness", "true"), ("brightness_scale", "255"), ("supported_color_modes", "[" + q("brightness") + "]"),
        ]))
    }
}
