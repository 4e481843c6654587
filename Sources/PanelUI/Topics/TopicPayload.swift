/// A value that travels as an MQTT payload: read from the bytes received on a topic, and
/// written as the bytes published. Text is UTF-8; numbers are written as Swift prints
/// them and read as the payload's whole text (`21.5`, `-3`, `2.5e1`; not ` 21`, `nan`).
/// The `SwiftUI` module adds every `Codable` type, as JSON.
public protocol TopicPayload {
    init?(topicPayload: [UInt8])
    var topicPayload: [UInt8] { get }
}

extension String: TopicPayload {
    public init?(topicPayload: [UInt8]) {
        guard let text = String(validating: topicPayload, as: UTF8.self) else { return nil }
        self = text
    }
    public var topicPayload: [UInt8] { Array(utf8) }
}

extension Double: TopicPayload {
    public init?(topicPayload: [UInt8]) {
        // Decimal only: Swift would also read `0x10`, `nan` and `inf`.
        guard topicPayload.allSatisfy({ (0x30...0x39).contains($0) || [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains($0) }),
              let value = Double(String(decoding: topicPayload, as: UTF8.self)), value.isFinite else { return nil }
        self = value
    }
    public var topicPayload: [UInt8] { Array(description.utf8) }
}

extension Int: TopicPayload {
    public init?(topicPayload: [UInt8]) {
        guard let text = String(validating: topicPayload, as: UTF8.self), let value = Int(text) else { return nil }
        self = value
    }
    public var topicPayload: [UInt8] { Array(description.utf8) }
}

/// `ON`/`OFF` as Home Assistant's switches say it; `true`/`false` and `1`/`0` are read too.
extension Bool: TopicPayload {
    public init?(topicPayload: [UInt8]) {
        switch String(decoding: topicPayload, as: UTF8.self) {
        case "ON", "on", "true", "1": self = true
        case "OFF", "off", "false", "0": self = false
        default: return nil
        }
    }
    public var topicPayload: [UInt8] { Array((self ? "ON" : "OFF").utf8) }
}
