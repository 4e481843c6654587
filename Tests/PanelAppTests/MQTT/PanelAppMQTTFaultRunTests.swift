import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Faults while `panel-app` processes are connected: a broker that freezes mid-run (as a
/// network cut looks to a panel: the line stays open and nothing answers), and a panel
/// that crashes and is started again while another follows it. Touch keeps working,
/// the latest value is delivered after the fault, and the broker's retained view of each
/// panel ends right (`online`, the last state).
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct PanelAppMQTTFaultRunTests {
    /// The retained messages on the broker now, as a new subscriber gets them.
    private func retained(_ broker: MosquittoBroker, _ topics: [String]) throws -> [String: String] {
        let client = try MQTTTestClient(port: broker.port, name: "retained", subscriptions: topics)
        client.wait(seconds: 10) { Set(client.messages.map(\.topic)).count == topics.count }
        return Dictionary(client.messages.map { ($0.topic, $0.text ?? "") }, uniquingKeysWith: { _, last in last })
    }

    @Test func aFrozenBrokerIsNoticedByKeepAliveAndTheLatestValueArrivesAfter() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        // A's touch comes 8 s after its start, while the broker is frozen.
        let touches = folder.write("wait 8\ntap \"Lamp\"\n", to: "touches.txt")
        let started = MonotonicTime.now()
        let b = try runPanelApp(lampFollowingPanel(in: folder, "b", following: "a"), node: "b", broker: broker.url, ["--mqtt-keepalive", "5"])
        // A's lamp is its own (no device to confirm it); B shows A's.
        let aPanel = folder.write(#"{"title": "a", "controls": [{"type": "toggle", "label": "Lamp"}]}"#, to: "a.json")
        let a = try runPanelApp(aPanel, node: "a", broker: broker.url,
                                ["--mqtt-keepalive", "5", "--script", touches, "--state", folder.path + "/a-state.json"])
        defer { for child in [a, b] { child.signal(SIGKILL); child.wait() } }
        #expect(client.wait(for: "panel/a/availability", payload: "online", seconds: 20))
        #expect(client.wait(for: "panel/b/availability", payload: "online", seconds: 20))
        broker.pause()
        let frozenAt = MonotonicTime.now()
        try #require(frozenAt - started < 7_000_000_000, "the panels took too long to come online for the touch to fall in the freeze")

        // The touch is taken at its time: nothing waits for the frozen broker.
        var output = a.read(until: "changed lamp = true", seconds: 15)
        #expect(output.contains("changed lamp = true"), "\(output)")
        #expect(MonotonicTime.now() - started < 10_000_000_000, "the touch waited for the broker")
        // Within two keep-alives without an answer, each panel gives the connection up.
        output = a.read(until: "disconnected from 127.0.0.1:\(broker.port)", seconds: 20)
        #expect(output.contains("disconnected from 127.0.0.1:\(broker.port) (no answer from the broker within the keep-alive)"), "\(output)")
        let bOutput = b.read(until: "disconnected from 127.0.0.1:\(broker.port)", seconds: 20)
        #expect(bOutput.contains("disconnected from"), "\(bOutput)")
        #expect(MonotonicTime.now() - frozenAt < 20_000_000_000)

        // The broker comes back: both reconnect, A's touch reaches B, and each panel's
        // retained availability ends `online` (its old connection's will came first).
        broker.resume()
        let fresh = try MQTTTestClient(port: broker.port, name: "after", subscriptions: ["panel/#"])
        #expect(fresh.wait(for: "panel/b/lamp/state", payload: "ON", seconds: 40))
        fresh.wait(seconds: 2) { false }
        let states = try retained(broker, ["panel/a/availability", "panel/b/availability", "panel/a/lamp/state", "panel/b/lamp/state"])
        #expect(states == ["panel/a/availability": "online", "panel/b/availability": "online",
                           "panel/a/lamp/state": "ON", "panel/b/lamp/state": "ON"])
        for child in [a, b] { child.signal(SIGTERM) }
        #expect(a.wait() == 0 && b.wait() == 0)
    }

    @Test func aPanelThatCrashesAndStartsAgainIsFollowedAgain() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let touches = folder.write("wait 1\ntap \"Lamp\"\n", to: "touches.txt")
        let aPanel = folder.write(#"{"title": "a", "controls": [{"type": "toggle", "label": "Lamp"}]}"#, to: "a.json")
        let aOptions = ["--script", touches, "--state", folder.path + "/a-state.json"]
        let b = try runPanelApp(lampFollowingPanel(in: folder, "b", following: "a"), node: "b", broker: broker.url)
        var a = try runPanelApp(aPanel, node: "a", broker: broker.url, aOptions)
        defer { for child in [a, b] { child.signal(SIGKILL); child.wait() } }
        #expect(client.wait(for: "panel/b/lamp/state", payload: "ON", seconds: 20))

        // A crashes: the broker says so with A's will; B keeps showing the lamp as it was.
        let seen = client.messages.count
        a.signal(SIGKILL)
        a.wait()
        #expect(client.wait(for: "panel/a/availability", payload: "offline", seconds: 10, after: seen))
        client.wait(seconds: 1) { false }
        #expect(!client.messages.dropFirst(seen).contains { $0.topic == "panel/b/lamp/state" }, "B changed when A went away")

        // A starts again with its saved state (the lamp on), then its touch turns it off: B follows.
        a = try runPanelApp(aPanel, node: "a", broker: broker.url, aOptions)
        #expect(client.wait(for: "panel/a/availability", payload: "online", seconds: 20, after: seen))
        #expect(client.wait(for: "panel/b/lamp/state", payload: "OFF", seconds: 20, after: seen))
        let states = try retained(broker, ["panel/a/availability", "panel/a/lamp/state", "panel/b/lamp/state"])
        #expect(states == ["panel/a/availability": "online", "panel/a/lamp/state": "OFF", "panel/b/lamp/state": "OFF"])
        for child in [a, b] { child.signal(SIGTERM) }
        #expect(a.wait() == 0 && b.wait() == 0)
    }
}
