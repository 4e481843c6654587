import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// A SwiftUI app's `@Topic` values on a real broker: an app run with `--mqtt` shows the
/// readings published on a topic (JSON into a Codable type) and publishes what its toggle
/// sets.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct ViewTopicRunTests {
    @Test func anAppReadsAndPublishesTopics() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        let directory = folder.path
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["probe/#"])
        // Retained before the app starts: it arrives as the app subscribes.
        #expect(client.wait(seconds: 10) { client.connection.isConnected })
        let first = #"{"temperature": 21.5, "humidity": 60}"#
        client.publish("probe/air", first, retain: true)
        #expect(client.wait(for: "probe/air", payload: first), "the broker has it")
        try AtomicFile.write(Array("wait 2\ntap \"Lamp\"\n".utf8), to: directory + "/touches.txt")
        let app = try ChildProcess("/usr/bin/env", ["PROBE_TOPIC=1", builtProductPath("app-model-probe"),
                                                    "--display", "headless", "--input", "none", "--mqtt", broker.url,
                                                    "--node", "probe", "--script", directory + "/touches.txt"],
                                   mergeErrors: true)
        var output = app.read(until: "air 21.5", seconds: 20)
        #expect(output.contains("air 21.5"), "\(output)")
        #expect(client.wait(for: "probe/lamp", payload: "ON", seconds: 20))
        client.publish("probe/air", #"{"temperature": 19.25}"#)
        #expect(client.wait(for: "probe/air", payload: #"{"temperature": 19.25}"#))
        output = app.read(until: "air 19.25", seconds: 10)
        #expect(output.contains("air 19.25"), "\(output)")
        // A message the type cannot read is reported, and the app keeps running.
        client.publish("probe/air", "warm")
        #expect(client.wait(for: "probe/air", payload: "warm"))
        output = app.read(until: "is not JSON of AirReading", seconds: 10)
        #expect(output.contains("is not JSON of AirReading"), "\(output)")
        kill(app.pid, SIGTERM)
        #expect(app.wait() == 0, "\(app.readAllOutput())")
    }
}
