import Panel
import Testing
@testable import PanelKiosk

/// A SwiftUI screen's controls named for MQTT: by identifier, else by label, each id
/// unique and none of the panel's own.
@MainActor @Suite struct ScreenControlsOnMQTTTests {
    struct Screen: View {
        @State var lamp = true
        @State var fan = false
        var body: some View {
            VStack {
                Toggle("Lamp", isOn: $lamp)
                Toggle("Lamp", isOn: $fan)
                Button("Screen") {}
                Button("Go") {}.accessibilityIdentifier("start_cycle")
                Button("Off") {}.disabled(true)
            }
        }
    }

    /// The screen's controls on a connection that never connects (port 1): driven directly.
    private func screenControls(on dispatcher: EventDispatcher) throws -> (controls: ScreenControlsOnMQTT, host: ViewHost) {
        let connection = try MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: 1, clientID: "screen"), dispatcher: dispatcher)
        let host = ViewHost(rootView: Screen(), width: 320, height: 480)
        host.update()
        let topics = PanelTopics(node: "hall")
        let controls = ScreenControlsOnMQTT(connection: connection, topics: topics, routes: MQTTCommandRoutes(topics: topics),
                                            dispatcher: dispatcher, screen: { host })
        return (controls, host)
    }

    @Test func idsAreUniqueAndNeverThePanelsOwn() throws {
        let (controls, host) = try screenControls(on: EventDispatcher())
        let found = controls.controls()
        #expect(found.map(\.id) == ["lamp", "lamp-2", "screen-2", "start_cycle", "off"])
        #expect(found.map(\.isToggle) == [true, true, false, false, false])
        #expect(found.map(\.control.isOn) == [true, false, nil, nil, nil])

        // A command flips the toggle it names, and only that one; a disabled button does nothing.
        #expect(controls.handle(MQTTMessage(topic: "panel/hall/lamp-2/set", text: "ON")))
        #expect(controls.controls().map(\.control.isOn) == [true, true, nil, nil, nil])
        #expect(!host.activateControl(found[4].control))
        // Not one of its controls: left to the bridge.
        #expect(!controls.handle(MQTTMessage(topic: "panel/hall/heater/set", text: "ON")))
    }

    @Test func framesAreLookedAtOnceAfterTheySettleAndAnIdleScreenNever() throws {
        let start = MonotonicTime(seconds: 50)
        let clock = VirtualClock(start: start)
        let dispatcher = EventDispatcher(virtualTime: clock)
        let (controls, _) = try screenControls(on: dispatcher)
        // Nothing drawn: nothing to wake the loop for.
        #expect(dispatcher.nextDeadline == nil)
        // An animation's frames: one look, settleDelay after the first.
        for _ in 0..<5 { controls.screenDrawn() }
        #expect(dispatcher.nextDeadline == start + ScreenControlsOnMQTT.settleDelay)
        try dispatcher.dispatch()
        #expect(clock.now == start + ScreenControlsOnMQTT.settleDelay)
        #expect(dispatcher.nextDeadline == nil, "the look stays scheduled after it ran")
        // The next frame schedules the next look.
        controls.screenDrawn()
        #expect(dispatcher.nextDeadline == clock.now + ScreenControlsOnMQTT.settleDelay)
        controls.stop()
        #expect(dispatcher.nextDeadline == nil)
    }
}
