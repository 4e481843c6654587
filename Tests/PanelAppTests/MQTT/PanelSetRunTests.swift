import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// `panel/<node>/panel/set` on a real broker, to a running panel-app: a valid file replaces
/// the panel (saved values kept by id, its identity on `panel/state`), an invalid one or
/// one with actions the board does not give is refused on `panel/error` and the panel
/// stays, and SIGHUP shows the file on disk again.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct PanelSetRunTests {
    static let local = #"{"title": "Hall", "controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "exec", "argv": ["/bin/true", "{value}"]}}]}"#

    final class Panel {
        let directory: String
        let child: ChildProcess
        let client: MQTTTestClient

        init(broker: MosquittoBroker, extra: [String] = []) throws {
            directory = "/tmp/panel-set-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            mkdir(directory, 0o755)
            try AtomicFile.write(Array(PanelSetRunTests.local.utf8), to: directory + "/hall.json")
            client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#", "hello/#"])
            child = try ChildProcess(builtProductPath("panel-app"), [
                "run", "--display", "headless", "--input", "none", "--panel", directory + "/hall.json", "--mqtt", broker.url,
                "--node", "hall", "--state", directory + "/state.json",
            ] + extra, mergeErrors: true)
        }

        /// The latest `panel/state` that says `text`.
        func waitForState(containing text: String, seconds: Double = 20) -> Bool {
            client.wait(seconds: seconds) { client.payloads(on: "panel/hall/panel/state").last?.contains(text) == true }
        }

        func stop() -> (Int32, String) {
            kill(child.pid, SIGTERM)
            let output = child.readAllOutput()
            _ = try? ChildProcess("/bin/rm", ["-rf", directory]).wait()
            return (child.wait(), output)
        }
    }

    private func sha256sum(_ bytes: [UInt8]) throws -> String {
        let path = "/tmp/panel-set-sum-\(getpid())"
        defer { unlink(path) }
        try AtomicFile.write(bytes, to: path)
        let child = try ChildProcess("/usr/bin/sha256sum", [path])
        let output = child.readAllOutput()
        _ = child.wait()
        return String(output.prefix(64))
    }

    @Test func aValidFileReplacesThePanelAndKeepsSavedValues() throws {
        let broker = try MosquittoBroker()
        let panel = try Panel(broker: broker)
        let localSum = try sha256sum(Array(Self.local.utf8))
        #expect(panel.waitForState(containing: #""sha256":"\#(localSum)""#))
        #expect(panel.client.payloads(on: "panel/hall/panel/state").last?.contains(#""source":"local""#) == true)
        panel.client.publish("panel/hall/lamp/set", "ON")
        #expect(panel.client.wait(for: "panel/hall/lamp/state", payload: "ON", seconds: 10))

        // Padded past a megabyte: as large as a file on disk may be, far past a command.
        let pushed = #"{"title": "Pushed", "controls": [{"type": "toggle", "label": "Lamp"}, {"type": "button", "label": "Hello", "action": {"type": "publish", "topic": "hello/world", "payload": "hi"}}]}"#
            + String(repeating: " ", count: 1_500_000)
        let states = panel.client.payloads(on: "panel/hall/lamp/state").count
        panel.client.publish("panel/hall/panel/set", pushed)
        let pushedSum = try sha256sum(Array(pushed.utf8))
        #expect(panel.waitForState(containing: #""sha256":"\#(pushedSum)""#))
        let state = panel.client.payloads(on: "panel/hall/panel/state").last ?? ""
        #expect(state.contains(#""title":"Pushed""#) && state.contains(#""source":"mqtt""#) && state.contains(#""bytes":\#(pushed.utf8.count)"#), "\(state)")
        // The lamp kept its value; the new button works, on the wire.
        #expect(panel.client.wait(seconds: 10) { panel.client.payloads(on: "panel/hall/lamp/state").dropFirst(states).contains("ON") })
        panel.client.publish("panel/hall/hello/set", "PRESS")
        #expect(panel.client.wait(for: "hello/world", payload: "hi", seconds: 10))

        // SIGHUP: the file on disk again, which was never written over.
        kill(panel.child.pid, SIGHUP)
        #expect(panel.waitForState(containing: #""sha256":"\#(localSum)""#))
        #expect(try readWholeFile(panel.directory + "/hall.json") == Self.local)
        let (status, output) = panel.stop()
        #expect(status == 0, "\(output)")
        #expect(output.contains("showing the panel file \"Pushed\" sent over MQTT"), "\(output)")
    }

    @Test func aFileWithMistakesOrForeignActionsIsRefusedOnPanelError() throws {
        let broker = try MosquittoBroker()
        let panel = try Panel(broker: broker)
        #expect(panel.waitForState(containing: #""title":"Hall""#))
        panel.client.publish("panel/hall/panel/set", #"{"controls": [{"type": "toggle", "label": "Lamp", "action": {"type": "exec", "argv": ["/bin/sh", "-c", "{value}"]}}]}"#)
        #expect(panel.client.wait(seconds: 20) { !panel.client.payloads(on: "panel/hall/panel/error").isEmpty })
        let error = panel.client.payloads(on: "panel/hall/panel/error").first ?? ""
        #expect(error.hasPrefix(#"{"errors":["1:15: action: control \"lamp\": this exec action is not one the panel file on the board gives"#), "\(error)")
        #expect(error.hasSuffix(#""more":0}"#), "\(error)")
        panel.client.publish("panel/hall/panel/set", #"{"controls": [{"type": "toggle"}]}"#)
        #expect(panel.client.wait(seconds: 20) { panel.client.payloads(on: "panel/hall/panel/error").count == 2 })
        #expect(panel.client.payloads(on: "panel/hall/panel/error").last?.contains("controls[0].label: required field is missing") == true)
        // The panel shown stays, and still takes commands.
        panel.client.publish("panel/hall/lamp/set", "ON")
        #expect(panel.client.wait(for: "panel/hall/lamp/state", payload: "ON", seconds: 10))
        #expect(panel.client.payloads(on: "panel/hall/panel/state").allSatisfy { $0.contains(#""title":"Hall""#) })
        let (status, output) = panel.stop()
        #expect(status == 0, "\(output)")
    }

    @Test func theBoardOwnerCanTurnPushingOff() throws {
        let broker = try MosquittoBroker()
        let panel = try Panel(broker: broker, extra: ["--mqtt-allow-panel-set", "off"])
        #expect(panel.waitForState(containing: #""title":"Hall""#))
        panel.client.publish("panel/hall/panel/set", #"{"title": "Pushed", "controls": [{"type": "button", "label": "A"}]}"#)
        #expect(panel.client.wait(seconds: 20) { !panel.client.payloads(on: "panel/hall/panel/error").isEmpty })
        #expect(panel.client.payloads(on: "panel/hall/panel/error").first
            == #"{"errors":["1:1: this panel takes no panel files over MQTT (--mqtt-allow-panel-set off)"],"more":0}"#)
        #expect(!panel.client.payloads(on: "panel/hall/panel/state").contains { $0.contains("Pushed") })
        let (status, output) = panel.stop()
        #expect(status == 0, "\(output)")
    }
}
