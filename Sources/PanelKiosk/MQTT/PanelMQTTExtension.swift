import Panel

/// Topics of a panel's own besides its controls' (its backlight): the bridge subscribes to
/// them on each connection and hands their messages over before checking them as commands,
/// and adds the components each describes to Home Assistant's discovery.
@MainActor
protocol PanelMQTTExtension: AnyObject {
    var subscriptions: [String] { get }
    /// The connection is up: publish the states it owns.
    func connected()
    /// Takes `message` if it is one of its own (true), otherwise leaves it to the bridge.
    func handle(_ message: MQTTMessage) -> Bool
    /// Home Assistant discovery components (`cmps` entries: key and JSON object).
    func discoveryComponents(for topics: PanelTopics) -> [(String, String)]
}
