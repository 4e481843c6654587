import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Readouts on MQTT: Home Assistant sees them as sensors with their unit, and `panel-app
/// run` takes a topic readout's value from a JSON message on the real broker and publishes
/// it on the readout's state topic.
@MainActor @Suite(.serialized) struct ReadoutMQTTTests {
    static let panel = #"""
        {"title": "Greenhouse", "controls": [
          {"type": "readout", "id": "air", "label": "Air", "format": "{value:.1f} °C", "topic": "greenhouse/air", "jsonPath": "$.temperature", "stale": 2},
          {"type": "readout", "id": "load", "label": "Load", "command": ["/bin/echo", "0.5"]}]}
        """#

    private func members(_ value: JSONValue?) -> [String: JSONValue] {
        guard case let .object(members, _)? = value else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private func string(_ value: JSONValue?) -> String? {
        if case let .string(text, _)? = value { return text }
        return nil
    }

    @Test func homeAssistantSeesReadoutsAsSensorsWithTheirUnit() throws {
        let panel = try PanelFileDecoder.decode(Self.panel, path: "g.json")
        let message = HomeAssistantDiscovery.message(for: panel, topics: PanelTopics(node: "gh"))
        let components = members(members(try JSONParser.parse(try #require(message.text)))["cmps"])
        let air = members(components["air"])
        #expect(string(air["p"]) == "sensor")
        #expect(string(air["state_topic"]) == "panel/gh/air/state")
        #expect(string(air["unit_of_measurement"]) == "°C")
        #expect(string(air["unique_id"]) == "panel-gh-air")
        #expect(air["command_topic"] == nil, "a sensor takes no commands")
        let load = members(components["load"])
        #expect(string(load["p"]) == "sensor")
        #expect(load["unit_of_measurement"] == nil)
    }

    @Test(.enabled(if: MosquittoBroker.isInstalled)) func runTakesATopicReadoutFromJSONAndPublishesItsState() throws {
        let broker = try MosquittoBroker()
        let directory = "/tmp/panel-readout-run-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        try AtomicFile.write(Array(Self.panel.utf8), to: directory + "/g.json")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", directory + "/g.json",
            "--mqtt", broker.url, "--node", "gh",
        ], mergeErrors: true)
        #expect(client.wait(for: "panel/gh/availability", payload: "online", seconds: 20))
        // The command readout is run at start, through the action runner.
        #expect(client.wait(for: "panel/gh/load/state", payload: "0.5", seconds: 10))
        // A message without the value is logged; one with it is published as the format writes it.
        client.publish("greenhouse/air", #"{"humidity": 70}"#)
        client.publish("greenhouse/air", #"{"temperature": 21.46, "humidity": 70}"#)
        #expect(client.wait(for: "panel/gh/air/state", payload: "21.5", seconds: 10))
        // Nothing new for its `stale` seconds: the state says so, retained.
        let fresh = client.messages.count
        #expect(client.wait(for: "panel/gh/air/state", payload: "None", seconds: 10, after: fresh))
        let later = try MQTTTestClient(port: broker.port, name: "later", subscriptions: ["panel/gh/air/state"])
        #expect(later.wait(for: "panel/gh/air/state", payload: "None"), "retained: \(later.payloads(on: "panel/gh/air/state"))")
        kill(child.pid, SIGTERM)
        let output = child.readAllOutput()
        #expect(child.wait() == 0)
        #expect(output.contains("readout air: no number in the message on greenhouse/air at $.temperature"), "\(output)")
    }
}
