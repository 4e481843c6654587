import Testing
@testable import PanelKiosk

/// The panel file's MQTT parts: ids that can name topics, `stateTopic`, the `mqtt` object,
/// and the topics a node's controls use.
@Suite struct PanelFileMQTTTests {
    private func problems(_ text: String) -> String {
        do {
            _ = try PanelFileDecoder.decode(text, path: "p.json")
            return ""
        } catch { return error.description }
    }

    @Test func idsMustBeTopicSafeAndUnique() {
        #expect(problems(#"{"controls": [{"type": "button", "label": "A", "id": "a/b"}]}"#)
            == #"p.json:1:54: controls[0].id: "a/b" is not an id (expected 1 to 64 letters, digits, - or _: it names MQTT topics and saved state)"#)
        #expect(problems(#"{"controls": [{"type": "button", "label": "A", "id": "+"}]}"#).contains("is not an id"))
        // Derived ids are topic-safe; two labels deriving one id are a mistake.
        #expect(problems(#"{"controls": [{"type": "button", "label": "Fan #1"}, {"type": "button", "label": "fan 1"}]}"#)
            .contains(#""fan-1" is already used by the control at"#))
    }

    @Test func readsTheMQTTObjectAndStateTopics() throws {
        let panel = try PanelFileDecoder.decode(#"""
            {"mqtt": {"broker": "mqtts://panel@broker.lan", "node": "hall", "caFile": "/etc/panel/ca.pem",
                      "passwordFile": "/etc/panel/mqtt-password"},
             "controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "zigbee/lamp/state"}]}
            """#, path: "p.json")
        #expect(panel.mqtt == PanelFileMQTT(broker: MQTTBrokerAddress(tls: true, username: "panel", host: "broker.lan", port: 8883),
                                            node: "hall", caFile: "/etc/panel/ca.pem", passwordFile: "/etc/panel/mqtt-password"))
        #expect(panel.controls[0].stateTopic == "zigbee/lamp/state")
    }

    @Test func refusesABadMQTTObject() {
        let text = problems(#"{"mqtt": {"broker": "http://x", "node": "a b", "caFile": "ca.pem", "port": 1}, "controls": [{"type": "toggle", "label": "L", "stateTopic": "a/#"}]}"#)
        #expect(text.contains("mqtt.broker: \"http\" is not a broker scheme"), "\(text)")
        #expect(text.contains("mqtt.node: \"a b\" is not a node name"), "\(text)")
        #expect(text.contains("mqtt.caFile: must be an absolute path"), "\(text)")
        #expect(text.contains("mqtt.port: unknown field"), "\(text)")
        #expect(text.contains("controls[0].stateTopic: expected an MQTT topic without + or #"), "\(text)")
    }

    @Test func theKeepAliveComesFromTheCommandLineOrTheFile() throws {
        let parser = ArgumentParser(command: "run", options: ["mqtt": .one, "mqtt-keepalive": .one])
        let file = try PanelFileDecoder.decode(#"{"mqtt": {"broker": "mqtt://b", "keepAlive": 30}, "controls": [{"type": "button", "label": "A"}]}"#, path: "p.json")
        #expect(file.mqtt?.keepAlive == 30)
        let fromFile = try #require(try MQTTRunSettings(options: RunOptions(parser.parse([])), file: file.mqtt))
        #expect(try fromFile.connectionSettings().keepAliveSeconds == 30)
        let fromLine = try #require(try MQTTRunSettings(options: RunOptions(parser.parse(["--mqtt-keepalive", "5"])), file: file.mqtt))
        #expect(try fromLine.connectionSettings().keepAliveSeconds == 5)
        let byDefault = try #require(try MQTTRunSettings(options: RunOptions(parser.parse(["--mqtt", "mqtt://b"])), file: nil))
        #expect(try byDefault.connectionSettings().keepAliveSeconds == 15)
        for bad in ["4", "3601", "7.5", "soon"] {
            #expect(throws: UsageError.self) { try RunOptions(parser.parse(["--mqtt", "mqtt://b", "--mqtt-keepalive", bad])) }
        }
        #expect(problems(#"{"mqtt": {"broker": "mqtt://b", "keepAlive": 2}, "controls": [{"type": "button", "label": "A"}]}"#)
            == "p.json:1:46: mqtt.keepAlive: expected a whole number of seconds from 5 to 3600")
        // Without a broker the option is a mistake, not silently ignored.
        #expect(throws: UsageError.self) { try MQTTRunSettings(options: RunOptions(parser.parse(["--mqtt-keepalive", "30"])), file: nil) }
    }

    @Test func topicsLiveUnderTheNode() {
        let topics = PanelTopics(node: "hall")
        #expect(topics.command("lamp") == "panel/hall/lamp/set")
        #expect(topics.state("lamp") == "panel/hall/lamp/state")
        #expect(topics.event("go") == "panel/hall/event/go")
        #expect(topics.availability == "panel/hall/availability")
        #expect(topics.controlID(fromCommandTopic: "panel/hall/lamp/set") == "lamp")
        #expect(topics.controlID(fromCommandTopic: "panel/hall/a/b/set") == nil)
        #expect(topics.controlID(fromCommandTopic: "panel/hall//set") == nil)
        #expect(topics.controlID(fromCommandTopic: "panel/kitchen/lamp/set") == nil)
    }
}
