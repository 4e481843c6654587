import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Home Assistant device discovery, as a client of the broker sees it: one retained config
/// for the panel with its controls as components, sent again after Home Assistant's birth.
@MainActor @Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct HomeAssistantDiscoveryTests {
    static let panel = #"""
        {"title": "Hall", "controls": [
          {"type": "toggle", "label": "Lamp"}, {"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10},
          {"type": "triple", "label": "Mode", "states": ["Off", "Eco", "Boost"]}, {"type": "button", "label": "Go"},
          {"type": "number", "label": "Set point", "min": 5, "max": 30, "decimals": 1},
          {"type": "pin", "label": "Door", "action": {"type": "exec", "argv": ["/bin/true"]}}]}
        """#

    /// The members of a JSON object, by key.
    private func object(_ value: JSONValue?) -> [String: JSONValue] {
        guard case let .object(members, _)? = value else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private func string(_ value: JSONValue?) -> String? {
        if case let .string(text, _)? = value { return text }
        return nil
    }

    private func number(_ value: JSONValue?) -> Double? {
        if case let .number(n, _)? = value { return n }
        return nil
    }

    @Test func describesThePanelAsADeviceWithItsControlsAsComponents() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel, homeAssistant: true)
        let assistant = try MQTTTestClient(port: broker.port, name: "assistant", subscriptions: ["homeassistant/#"])
        #expect(assistant.wait(seconds: 10, turning: [hall.dispatcher]) { !assistant.payloads(on: "homeassistant/device/hall/config").isEmpty })
        // Retained: a client that comes later gets it from the broker.
        let late = try MQTTTestClient(port: broker.port, name: "late", subscriptions: ["homeassistant/device/+/config"])
        #expect(late.wait(seconds: 10, turning: [hall.dispatcher]) { !late.messages.isEmpty })
        let config = try #require(late.messages.first)
        #expect(config.retain && config.topic == "homeassistant/device/hall/config")
        let root = object(try JSONParser.parse(try #require(config.text)))
        #expect(string(object(root["dev"])["name"]) == "Hall")
        #expect(string(object(root["o"])["name"]) == "panel-app")
        #expect(string(root["availability_topic"]) == "panel/hall/availability")
        let components = object(root["cmps"])
        #expect(Set(components.keys) == ["lamp", "fan", "mode", "go", "go_press", "go_release", "set-point", "screen", "screen_refresh"])
        // The screen: an image of the latest picture, and a button asking for a new one.
        let screen = object(components["screen"])
        #expect(string(screen["p"]) == "image")
        #expect(string(screen["image_topic"]) == "panel/hall/screenshot/png")
        #expect(string(screen["content_type"]) == "image/png")
        let refresh = object(components["screen_refresh"])
        #expect(string(refresh["p"]) == "button" && string(refresh["command_topic"]) == "panel/hall/screenshot")
        let lamp = object(components["lamp"])
        #expect(string(lamp["p"]) == "switch")
        #expect(string(lamp["unique_id"]) == "panel-hall-lamp")
        #expect(string(lamp["command_topic"]) == "panel/hall/lamp/set")
        #expect(string(lamp["state_topic"]) == "panel/hall/lamp/state")
        #expect(string(lamp["payload_on"]) == "ON")
        let fan = object(components["fan"])
        #expect(string(fan["p"]) == "number" && number(fan["step"]) == 10 && number(fan["max"]) == 100)
        #expect(number(object(components["set-point"])["step"]) == 0.1)
        let mode = object(components["mode"])
        #expect(string(mode["p"]) == "select")
        if case let .array(options, _)? = mode["options"] { #expect(options.compactMap(string) == ["Off", "Eco", "Boost"]) } else {
            Issue.record("no options")
        }
        #expect(string(object(components["go"])["payload_press"]) == "PRESS")
        let trigger = object(components["go_press"])
        #expect(string(trigger["p"]) == "device_automation" && string(trigger["topic"]) == "panel/hall/event/go")
        let release = object(components["go_release"])
        #expect(string(release["type"]) == "button_short_release" && string(release["payload"]) == "release")
        #expect(string(release["topic"]) == "panel/hall/event/go")

        // What Home Assistant would send through these topics works.
        assistant.publish("panel/hall/mode/set", "Eco")
        #expect(assistant.wait(seconds: 10, turning: [hall.dispatcher]) { hall.controller.values["mode"] == .triple("Eco") })
    }

    @Test func isSentAgainAfterHomeAssistantComesOnline() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel, homeAssistant: true)
        let assistant = try MQTTTestClient(port: broker.port, name: "assistant", subscriptions: ["homeassistant/device/#", "panel/hall/lamp/state"])
        let configs = { assistant.payloads(on: "homeassistant/device/hall/config").count }
        #expect(assistant.wait(seconds: 10, turning: [hall.dispatcher]) { configs() == 1 })
        let states = assistant.payloads(on: "panel/hall/lamp/state").count
        let sent = MonotonicTime.now()
        assistant.publish("homeassistant/status", "online")
        #expect(assistant.wait(seconds: 10, turning: [hall.dispatcher]) { configs() == 2 })
        // After a random delay of 1 to 5 s, with every state again.
        let delay = MonotonicTime.now() - sent
        #expect(delay >= 900_000_000 && delay < 6_000_000_000, "\(delay) ns")
        #expect(assistant.wait(seconds: 5, turning: [hall.dispatcher]) { assistant.payloads(on: "panel/hall/lamp/state").count > states })
    }

    @Test func withoutTheOptionNothingIsDiscovered() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        let assistant = try MQTTTestClient(port: broker.port, name: "assistant", subscriptions: ["homeassistant/#", "panel/hall/availability"])
        #expect(assistant.wait(for: "panel/hall/availability", payload: "online", turning: [hall.dispatcher]))
        _ = assistant.wait(seconds: 0.3, turning: [hall.dispatcher]) { false }
        #expect(!assistant.messages.contains { $0.topic.hasPrefix("homeassistant/") })
    }
}
