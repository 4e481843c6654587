import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The built-in demo (a SwiftUI screen, no panel file) on a real broker: its toggle's state
/// is published, a command flips it on screen, a button's PRESS runs it, and Home
/// Assistant discovers both.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct ScreenControlsRunTests {
    private func screenshot(_ client: MQTTTestClient) -> [UInt8]? {
        let before = client.messages.count
        client.publish("panel/demo/screenshot", "")
        guard client.wait(seconds: 10, until: { client.messages.dropFirst(before).contains { $0.topic == "panel/demo/screenshot/png" } }) else {
            return nil
        }
        return client.messages.dropFirst(before).last { $0.topic == "panel/demo/screenshot/png" }?.payload
    }

    @Test func theDemosControlsAreOperatedOverMQTT() throws {
        let broker = try MosquittoBroker()
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#", "homeassistant/#"])
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--mqtt", broker.url, "--node", "demo", "--home-assistant",
        ], mergeErrors: true)
        defer { child.signal(SIGKILL); child.wait() }
        #expect(client.wait(for: "panel/demo/custom-toggle/state", payload: "ON", seconds: 20))
        #expect(client.wait(seconds: 10) { client.payloads(on: "homeassistant/device/demo/config").last?.contains(#""custom-toggle":{"p":"switch""#) == true })
        let discovery = client.payloads(on: "homeassistant/device/demo/config").last ?? ""
        #expect(discovery.contains(#""tap-me":{"p":"button","name":"Tap Me!""#), "\(discovery)")

        let before = try #require(screenshot(client))
        client.publish("panel/demo/custom-toggle/set", "OFF")
        #expect(client.wait(for: "panel/demo/custom-toggle/state", payload: "OFF"))
        // A second picture: the knob has moved (after the one-a-second limit).
        client.wait(seconds: 1.2) { false }
        let after = try #require(screenshot(client))
        #expect(before != after, "the screen did not change")

        // A payload the control does not take changes nothing and is logged.
        client.publish("panel/demo/custom-toggle/set", "maybe")
        client.publish("panel/demo/tap-me/set", "PRESS")
        client.wait(seconds: 1) { false }
        #expect(client.payloads(on: "panel/demo/custom-toggle/state").last == "OFF")
        child.signal(SIGTERM)
        let output = child.readAllOutput()
        #expect(child.wait() == 0)
        #expect(output.contains("ignored a message on panel/demo/custom-toggle/set: expected ON or OFF"), "\(output)")
    }

    @Test func aToggleTouchedOnScreenIsPublished() throws {
        let broker = try MosquittoBroker()
        let folder = TemporaryFolder()
        // Touched once the state is published: the knob's frames lead to the new state.
        let touches = folder.write("wait 3\ntap \"Custom Toggle\"\n", to: "touches.txt")
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/#"])
        let child = try ChildProcess(builtProductPath("panel-app"), [
            "run", "--display", "headless", "--input", "none", "--mqtt", broker.url, "--node", "demo", "--script", touches,
        ], mergeErrors: true)
        defer { child.signal(SIGKILL); child.wait() }
        #expect(client.wait(for: "panel/demo/custom-toggle/state", payload: "ON", seconds: 20))
        #expect(client.wait(for: "panel/demo/custom-toggle/state", payload: "OFF", seconds: 20), "\(client.payloads(on: "panel/demo/custom-toggle/state"))")
    }
}
