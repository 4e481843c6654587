import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Panels' controls on a real broker (Debian's mosquitto on 127.0.0.1), in this process:
/// commands set controls, bad payloads change nothing, two panels follow each other's
/// toggles, and what changed while the broker was gone reaches it on reconnection.
@MainActor @Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct PanelMQTTBridgeTests {
    static let panel = #"""
        {"controls": [{"type": "toggle", "label": "Lamp"}, {"type": "slider", "label": "Fan", "min": 0, "max": 100, "step": 10},
                      {"type": "triple", "label": "Mode"}, {"type": "button", "label": "Go"}]}
        """#

    @Test func aCommandSetsItsControlAndTheStateIsPublished() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/#"])
        // Retained on connection: availability and every control's state.
        #expect(client.wait(for: "panel/hall/availability", payload: "online", turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/lamp/state", payload: "OFF", turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/fan/state", payload: "0", turning: [hall.dispatcher]))

        client.publish("panel/hall/lamp/set", "ON")
        client.publish("panel/hall/fan/set", "70")
        client.publish("panel/hall/mode/set", "Auto")
        client.publish("panel/hall/go/set", "PRESS")
        #expect(client.wait(for: "panel/hall/event/go", payload: "press", turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/lamp/state", payload: "ON", turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/fan/state", payload: "70", turning: [hall.dispatcher]))
        #expect(hall.controller.values["lamp"] == .toggle(true))
        #expect(hall.controller.values["fan"] == .slider(70))
        #expect(hall.controller.values["mode"] == .triple("Auto"))
        #expect(hall.changes.map(\.id) == ["lamp", "fan", "mode"])
        #expect(hall.presses == ["go"])
    }

    @Test func aWillLandingAfterTheConnectionIsPutRight() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/availability"])
        #expect(client.wait(for: "panel/hall/availability", payload: "online", turning: [hall.dispatcher]))
        // As the broker publishes an old connection's will once it notices it gone.
        let seen = client.messages.count
        client.publish("panel/hall/availability", "offline", retain: true)
        #expect(client.wait(for: "panel/hall/availability", payload: "offline", after: seen, turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/availability", payload: "online", after: seen + 1, turning: [hall.dispatcher]))
        #expect(hall.warnings.contains { $0.contains("reported this panel offline") })
        // Its own `online` coming back to it changes nothing.
        client.wait(seconds: 0.5, turning: [hall.dispatcher]) { false }
        #expect(client.payloads(on: "panel/hall/availability") == ["online", "offline", "online"])
    }

    @Test func invalidPayloadsAreIgnoredAndLoggedWithinALimit() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/#"])
        #expect(client.wait(for: "panel/hall/availability", payload: "online", turning: [hall.dispatcher]))
        let bad: [(String, [UInt8])] = [
            ("lamp", Array("on".utf8)), ("lamp", []), ("lamp", Array(repeating: UInt8(ascii: "O"), count: 100_000)),
            ("lamp", [0x4F, 0xFF, 0x4E]), ("fan", Array("nan".utf8)), ("fan", Array("75".utf8)), ("fan", Array("1e999".utf8)),
            ("mode", Array("auto".utf8)), ("go", Array("1".utf8)), ("nothing", Array("ON".utf8)),
        ]
        for (id, payload) in bad {
            client.connection.publish(MQTTMessage(topic: "panel/hall/\(id)/set", payload: payload, qos: 1))
        }
        // Sent last by the same client: once it is taken, the bad ones before it were seen.
        client.publish("panel/hall/lamp/set", "ON")
        #expect(client.wait(for: "panel/hall/lamp/state", payload: "ON", turning: [hall.dispatcher]))
        #expect(hall.bridge.rejected == bad.count)
        #expect(hall.changes.map(\.id) == ["lamp"])
        #expect(hall.presses.isEmpty)
        #expect(hall.controller.values["fan"] == .slider(0))
        // At most five lines per ten seconds: a flood does not flood the log.
        #expect(hall.warnings.count == 5, "\(hall.warnings)")
        #expect(hall.warnings.allSatisfy { !$0.contains("OOOO") })
    }

    @Test func twoPanelsFollowEachOthersToggles() throws {
        let broker = try MosquittoBroker()
        let a = try BridgedPanel(node: "a", port: broker.port, panel: #"{"controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "panel/b/lamp/state"}]}"#)
        let b = try BridgedPanel(node: "b", port: broker.port, panel: #"{"controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "panel/a/lamp/state"}]}"#)
        let loops = [a.dispatcher, b.dispatcher]
        #expect(MQTTTestClient.turn(loops, seconds: 10) { a.isConnected && b.isConnected })
        // Both subscribed: each has its own state and the other's, retained, OFF.
        _ = MQTTTestClient.turn(loops, seconds: 0.5) { false }

        a.touch("lamp", .toggle(true))
        #expect(MQTTTestClient.turn(loops, seconds: 10) { b.controller.values["lamp"] == .toggle(true) })
        b.touch("lamp", .toggle(false))
        #expect(MQTTTestClient.turn(loops, seconds: 10) { a.controller.values["lamp"] == .toggle(false) })
        // Following shows the other's state; it runs no action of its own.
        #expect(a.changes.map(\.value) == [.toggle(true)])
        #expect(b.changes.map(\.value) == [.toggle(false)])
    }

    @Test func changesWhileTheBrokerIsGoneArriveOnReconnectionAsTheLatestValue() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        #expect(MQTTTestClient.turn([hall.dispatcher], seconds: 10) { hall.isConnected })
        broker.kill()
        #expect(MQTTTestClient.turn([hall.dispatcher], seconds: 10) { !hall.isConnected })
        // Touches while offline: the screen and the actions follow at once.
        for value in [true, false, true] { hall.touch("lamp", .toggle(value)) }
        for value in [20.0, 30.0] { hall.touch("fan", .slider(value)) }
        #expect(hall.changes.count == 5)

        // A new broker without the old retained messages: what it gets is the panel's.
        try broker.start()
        #expect(MQTTTestClient.turn([hall.dispatcher], seconds: 10) { hall.isConnected })
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/#"])
        #expect(client.wait(for: "panel/hall/fan/state", payload: "30", turning: [hall.dispatcher]))
        #expect(client.wait(for: "panel/hall/availability", payload: "online", turning: [hall.dispatcher]))
        #expect(client.payloads(on: "panel/hall/lamp/state") == ["ON"])
        #expect(client.payloads(on: "panel/hall/fan/state") == ["30"])
        #expect(hall.bridge.connection.connections == 2)
    }
}

/// A flood of commands: read many to a loop turn, merged to the latest value per control
/// before anything runs, every press kept; the panel ends where the last command put it.
@MainActor @Suite(.enabled(if: MosquittoBroker.isInstalled)) struct PanelMQTTFloodTests {
    @Test func aFloodOfCommandsEndsAtTheLastValueWithFewerActions() throws {
        // Mosquitto queues 1000 messages per client beyond those in flight and drops the
        // rest: on a machine busy with other tests the panel's loop may fall that far
        // behind the flood (a real broker would drop them too). Here every command must
        // arrive, so the queue is unbounded.
        let broker = try MosquittoBroker(extraConfiguration: ["max_queued_messages 0"])
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: PanelMQTTBridgeTests.panel)
        let client = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/fan/state", "panel/hall/event/go"])
        #expect(client.wait(for: "panel/hall/fan/state", payload: "0", turning: [hall.dispatcher]))
        let count = 2000
        for index in 0..<count { client.publish("panel/hall/fan/set", String(index % 10 * 10)) }
        for _ in 0..<3 { client.publish("panel/hall/go/set", "PRESS") }
        client.publish("panel/hall/fan/set", "70")
        // Sent by the client's loop while the panel's turns: both are turned here.
        #expect(client.wait(seconds: 30, turning: [hall.dispatcher]) {
            hall.presses.count == 3 && hall.controller.values["fan"] == .slider(70)
                && client.payloads(on: "panel/hall/fan/state").last == "70"
        })
        #expect(hall.bridge.accepted == count + 4)
        // Merged: far fewer changes (actions, saves) than commands.
        #expect(hall.changes.count < count / 2, "\(hall.changes.count) changes")
        #expect(hall.changes.last?.value == .slider(70))
    }
}
