/// One MQTT message, in or out: its topic and payload bytes (not necessarily text).
public struct MQTTMessage: Sendable, Equatable {
    public var topic: String
    public var payload: [UInt8]
    /// Kept by the broker for later subscribers (states, availability).
    public var retain: Bool
    /// 0 at most once, 1 at least once.
    public var qos: Int32

    public init(topic: String, payload: [UInt8], retain: Bool = false, qos: Int32 = 0) {
        self.topic = topic
        self.payload = payload
        self.retain = retain
        self.qos = qos
    }

    public init(topic: String, text: String, retain: Bool = false, qos: Int32 = 0) {
        self.init(topic: topic, payload: Array(text.utf8), retain: retain, qos: qos)
    }

    /// The payload as UTF-8 text; nil when it is not valid UTF-8.
    public var text: String? { String(validating: payload, as: UTF8.self) }
}
