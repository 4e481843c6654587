import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel/<node>/screenshot`: the running panel sends the frame on screen as a PNG on
/// `screenshot/png`, not retained, the same picture `snapshot` draws of the file, at most
/// one a second.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct ScreenshotRunTests {
    @Test func aRequestGetsThePNGOfTheFrameOnScreen() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        let directory = folder.path
        let file = #"{"title": "Hall", "controls": [{"type": "toggle", "label": "Lamp"}, {"type": "slider", "label": "Fan", "min": 0, "max": 100}]}"#
        try AtomicFile.write(Array(file.utf8), to: directory + "/hall.json")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        // A request kept by the broker is stale by the time a panel connects: not taken.
        #expect(client.wait(seconds: 10) { client.connection.isConnected })
        client.publish("panel/hall/screenshot", "x", retain: true)
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--mode", "480x320", "--input", "none", "--panel", directory + "/hall.json",
            "--mqtt", broker.url, "--node", "hall", "--group", "lights",
        ], mergeErrors: true)
        #expect(client.wait(for: "panel/hall/availability", payload: "online", seconds: 20))
        client.wait(seconds: 0.5) { false }
        #expect(!client.messages.contains { $0.topic == "panel/hall/screenshot/png" })
        // Drawn by then: the first frame comes before the connection.
        client.publish("panel/group/lights/screenshot", "")
        #expect(client.wait(seconds: 10) { client.messages.contains { $0.topic == "panel/hall/screenshot/png" } })
        let shots = client.messages.filter { $0.topic == "panel/hall/screenshot/png" }
        #expect(shots.count == 1)
        let png = try #require(shots.first)
        #expect(!png.retain)

        let snapshot = try ChildProcess(builtProductPath("panel-app"), [
            "snapshot", "--panel", directory + "/hall.json", "--size", "480x320", "--output", directory + "/expected.png",
        ], mergeErrors: true)
        let snapshotOutput = snapshot.readAllOutput()
        #expect(snapshot.wait() == 0, "\(snapshotOutput)")
        let expected = try PNGDecoder.read(from: directory + "/expected.png")
        let got = try PNGDecoder.decode(png.payload)
        #expect(got.width == 480 && got.height == 320)
        let rows = min(got.height, expected.height), columns = min(got.width, expected.width)
        #expect((0..<rows).allSatisfy { y in (0..<columns).allSatisfy { got.row(y)[$0] == expected.row(y)[$0] } })

        // A burst is one picture; a retained request none; a second later, another.
        client.wait(seconds: 1.1) { false }
        func count() -> Int { client.messages.filter { $0.topic == "panel/hall/screenshot/png" }.count }
        let before = count()
        for _ in 0..<3 { client.publish("panel/all/screenshot", "x") }
        #expect(client.wait(seconds: 10) { count() == before + 1 })
        client.wait(seconds: 1.2) { false }
        #expect(count() == before + 1)
        client.publish("panel/hall/screenshot", "")
        #expect(client.wait(seconds: 10) { count() == before + 2 })
        kill(child.pid, SIGTERM)
        let output = child.readAllOutput()
        #expect(child.wait() == 0, "\(output)")
        #expect(output.contains("ignored a retained message on panel/hall/screenshot"), "\(output)")
        #expect(output.contains("a screenshot was sent less than a second ago; this request is dropped"), "\(output)")
    }
}
