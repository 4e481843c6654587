import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel-app run --mqtt` as processes on a real broker: two panels see each other's
/// toggles, and a broker that is down at start never delays drawing or touch.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct PanelAppMQTTRunTests {
    private func folder() -> String {
        let directory = "/tmp/panel-mqtt-run-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        return directory
    }

    private func panel(_ directory: String, _ name: String, following other: String) throws -> String {
        let path = "\(directory)/\(name).json"
        let text = #"{"title": "\#(name)", "controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "panel/\#(other)/lamp/state"}]}"#
        try AtomicFile.write(Array(text.utf8), to: path)
        return path
    }

    private func run(_ panelPath: String, node: String, broker: String, script: String? = nil, state: String? = nil) throws -> ChildProcess {
        var arguments = ["run", "--display", "headless", "--input", "none", "--panel", panelPath, "--mqtt", broker, "--node", node]
        if let script { arguments += ["--script", script] }
        if let state { arguments += ["--state", state] }
        return try ChildProcess(builtProductPath("panel-app"), arguments, mergeErrors: true)
    }

    @Test func twoPanelAppsSeeEachOthersToggles() throws {
        let broker = try MosquittoBroker()
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        try AtomicFile.write(Array("wait 1\ntap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let b = try run(try panel(directory, "b", following: "a"), node: "b", broker: broker.url)
        let a = try run(try panel(directory, "a", following: "b"), node: "a", broker: broker.url, script: directory + "/touches.txt")
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
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        try AtomicFile.write(Array("tap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        let started = MonotonicTime.now()
        let child = try run(try panel(directory, "hall", following: "other"), node: "hall", broker: broker.url,
                            script: directory + "/touches.txt", state: directory + "/state.json")
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
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        try AtomicFile.write(Array("tap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        let started = MonotonicTime.now()
        let child = try run(try panel(directory, "hall", following: "other"), node: "hall", broker: broker.url,
                            script: directory + "/touches.txt", state: directory + "/state.json")
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
        let directory = folder()
        defer { _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait() }
        try AtomicFile.write(Array("topsecret\n".utf8), to: directory + "/password")
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
