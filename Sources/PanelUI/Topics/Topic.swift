import PanelBase

/// The latest value published on a message broker's topic (MQTT, with the program's
/// `--mqtt` option: docs/mqtt.md), as a view's property: every view that reads it is
/// redrawn when a message arrives.
///
///     @Topic("greenhouse/air") var air: Reading?      // a Codable type, as JSON; nil until one arrives
///     @Topic("greenhouse/lamp") var lamp = false      // ON / OFF; false until a message says otherwise
///
///     Toggle("Lamp", isOn: $lamp)                     // publishes ON / OFF
///
/// The value is the default (nil for an optional) until a message arrives (a retained one
/// arrives at once), and while the latest message cannot be read as the property's type
/// (reported once). Setting it publishes the new value (retained with `retain: true`) and
/// shows it at once; setting an optional to nil publishes nothing.
@MainActor @preconcurrency @propertyWrapper
public struct Topic<Value> {
    public let topic: String
    let retain: Bool
    private let defaultValue: Value
    private let decode: ([UInt8]) -> Value?
    private let encode: (Value) -> [UInt8]?
    private let expected: String
    private let cache = TopicDecodedValue<Value>()

    /// A topic read with `decode` and written with `encode` (nil: nothing to publish). The
    /// `SwiftUI` module adds `Codable` types this way.
    package init(topic: String, retain: Bool, defaultValue: Value, expected: String,
                 decode: @escaping ([UInt8]) -> Value?, encode: @escaping (Value) -> [UInt8]?) {
        self.topic = topic
        self.retain = retain
        self.defaultValue = defaultValue
        self.expected = expected
        self.decode = decode
        self.encode = encode
    }

    public init(wrappedValue: Value, _ topic: String, retain: Bool = false) where Value: TopicPayload {
        self.init(topic: topic, retain: retain, defaultValue: wrappedValue, expected: "\(Value.self)",
                  decode: { Value(topicPayload: $0) }, encode: { $0.topicPayload })
    }

    public init<Wrapped: TopicPayload>(_ topic: String, retain: Bool = false) where Value == Wrapped? {
        self.init(topic: topic, retain: retain, defaultValue: nil, expected: "\(Wrapped.self)",
                  decode: { Wrapped(topicPayload: $0).map { .some($0) } }, encode: { $0?.topicPayload })
    }

    public var wrappedValue: Value {
        get {
            let center = TopicCenter.shared
            guard let (payload, generation) = center.latest(on: topic) else { return defaultValue }
            if cache.generation != generation {
                cache.generation = generation
                cache.value = decode(payload)
                if cache.value == nil { center.reportUnreadable(on: topic, expected: expected) } else { center.readable(on: topic) }
            }
            return cache.value ?? defaultValue
        }
        nonmutating set {
            guard let payload = encode(newValue) else { return }
            TopicCenter.shared.publish(payload, on: topic, retain: retain)
        }
    }

    /// A binding that reads the latest value and publishes what is set.
    public var projectedValue: Binding<Value> {
        let wrapper = self
        return Binding(get: { wrapper.wrappedValue }, set: { wrapper.wrappedValue = $0 })
    }
}

/// The value a `@Topic` decoded last, kept while no new message arrives (a body that reads
/// it twice decodes once).
@MainActor
final class TopicDecodedValue<Value> {
    var generation = -1
    var value: Value?
}
