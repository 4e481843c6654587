import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The backlight on a real broker, over a fake sysfs tree: Home Assistant's JSON light
/// commands set its level, OFF turns the display off, `wake` turns it back on, and each
/// change is published as the light's state; discovery describes it as a `light`.
@MainActor @Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct BacklightMQTTTests {
    @Test func commandsAreReadAsHomeAssistantsJSONLightSchema() {
        #expect(BacklightMQTT.command(from: "ON")! == (true, nil))
        #expect(BacklightMQTT.command(from: "OFF")! == (false, nil))
        #expect(BacklightMQTT.command(from: #"{"state": "ON", "brightness": 128}"#)! == (true, 128))
        #expect(BacklightMQTT.command(from: #"{"brightness": 0}"#)! == (true, 0))
        #expect(BacklightMQTT.command(from: #"{"state": "OFF", "transition": 2}"#)! == (false, nil))
        for bad in ["on", "", "{}", #"{"state": "DIM"}"#, #"{"brightness": 256}"#, #"{"brightness": 1.5}"#, "[1]", "{"] {
            #expect(BacklightMQTT.command(from: bad) == nil, "\(bad)")
        }
    }

    @Test func setsTheLevelTurnsOffWakesAndPublishesItsState() throws {
        let folder = TemporaryFolder()
        folder.write("1000\n", to: "backlight/panel0/max_brightness")
        folder.write("1000\n", to: "backlight/panel0/brightness")
        let backlight = try #require(Backlight.first(under: folder.path + "/backlight"))
        var power: [Bool] = []
        let idle = IdleController(policy: IdlePolicy(dimAfterSeconds: nil, offAfterSeconds: nil), now: .now(), backlight: backlight,
                                  setDisplayPower: { power.append($0) }, log: { _, _ in })
        let broker = try MosquittoBroker()
        defer { withExtendedLifetime(broker) {} }
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: #"{"controls": [{"type": "button", "label": "Go"}]}"#)
        let light = BacklightMQTT(connection: hall.bridge.connection, topics: hall.topics, idle: { idle }, log: { _, _ in })
        hall.bridge.extensions = [light]
        idle.onLightChange = { light.publishState() }
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/backlight/state"])
        #expect(client.wait(for: "panel/hall/backlight/state", payload: #"{"state":"ON","brightness":255}"#, turning: [hall.dispatcher]))

        client.publish("panel/hall/backlight/set", #"{"state":"ON","brightness":128}"#)
        #expect(client.wait(for: "panel/hall/backlight/state", payload: #"{"state":"ON","brightness":128}"#, turning: [hall.dispatcher]))
        #expect(Backlight.readNumber(folder.path + "/backlight/panel0/brightness") == 501)

        client.publish("panel/hall/backlight/set", "OFF")
        #expect(client.wait(for: "panel/hall/backlight/state", payload: #"{"state":"OFF","brightness":128}"#, turning: [hall.dispatcher]))
        #expect(power == [false])
        #expect(idle.stage == .off)

        client.publish("panel/hall/wake", "")
        let seen = client.messages.count
        #expect(client.wait(for: "panel/hall/backlight/state", payload: #"{"state":"ON","brightness":128}"#, after: seen - 1, turning: [hall.dispatcher]))
        #expect(power == [false, true])
        #expect(idle.stage == .awake)
        // Not taken for a command to a control named `backlight`.
        #expect(hall.bridge.rejected == 0)
    }

    @Test func discoveryDescribesTheBacklightAsAJSONLight() throws {
        let topics = PanelTopics(node: "hall")
        let panel = try PanelFileDecoder.decode(#"{"controls": [{"type": "button", "label": "Go"}]}"#, path: "t.json")
        let component = HomeAssistantDiscovery.backlightComponent(topics: topics, commandTopic: "panel/hall/backlight/set",
                                                                  stateTopic: "panel/hall/backlight/state")
        let message = HomeAssistantDiscovery.message(for: panel, topics: topics, extraComponents: [component])
        guard case let .object(root, _) = try JSONParser.parse(try #require(message.text)),
              case let .object(components, _)? = root.first(where: { $0.key == "cmps" })?.value,
              case let .object(fields, _)? = components.first(where: { $0.key == "backlight" })?.value else {
            Issue.record("no backlight component in \(message.text ?? "")")
            return
        }
        func text(_ key: String) -> String? {
            if case let .string(s, _)? = fields.first(where: { $0.key == key })?.value { return s }
            return nil
        }
        #expect(text("p") == "light")
        #expect(text("schema") == "json")
        #expect(text("command_topic") == "panel/hall/backlight/set")
        #expect(text("state_topic") == "panel/hall/backlight/state")
        #expect(text("unique_id") == "panel-hall-backlight")
        if case .bool(true, _)? = fields.first(where: { $0.key == "brightness" })?.value {} else { Issue.record("brightness is not true") }
    }
}
