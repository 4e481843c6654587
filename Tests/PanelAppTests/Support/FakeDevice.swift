import Panel

/// A device on the broker, played by a test: it hears what a panel publishes as a
/// control's state (the panel asking for that value) and answers on the control's state
/// topic as it is told: taking the value, keeping its own, or saying nothing.
final class FakeDevice {
    enum Behaviour { case confirms, refuses, silent }

    let client: MQTTTestClient
    let listensOn: String
    let answersOn: String
    var behaviour: Behaviour
    /// The device's own state, as it last said it.
    private(set) var state: String
    private var seen = 0

    init(port: Int32, listensOn: String, answersOn: String, state: String, behaviour: Behaviour) throws {
        client = try MQTTTestClient(port: port, name: "device", subscriptions: [listensOn])
        self.listensOn = listensOn
        self.answersOn = answersOn
        self.state = state
        self.behaviour = behaviour
    }

    /// Says its state (retained, as a real device does), once connected.
    func announce(turning others: [EventDispatcher]) -> Bool {
        guard client.wait(seconds: 10, turning: others, until: { client.connection.isConnected }) else { return false }
        client.publish(answersOn, state, retain: true)
        return true
    }

    /// Answers every request heard since the last call; call it while the loops turn.
    func answer() {
        let requests = client.payloads(on: listensOn)
        for request in requests.dropFirst(seen) {
            switch behaviour {
            case .confirms:
                state = request
                client.publish(answersOn, state, retain: true)
            case .refuses:
                if request != state { client.publish(answersOn, state, retain: true) }
            case .silent:
                break
            }
        }
        seen = requests.count
    }
}
