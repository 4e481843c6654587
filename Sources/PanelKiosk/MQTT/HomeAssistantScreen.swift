import Panel

extension HomeAssistantDiscovery {
    /// The panel's screen in Home Assistant: an `image` entity showing the latest picture
    /// the panel published on `screenshot/png`, and a `button` that asks for a new one
    /// (a message on `screenshot`; at most one picture a second is sent).
    static func screenComponents(topics: PanelTopics) -> [(String, String)] {
        let q = JSONWriter.quoted
        return [
            ("screen", JSONWriter.object([
                ("p", q("image")), ("name", q("Screen")), ("unique_id", q("panel-\(topics.node)-screen")),
                ("image_topic", q(topics.screenshotPNG)), ("content_type", q("image/png")),
            ])),
            ("screen_refresh", JSONWriter.object([
                ("p", q("button")), ("name", q("Take a picture of the screen")),
                ("unique_id", q("panel-\(topics.node)-screen-refresh")),
                ("command_topic", q(topics.screenshotRequest)), ("payload_press", q("PRESS")),
            ])),
        ]
    }
}
