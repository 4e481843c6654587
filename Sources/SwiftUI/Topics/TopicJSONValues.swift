import Foundation
import Panel

/// `@Topic` with any `Codable` type, as JSON (a device's `{"temperature": 21.5}` read into a
/// struct). Text, numbers and `Bool` keep their plain payloads (`TopicPayload`): these
/// initialisers give way to those. (`SendableMetatype`: the type is named in closures the
/// main actor keeps; any type is one unless its conformances are isolated to an actor.)
extension Topic {
    @_disfavoredOverload
    public init(wrappedValue: Value, _ topic: String, retain: Bool = false) where Value: Codable & SendableMetatype {
        self.init(topic: topic, retain: retain, defaultValue: wrappedValue, expected: "JSON of \(Value.self)",
                  decode: TopicJSON.decode, encode: TopicJSON.encode)
    }

    @_disfavoredOverload
    public init<Wrapped: Codable & SendableMetatype>(_ topic: String, retain: Bool = false) where Value == Wrapped? {
        self.init(topic: topic, retain: retain, defaultValue: nil, expected: "JSON of \(Wrapped.self)",
                  decode: { TopicJSON.decode($0).map { Optional<Wrapped>.some($0) } },
                  encode: { $0.flatMap(TopicJSON.encode) })
    }
}

enum TopicJSON {
    static func decode<Value: Decodable>(_ payload: [UInt8]) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(payload))
    }

    static func encode<Value: Encodable>(_ value: Value) -> [UInt8]? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map(Array.init)
    }
}
