import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app run --mqtt` as processes on a real broker: two panels see each other's
/// toggles, and a broker that is down at start never delays drawing or touch.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct PanelAppMQTTRunTests {
    @Test func twoPanelAppsSeeEachOthersToggles() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        let directory = folder.path
        folder.write("wait 1\ntap \"Lamp\"\n", to: "touches.txt")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let b = try runPanelApp(lampFollowingPanel(in: folder, "b", following: "a"), node: "b", broker: broker.url)
        let a = try runPanelApp(lampFollowingPanel(in: folder, "a", following: "b"), node: "a", broker: broker.url, ["--script", directory + "/touches.txt"])
        #expect(client.wait(for: "panel/a/lamp/state", payload: "ON", seconds: 20))
        // B shows A's toggle and says so on its own state topic.
        #expect(client.wait(for: "panel/b/lamp/state", payload: "ON", seconds: 10))
        for child in [a, b] { kill(child.pid, SIGTERM) }
        let outputs = [a.readAllOutput(), b.readAllOutput()]
        #expect(a.wait() == 0 && b.wait() == 0, "\(outputs)")
        // A clean stop says goodbye: offline, retained.
        #expect(client.wait(for: "panel/a/availability", payload: "offline"))
        #expect(client.wait(for: "panel/b/availability", payload: "offline"))
    }

    @Test func aBrokerDownAtStartDelaysNeitherDrawingNorTouch() throws {
        let broker = try MosquittoBroker()
        broker.stop()
        let folder = TemporaryFolder()
        let directory = folder.path
        folder.write("tap \"Lamp\"\n", to: "touches.txt")
        let started = MonotonicTime.now()
        let child = try runPanelApp(lampFollowingPanel(in: folder, "hall", following: "other"), node: "hall", broker: broker.url,
                                    ["--script", directory + "/touches.txt", "--state", directory + "/state.json"])
        // The script's tap comes half a second after start; its change follows at once.
        let output = child.read(until: "changed lamp = true", seconds: 20)
        #expect(output.contains("changed lamp = true"), "\(output)")
        #expect(MonotonicTime.now() - started < 5_000_000_000, "the touch waited for the broker")
        #expect(output.contains("cannot connect to 127.0.0.1:\(broker.port)"), "\(output)")

        // The broker comes: the change made while it was down arrives as the latest value.
        try broker.start()
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/#"])
        #expect(client.wait(for: "panel/hall/lamp/state", payload: "ON", seconds: 30))
        kill(child.pid, SIGTERM)
        _ = child.readAllOutput()
        #expect(child.wait() == 0)
    }

    @Test func aBrokerThatAcceptsButNeverAnswersDelaysNothing() throws {
        let broker = try MosquittoBroker()
        broker.pause()
        defer { broker.resume() }
        let folder = TemporaryFolder()
        let directory = folder.path
        folder.write("tap \"Lamp\"\n", to: "touches.txt")
        let started = MonotonicTime.now()
        let child = try runPanelApp(lampFollowingPanel(in: folder, "hall", following: "other"), node: "hall", broker: broker.url,
                                    ["--script", directory + "/touches.txt", "--state", directory + "/state.json"])
        let output = child.read(until: "changed lamp = true", seconds: 20)
        #expect(output.contains("changed lamp = true"), "\(output)")
        #expect(MonotonicTime.now() - started < 5_000_000_000, "the touch waited for the broker")
        #expect(!output.contains("mqtt: connected"))

        // It wakes up: the waiting attempt (or the next one) connects and publishes the state.
        broker.resume()
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/#"])
        #expect(client.wait(for: "panel/hall/lamp/state", payload: "ON", seconds: 40))
        kill(child.pid, SIGTERM)
        _ = child.readAllOutput()
        #expect(child.wait() == 0)
    }

    @Test func refusesAPasswordFileOthersCanRead() throws {
        let folder = TemporaryFolder()
        let directory = folder.path
        folder.write("topsecret\n", to: "password")
        chmod(directory + "/password", 0o644)
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--mqtt", "mqtt://panel@127.0.0.1:1",
            "--mqtt-password-file", directory + "/password",
        ], mergeErrors: true)
        let output = child.readAllOutput()
        #expect(child.wait() != 0)
        #expect(output.contains("may be read by others"), "\(output)")
        #expect(!output.contains("topsecret"))
    }
}
