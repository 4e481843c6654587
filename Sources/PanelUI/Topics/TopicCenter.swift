import Observation
import PanelBase

/// The latest message on each topic the program's views read with `@Topic`, over the bus
/// the program installed (`TopicBus`). Each topic is an observable property of the centre:
/// a view whose body read a topic is redrawn when a message arrives on it, and views that
/// read other topics are not.
///
/// A topic is subscribed the first time a view reads it, and stays subscribed. What a view
/// publishes is the topic's latest value at once (the screen does not wait for the
/// broker); published while the bus is away, only the latest value per topic is sent when
/// it comes back, never a replay of every change.
///
/// Used on the main thread only (the views are); the class is not isolated so that
/// observation can name each topic with a key path.
package final class TopicCenter: Observable {
    private let registrar = ObservationRegistrar()
    private var bus: (any TopicBus)?
    private var latest: [String: [UInt8]] = [:]
    /// How many messages each topic has had: a reader keeps the value it decoded last
    /// until this changes.
    private var generations: [String: Int] = [:]
    private var subscribed: Set<String> = []
    /// The latest value published per topic while the bus could not take it.
    private var unsent: [String: (payload: [UInt8], retain: Bool)] = [:]
    /// Topics already reported as unusable, and whether a publication without a bus was.
    private var reported: Set<String> = []
    private var reportedNoBus = false
    /// Where unusable topics and payloads are reported; standard error by default (the
    /// kiosk sends them to its log).
    package var log: (String) -> Void

    package init(log: @escaping (String) -> Void = { Log.warning($0) }) { self.log = log }

    /// The centre `@Topic` uses.
    @MainActor package static var shared = TopicCenter()

    /// Connects the centre to a broker (at start-up). Topics read before are subscribed
    /// once the bus says it is connected (`connected()`).
    @MainActor package func install(_ bus: any TopicBus) {
        self.bus = bus
        if bus.isConnected { connected() }
    }

    /// The bus is connected (again): every topic read so far is subscribed, and the latest
    /// value of each topic published meanwhile is sent.
    @MainActor package func connected() {
        guard let bus else { return }
        for topic in subscribed.sorted() { bus.subscribe(topic) }
        for (topic, message) in unsent.sorted(by: { $0.key < $1.key }) where bus.publish(topic, payload: message.payload, retain: message.retain) {
            unsent[topic] = nil
        }
    }

    /// A topic, as observation names it.
    package subscript(observed topic: String) -> Int { generations[topic] ?? 0 }

    /// The latest payload on `topic` and its generation, read as a view's body reads it
    /// (observed); subscribes to the topic the first time.
    @MainActor package func latest(on topic: String) -> (payload: [UInt8], generation: Int)? {
        guard checked(topic) else { return nil }
        registrar.access(self, keyPath: \.[observed: topic])
        if subscribed.insert(topic).inserted, let bus, bus.isConnected { bus.subscribe(topic) }
        guard let payload = latest[topic] else { return nil }
        return (payload, generations[topic] ?? 0)
    }

    /// Whether a view reads `topic`.
    package func isRead(_ topic: String) -> Bool { subscribed.contains(topic) }

    /// A message arrived on `topic`: the views that read it are redrawn. False for a topic
    /// no view asked for (the caller may have other uses for it).
    @discardableResult
    package func received(_ payload: [UInt8], on topic: String) -> Bool {
        guard subscribed.contains(topic) else { return false }
        store(payload, on: topic)
        return true
    }

    /// Publishes `payload` on `topic` from a view: the topic's value at once, sent now or
    /// when the bus is back.
    @MainActor package func publish(_ payload: [UInt8], on topic: String, retain: Bool) {
        guard checked(topic) else { return }
        if latest[topic] != payload { store(payload, on: topic) }
        guard let bus else {
            if !reportedNoBus {
                reportedNoBus = true
                log("@Topic(\"\(topic)\"): no broker to publish on (give the program --mqtt mqtt://host); values stay on this panel")
            }
            return
        }
        if bus.isConnected, bus.publish(topic, payload: payload, retain: retain) {
            unsent[topic] = nil
        } else {
            unsent[topic] = (payload, retain)
        }
    }

    /// A payload a view's type could not read, reported once per topic until it reads one.
    package func reportUnreadable(on topic: String, expected: String) {
        guard reported.insert("unreadable " + topic).inserted else { return }
        log("@Topic(\"\(topic)\"): a message is not \(expected); the view shows nil until one is")
    }

    package func readable(on topic: String) { reported.remove("unreadable " + topic) }

    private func store(_ payload: [UInt8], on topic: String) {
        registrar.withMutation(of: self, keyPath: \.[observed: topic]) {
            latest[topic] = payload
            generations[topic, default: 0] += 1
        }
    }

    /// Whether `topic` can be subscribed and published: not empty, no wildcards (`+`, `#`),
    /// no NUL, at most 65,535 bytes (MQTT's limit). Reported once otherwise.
    private func checked(_ topic: String) -> Bool {
        let bytes = topic.utf8
        let usable = !bytes.isEmpty && bytes.count <= 65_535 && !bytes.contains(where: { $0 == 0 || $0 == 0x2B || $0 == 0x23 })
        if !usable, reported.insert(topic).inserted {
            log("@Topic(\"\(topic.prefix(128))\"): not a topic a view can use (empty, a wildcard + or #, or a NUL); it is never subscribed")
        }
        return usable
    }
}
