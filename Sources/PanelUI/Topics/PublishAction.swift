/// Publishes a message from an action, through the program's broker (docs/mqtt.md), read
/// from the environment:
///
///     @Environment(\.publish) private var publish
///     Button("Open vents") { publish("open", to: "greenhouse/vents/set") }
///
/// What is published is also the topic's latest value for the views that read it with
/// `@Topic`; while the broker is away, the latest value per topic is sent when it is back.
@MainActor
public struct PublishAction {
    public func callAsFunction(_ payload: String, to topic: String, retain: Bool = false) {
        TopicCenter.shared.publish(Array(payload.utf8), on: topic, retain: retain)
    }

    public func callAsFunction<Value: TopicPayload>(_ value: Value, to topic: String, retain: Bool = false) {
        TopicCenter.shared.publish(value.topicPayload, on: topic, retain: retain)
    }
}

private struct PublishActionKey: EnvironmentKey {
    static let defaultValue = PublishAction()
}

extension EnvironmentValues {
    public var publish: PublishAction { self[PublishActionKey.self] }
}
