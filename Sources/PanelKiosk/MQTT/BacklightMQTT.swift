import Panel

/// The panel's backlight on MQTT (docs/mqtt.md, "Backlight"): `panel/<node>/backlight/set`
/// takes `ON`, `OFF` or Home Assistant's JSON light schema (`{"state": "ON",
/// "brightness": 0-255}`), `panel/<node>/backlight/state` (retained) says what it is, in
/// that JSON, and `panel/<node>/wake` wakes a dark or dimmed screen as a touch would.
@MainActor
final class BacklightMQTT: PanelMQTTExtension {
    let connection: MQTTConnection
    let topics: PanelTopics
    /// The idle controller of the panel shown (it changes when the panel file is reloaded).
    private let idle: () -> IdleController?
    private let now: () -> MonotonicTime
    private var lastPublished: String?
    var log: (Log.Priority, String) -> Void

    init(connection: MQTTConnection, topics: PanelTopics, idle: @escaping () -> IdleController?,
         now: @escaping () -> MonotonicTime = { .now() }, log: @escaping (Log.Priority, String) -> Void = { Log.write($0, "mqtt: " + $1) }) {
        self.connection = connection
        self.topics = topics
        self.idle = idle
        self.now = now
        self.log = log
    }

    var setTopic: String { topics.base + "backlight/set" }
    var stateTopic: String { topics.base + "backlight/state" }
    var wakeTopic: String { topics.base + "wake" }
    var subscriptions: [String] { [setTopic, wakeTopic] }

    func connected() {
        lastPublished = nil
        publishState()
    }

    /// Publishes the state if it changed (call when the idle controller says so).
    func publishState() {
        guard let idle = idle(), connection.isConnected else { return }
        let light = idle.light
        let payload = JSONWriter.object([("state", JSONWriter.quoted(light.on ? "ON" : "OFF")), ("brightness", String(light.brightness))])
        guard payload != lastPublished else { return }
        lastPublished = payload
        connection.publish(MQTTMessage(topic: stateTopic, text: payload, retain: true, qos: 1))
    }

    func handle(_ message: MQTTMessage) -> Bool {
        if message.topic == wakeTopic {
            idle()?.wake(now: now())
            publishState()
            return true
        }
        guard message.topic == setTopic else { return false }
        guard message.payload.count <= 256, let text = message.text, let command = BacklightMQTT.command(from: text) else {
            log(.warning, "ignored a message on \(setTopic): expected ON, OFF or {\"state\": \"ON\", \"brightness\": 0-255}")
            return true
        }
        idle()?.setLight(on: command.on, brightness: command.brightness, now: now())
        lastPublished = nil
        publishState()
        return true
    }

    /// `ON`, `OFF`, or a JSON object with `state` (`ON`/`OFF`) and/or `brightness` (a whole
    /// number from 0 to 255); a brightness alone turns the light on, as in Home Assistant.
    static func command(from text: String) -> (on: Bool, brightness: Int?)? {
        if text == "ON" { return (true, nil) }
        if text == "OFF" { return (false, nil) }
        guard case let .object(members, _)? = try? JSONParser.parse(text) else { return nil }
        var on: Bool?
        var brightness: Int?
        for member in members {
            switch (member.key, member.value) {
            case ("state", .string("ON", _)): on = true
            case ("state", .string("OFF", _)): on = false
            case let ("brightness", .number(n, _)) where n >= 0 && n <= 255 && n == n.rounded(): brightness = Int(n)
            case ("state", _), ("brightness", _): return nil
            default: continue
            }
        }
        guard on != nil || brightness != nil else { return nil }
        return (on ?? true, brightness)
    }

    func discoveryComponents(for topics: PanelTopics) -> [(String, String)] {
        [HomeAssistantDiscovery.backlightComponent(topics: topics, commandTopic: setTopic, stateTopic: stateTopic)]
    }
}
