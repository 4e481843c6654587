import Glibc
import Panel

/// A plain MQTT client for tests, on a loop of its own that the test turns while it waits:
/// it records every message it receives.
final class MQTTTestClient {
    let dispatcher = EventDispatcher()
    let connection: MQTTConnection
    private(set) var messages: [MQTTMessage] = []

    init(port: Int32, name: String = "test", subscriptions: [String] = ["#"]) throws {
        var settings = MQTTSettings(host: "127.0.0.1", port: port, clientID: "\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 500_000_000)
        connection = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        connection.log = { _, _ in }
        connection.onConnected = { [unowned self] in for filter in subscriptions { connection.subscribe(filter, qos: 1) } }
        connection.onMessage = { [unowned self] in messages.append($0) }
        connection.start()
    }

    /// Turns this loop (and `others`) until `condition` holds or `seconds` pass; whether it held.
    @discardableResult
    func wait(seconds: Double, turning others: [EventDispatcher] = [], until condition: () -> Bool) -> Bool {
        MQTTTestClient.turn([dispatcher] + others, seconds: seconds, until: condition)
    }

    /// Waits until `topic` has carried `payload` (since `after` messages were seen).
    @discardableResult
    func wait(for topic: String, payload: String, seconds: Double = 10, after: Int = 0, turning others: [EventDispatcher] = []) -> Bool {
        wait(seconds: seconds, turning: others) { messages.dropFirst(after).contains { $0.topic == topic && $0.text == payload } }
    }

    func publish(_ topic: String, _ payload: String, retain: Bool = false) {
        connection.publish(MQTTMessage(topic: topic, text: payload, retain: retain, qos: 1))
    }

    func payloads(on topic: String) -> [String] { messages.filter { $0.topic == topic }.compactMap(\.text) }

    /// Turns each loop in turn, none waiting longer than 20 ms, until `condition` or time is up.
    static func turn(_ dispatchers: [EventDispatcher], seconds: Double, until condition: () -> Bool) -> Bool {
        let end = MonotonicTime.now() + Int64(seconds * 1e9)
        while MonotonicTime.now() < end {
            if condition() { return true }
            for dispatcher in dispatchers {
                let nudge = dispatcher.addDeadlineSource(at: dispatcher.now + 20_000_000) { _ in nil }
                _ = try? dispatcher.dispatch()
                dispatcher.remove(nudge)
            }
        }
        return condition()
    }
}
