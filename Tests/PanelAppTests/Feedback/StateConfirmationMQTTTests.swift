import Panel
import Testing
@testable import PanelKiosk

/// A touched toggle waits for its device, played on a real broker by a test: a device that
/// takes the value confirms it, one that keeps its own state puts the control back at
/// once, and one that says nothing puts it back after `confirmTimeout`, with a message on
/// the control and one log line.
@MainActor @Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled)) struct StateConfirmationMQTTTests {
    static let panel = #"""
        {"controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "device/lamp/state", "confirmTimeout": 0.5}]}
        """#

    /// A panel and its lamp on a fresh broker, both connected and the lamp's OFF taken.
    func setUp(_ behaviour: FakeDevice.Behaviour) throws -> (MosquittoBroker, BridgedPanel, FakeDevice) {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: Self.panel)
        let lamp = try FakeDevice(port: broker.port, listensOn: "panel/hall/lamp/state", answersOn: "device/lamp/state",
                                  state: "OFF", behaviour: behaviour)
        #expect(lamp.announce(turning: [hall.dispatcher]))
        #expect(MQTTTestClient.turn([hall.dispatcher, lamp.client.dispatcher], seconds: 10) { hall.isConnected })
        // Both subscribed and the retained states exchanged.
        _ = MQTTTestClient.turn([hall.dispatcher, lamp.client.dispatcher], seconds: 0.3) { lamp.answer(); return false }
        return (broker, hall, lamp)
    }

    func turn(_ hall: BridgedPanel, _ lamp: FakeDevice, seconds: Double, until condition: () -> Bool = { false }) -> Bool {
        MQTTTestClient.turn([hall.dispatcher, lamp.client.dispatcher], seconds: seconds) { lamp.answer(); return condition() }
    }

    @Test func aDeviceThatTakesTheValueConfirmsIt() throws {
        let (broker, hall, lamp) = try setUp(.confirms)
        defer { withExtendedLifetime(broker) {} }
        hall.touch("lamp", .toggle(true))
        #expect(hall.controller.values["lamp"] == .toggle(true), "shown at once")
        #expect(turn(hall, lamp, seconds: 10) { lamp.state == "ON" })
        #expect(hall.controller.confirmations?.isWaiting("lamp") == false || turn(hall, lamp, seconds: 2) {
            hall.controller.confirmations?.isWaiting("lamp") == false
        })
        // Past the timeout: nothing put back, no message, nothing logged.
        _ = turn(hall, lamp, seconds: 0.8)
        #expect(hall.controller.values["lamp"] == .toggle(true))
        #expect(hall.messages.isEmpty)
        #expect(hall.feedbackLog.isEmpty)
        #expect(hall.changes.map(\.value) == [.toggle(true)])
    }

    @Test func aDeviceThatKeepsItsStatePutsTheControlBackAtOnce() throws {
        let (broker, hall, lamp) = try setUp(.refuses)
        defer { withExtendedLifetime(broker) {} }
        hall.touch("lamp", .toggle(true))
        #expect(hall.controller.values["lamp"] == .toggle(true))
        // Well before the half-second timeout: the device's answer puts it back.
        let start = MonotonicTime.now()
        #expect(turn(hall, lamp, seconds: 10) { hall.controller.values["lamp"] == .toggle(false) })
        #expect(MonotonicTime.now() - start < 450_000_000)
        #expect(hall.messages["lamp"] == StateConfirmations.refused)
        #expect(hall.feedbackLog.count == 1)
        // The panel says so on its own state topic too.
        let watcher = try MQTTTestClient(port: broker.port, subscriptions: ["panel/hall/lamp/state"])
        #expect(watcher.wait(for: "panel/hall/lamp/state", payload: "OFF", turning: [hall.dispatcher, lamp.client.dispatcher]))
    }

    @Test func aSilentDevicePutsTheControlBackAfterTheTimeoutWithAMessageLoggedOnce() throws {
        let (broker, hall, lamp) = try setUp(.silent)
        defer { withExtendedLifetime(broker) {} }
        hall.touch("lamp", .toggle(true))
        #expect(!turn(hall, lamp, seconds: 0.35) { hall.controller.values["lamp"] != .toggle(true) }, "waits for the timeout")
        #expect(turn(hall, lamp, seconds: 5) { hall.controller.values["lamp"] == .toggle(false) })
        #expect(hall.messages["lamp"] == StateConfirmations.noAnswer)
        #expect(hall.feedbackLog.count == 1, "\(hall.feedbackLog)")
        #expect(hall.feedbackLog.first?.contains("no answer") == true)
        #expect(lamp.client.payloads(on: "panel/hall/lamp/state").last == "OFF" || turn(hall, lamp, seconds: 5) {
            lamp.client.payloads(on: "panel/hall/lamp/state").last == "OFF"
        })
        // The message goes after a few seconds; the next touch would take it away sooner.
        #expect(turn(hall, lamp, seconds: 6) { hall.messages["lamp"] == nil })
        #expect(hall.feedbackLog.count == 1)
    }

    @Test func theNextTouchTakesTheMessageAway() throws {
        let (broker, hall, lamp) = try setUp(.silent)
        defer { withExtendedLifetime(broker) {} }
        hall.touch("lamp", .toggle(true))
        #expect(turn(hall, lamp, seconds: 5) { hall.messages["lamp"] != nil })
        hall.touch("lamp", .toggle(true))
        #expect(hall.messages["lamp"] == nil)
    }

    @Test func noConfirmationWithATimeoutOfZero() throws {
        let broker = try MosquittoBroker()
        let hall = try BridgedPanel(node: "hall", port: broker.port, panel: #"{"controls": [{"type": "toggle", "label": "Lamp", "stateTopic": "device/lamp/state", "confirmTimeout": 0}]}"#)
        #expect(MQTTTestClient.turn([hall.dispatcher], seconds: 10) { hall.isConnected })
        hall.touch("lamp", .toggle(true))
        #expect(hall.controller.confirmations?.isWaiting("lamp") == false)
        _ = MQTTTestClient.turn([hall.dispatcher], seconds: 0.7) { false }
        #expect(hall.controller.values["lamp"] == .toggle(true))
        #expect(hall.messages.isEmpty)
    }
}
