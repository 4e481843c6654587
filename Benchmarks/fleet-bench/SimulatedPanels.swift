import Glibc
import Panel

/// Many simulated panels in this process, on one loop: each an MQTT client that publishes
/// its toggle's state (`fleet/sim<N>/state`, alternating `ON` and `OFF`) `rate` times a
/// second, spread evenly over the period, and follows the next one's state as a panel
/// would. The times of what the first `recorded` of them publish are kept.
final class SimulatedPanels {
    let dispatcher: EventDispatcher
    private var clients: [MQTTConnection] = []
    private var publishing: [LoopSourceID] = []
    private(set) var sent: [[LatencyMatching.Event]]
    private(set) var published = 0

    init(count: Int, port: Int32, recorded: Int, dispatcher: EventDispatcher) throws {
        self.dispatcher = dispatcher
        sent = Array(repeating: [], count: recorded)
        for index in 0..<count {
            var settings = MQTTSettings(host: "127.0.0.1", port: port, clientID: "fleet-sim-\(index)-\(getpid())")
            settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 1_000_000_000)
            let client = try MQTTConnection(settings: settings, dispatcher: dispatcher)
            client.log = { (_: Log.Priority, _: String) in }
            let followed = SimulatedPanels.topic((index + 1) % count)
            client.onConnected = { [unowned client] in client.subscribe(followed, qos: 0) }
            client.start()
            clients.append(client)
        }
    }

    static func topic(_ index: Int) -> String { "fleet/sim\(index)/state" }

    var connectedCount: Int { clients.filter(\.isConnected).count }

    /// Publishes from `start` until `end`, `rate` times a second per panel.
    func toggle(from start: MonotonicTime, until end: MonotonicTime, rate: Int) {
        let period = 1_000_000_000 / Int64(rate)
        for (index, client) in clients.enumerated() {
            var on = false
            let first = start + period * Int64(index) / Int64(max(1, clients.count))
            let source = dispatcher.addDeadlineSource(at: first) { [unowned self] now in
                guard now < end else { return nil }
                on.toggle()
                let payload = on ? "ON" : "OFF"
                let time = MonotonicTime.now()
                if client.publish(MQTTMessage(topic: SimulatedPanels.topic(index), text: payload, retain: true)) {
                    self.published += 1
                    if index < self.sent.count { self.sent[index].append(.init(time: time.nanoseconds, value: payload)) }
                }
                return now + period
            }
            publishing.append(source)
        }
    }

    func stop() {
        for source in publishing { dispatcher.remove(source) }
        for client in clients { client.stop() }
    }
}
