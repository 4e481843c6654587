import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `MQTTConnection` (PanelLinux) against Debian's mosquitto on 127.0.0.1: connecting,
/// round trips, the will, and reconnecting after the broker is killed or was down at start.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct MQTTConnectionTests {
    @Test func publishesAndReceivesThroughTheBroker() throws {
        let broker = try MosquittoBroker()
        let listener = try MQTTTestClient(port: broker.port, name: "listener", subscriptions: ["greenhouse/#"])
        let talker = try MQTTTestClient(port: broker.port, name: "talker", subscriptions: [])
        #expect(listener.wait(seconds: 10, turning: [talker.dispatcher]) { listener.connection.isConnected && talker.connection.isConnected })
        // The subscription is on its way: a retained message reaches it either way.
        talker.publish("greenhouse/air", "21.5", retain: true)
        #expect(listener.wait(for: "greenhouse/air", payload: "21.5", turning: [talker.dispatcher]))
        #expect(listener.connection.connections == 1)
    }

    @Test func theWillIsPublishedWhenAClientVanishes() throws {
        let broker = try MosquittoBroker()
        let listener = try MQTTTestClient(port: broker.port, name: "listener", subscriptions: ["panel/+/availability"])
        let dispatcher = EventDispatcher()
        var settings = MQTTSettings(host: "127.0.0.1", port: broker.port, clientID: "will-\(getpid())")
        settings.will = MQTTMessage(topic: "panel/hall/availability", text: "offline", retain: true, qos: 1)
        settings.keepAliveSeconds = 5
        var panel: MQTTConnection? = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        panel?.log = { _, _ in }
        panel?.start()
        #expect(listener.wait(seconds: 10, turning: [dispatcher]) { panel?.isConnected == true && listener.connection.isConnected })
        panel?.publish(MQTTMessage(topic: "panel/hall/availability", text: "online", retain: true, qos: 1))
        #expect(listener.wait(for: "panel/hall/availability", payload: "online", turning: [dispatcher]))
        // Destroyed without a goodbye: its socket closes, and the broker sends the will.
        panel = nil
        #expect(listener.wait(for: "panel/hall/availability", payload: "offline"))
    }

    @Test func aBrokerDownAtStartIsRetriedWithoutBlockingTheLoop() throws {
        let broker = try MosquittoBroker()
        broker.stop()
        let dispatcher = EventDispatcher()
        var settings = MQTTSettings(host: "127.0.0.1", port: broker.port, clientID: "late-\(getpid())")
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 400_000_000)
        let connection = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        var failures: [String] = []
        connection.log = { _, _ in }
        connection.onDisconnected = { failures.append($0) }
        connection.start()
        // Each turn returns at once: a refused connection is a failed attempt, not a wait.
        let start = MonotonicTime.now()
        _ = MQTTTestClient.turn([dispatcher], seconds: 1) { failures.count >= 3 }
        #expect(failures.count >= 3, "\(failures)")
        #expect(MonotonicTime.now() - start < 2_000_000_000)
        #expect(!connection.isConnected)
        try broker.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
    }

    @Test func reconnectsAfterTheBrokerIsKilledAndRestarted() throws {
        let broker = try MosquittoBroker()
        let dispatcher = EventDispatcher()
        var settings = MQTTSettings(host: "127.0.0.1", port: broker.port, clientID: "again-\(getpid())")
        settings.backoff = ReconnectBackoff(first: 100_000_000, longest: 400_000_000)
        let connection = try MQTTConnection(settings: settings, dispatcher: dispatcher)
        connection.log = { _, _ in }
        connection.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
        broker.kill()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { !connection.isConnected })
        try broker.start()
        #expect(MQTTTestClient.turn([dispatcher], seconds: 10) { connection.isConnected })
        #expect(connection.connections == 2)
    }
}
