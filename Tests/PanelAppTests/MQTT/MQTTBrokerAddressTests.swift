import Testing
@testable import PanelKiosk

@Suite struct MQTTBrokerAddressTests {
    @Test func readsSchemeUserHostAndPort() throws {
        let plain = try MQTTBrokerAddress(parsing: "mqtt://broker.lan")
        #expect(plain == MQTTBrokerAddress(tls: false, username: nil, host: "broker.lan", port: 1883))
        let full = try MQTTBrokerAddress(parsing: "mqtts://panel@10.0.0.2:8884")
        #expect(full == MQTTBrokerAddress(tls: true, username: "panel", host: "10.0.0.2", port: 8884))
        #expect(try MQTTBrokerAddress(parsing: "mqtts://h").port == 8883)
        let six = try MQTTBrokerAddress(parsing: "mqtt://[::1]:1884")
        #expect(six.host == "::1" && six.port == 1884)
        #expect(six.description == "mqtt://[::1]:1884")
    }

    @Test(arguments: ["broker.lan", "http://broker", "mqtt://", "mqtt://h:0", "mqtt://h:70000", "mqtt://h:x",
                      "mqtt://@h", "mqtt://[::1", "mqtt://a b"])
    func refusesWhatIsNotABroker(_ text: String) {
        #expect(throws: UsageError.self) { try MQTTBrokerAddress(parsing: text) }
    }

    @Test func refusesAPasswordInTheAddressWithoutRepeatingIt() {
        do {
            _ = try MQTTBrokerAddress(parsing: "mqtt://panel:hunter2@h")
            Issue.record("accepted a password")
        } catch {
            #expect(!error.description.contains("hunter2"))
            #expect(error.description.contains("--mqtt-password-file"))
        }
    }
}
