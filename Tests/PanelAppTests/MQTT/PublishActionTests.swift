import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The `publish` action: read from the file with its checks, dropped with a reason when no
/// broker is there, warned about by `check`, and on the wire through a real broker.
@Suite(.serialized) struct PublishActionTests {
    private func problems(_ text: String) -> String {
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            return ""
        } catch { return error.description }
    }

    private func panel(action: String, type: String = "toggle") -> String {
        #"{"mqtt": {"broker": "mqtt://127.0.0.1"}, "controls": [{"type": "\#(type)", "label": "Lamp", "action": \#(action)}]}"#
    }

    @Test func readsTopicPayloadAndRetain() throws {
        let file = try PanelFileDecoder.decode(panel(action: #"{"type": "publish", "topic": "zigbee/lamp/set", "payload": "{\"state\": \"{value}\"}", "retain": true}"#), path: "p.json")
        #expect(file.controls[0].action == .publish(topic: "zigbee/lamp/set", payload: #"{"state": "{value}"}"#, retain: true))
        let plain = try PanelFileDecoder.decode(panel(action: #"{"type": "publish", "topic": "a/b"}"#), path: "p.json")
        #expect(plain.controls[0].action == .publish(topic: "a/b", payload: "{value}", retain: false))
    }

    @Test func refusesWildcardsAValueInTheTopicAndAPin() {
        #expect(problems(panel(action: #"{"type": "publish", "topic": "a/+/set"}"#)).contains("controls[0].action.topic: expected an MQTT topic without + or #"))
        #expect(problems(panel(action: #"{"type": "publish", "topic": "a/#"}"#)).contains("without + or #"))
        #expect(problems(panel(action: #"{"type": "publish", "topic": "lamp/{value}"}"#)).contains("{value} belongs in \"payload\""))
        #expect(problems(panel(action: #"{"type": "publish"}"#)).contains("controls[0].action.topic: required field is missing"))
        #expect(problems(panel(action: #"{"type": "publish", "topic": "a", "qos": 2}"#)).contains("controls[0].action.qos: unknown field"))
        // A PIN over the network: never.
        #expect(problems(panel(action: #"{"type": "publish", "topic": "door/pin"}"#, type: "pin")).contains("a pin control's action must be exec"))
        #expect(problems(panel(action: #"{"type": "shout"}"#)).contains("(expected exec, write, log or publish)"))
    }

    @Test func withoutABrokerTheMessageIsDroppedWithItsReason() {
        var logs: [String] = []
        var outcomes: [ActionRunner.Outcome] = []
        let runner = ActionRunner(log: { logs.append($1) }, writeLine: { _ in }, onFinish: { outcomes.append($1) })
        runner.run(ActionRunner.Request(controlID: "lamp", label: "Lamp", action: .publish(topic: "a/b", payload: "v={value}", retain: false),
                                        value: "1", coalesces: true))
        #expect(outcomes == [.failed("no MQTT broker is configured (--mqtt or the file's mqtt.broker)")])
        #expect(logs == ["action lamp: the message to a/b is dropped: no MQTT broker is configured (--mqtt or the file's mqtt.broker)"])
        var sent: [MQTTMessage] = []
        runner.publish = { sent.append($0); return nil }
        runner.run(ActionRunner.Request(controlID: "lamp", label: "Lamp", action: .publish(topic: "a/b", payload: "v={value}", retain: true),
                                        value: "0", coalesces: true))
        #expect(sent == [MQTTMessage(topic: "a/b", text: "v=0", retain: true, qos: 1)])
        #expect(outcomes.last == .succeeded)
    }

    @Test func checkWarnsWhenTheFileNamesNoBroker() throws {
        let path = "/tmp/panel-publish-check-\(getpid()).json"
        defer { unlink(path) }
        try AtomicFile.write(Array(#"{"controls": [{"type": "button", "label": "Go", "action": {"type": "publish", "topic": "a/b"}}]}"#.utf8), to: path)
        let child = try ChildProcess(builtProductPath("panel-app"), ["check", "--panel", path], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() == 0)
        #expect(output.contains("warning: publish actions (go (row 1, control 1)) but no mqtt.broker"), "\(output)")
    }

    @Test(.enabled(if: MosquittoBroker.isInstalled)) func aTouchPublishesOnThePanelsConnection() throws {
        let broker = try MosquittoBroker()
        let directory = "/tmp/panel-publish-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        let file = #"{"controls": [{"type": "toggle", "label": "Lamp", "on": "ON", "off": "OFF", "action": {"type": "publish", "topic": "zigbee/hall-lamp/set", "payload": "{\"state\":\"{value}\"}"}}]}"#
        try AtomicFile.write(Array(file.utf8), to: directory + "/panel.json")
        // The tap waits until the panel is on the broker.
        try AtomicFile.write(Array("wait 2\ntap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["zigbee/#"])
        #expect(client.wait(seconds: 10) { client.connection.isConnected })
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--panel", directory + "/panel.json", "--mqtt", broker.url,
            "--node", "hall", "--script", directory + "/touches.txt",
        ], mergeErrors: true)
        #expect(client.wait(for: "zigbee/hall-lamp/set", payload: #"{"state":"ON"}"#, seconds: 20))
        #expect(client.messages.first { $0.topic == "zigbee/hall-lamp/set" }?.retain == false)
        kill(child.pid, SIGTERM)
        let output = child.readAllOutput()
        #expect(child.wait() == 0, "\(output)")
    }
}
