import Panel
import Testing
@testable import PanelKiosk

/// Panel files sent over MQTT are read at most once a second: a flood costs one check a
/// second, no file is read twice, and the newest file sent is the one shown at the end.
@MainActor @Suite struct PanelSetPacingTests {
    static let local = #"{"title": "Hall", "controls": [{"type": "toggle", "label": "Lamp"}]}"#

    private func file(_ title: String) -> MQTTMessage {
        MQTTMessage(topic: "panel/hall/panel/set", text: #"{"title": "\#(title)", "controls": [{"type": "toggle", "label": "Lamp"}]}"#)
    }

    @Test func aFloodIsReadOnceASecondAndTheNewestFileWins() throws {
        let start = MonotonicTime(seconds: 100)
        let clock = VirtualClock(start: start)
        let dispatcher = EventDispatcher(virtualTime: clock)
        // Never connects (port 1): the operations are driven directly.
        let connection = try MQTTConnection(settings: MQTTSettings(host: "127.0.0.1", port: 1, clientID: "pacing"), dispatcher: dispatcher)
        let bridge = PanelMQTTBridge(connection: connection, topics: PanelTopics(node: "hall"), dispatcher: dispatcher, log: { _, _ in })
        var shown: [(title: String, at: MonotonicTime)] = []
        var warnings: [String] = []
        let operations = PanelMQTTOperations(bridge: bridge, dispatcher: dispatcher, policy: .publishOnly,
                                             show: { shown.append(($0.title, clock.now)) }, capture: { nil },
                                             log: { _, line in warnings.append(line) })
        operations.localFileShown(try PanelFileDecoder.decode(Self.local, path: "hall.json"), contents: Array(Self.local.utf8))

        // The first file is read at once.
        operations.handle(.panelSet, file("first"), now: start)
        #expect(shown.map(\.title) == ["first"])
        // A hundred more within the second: none read yet, only the newest waits.
        for index in 1...100 { operations.handle(.panelSet, file("flood \(index)"), now: start + Int64(index) * 5_000_000) }
        #expect(shown.count == 1)
        #expect(dispatcher.nextDeadline == start + 1_000_000_000)
        try dispatcher.dispatch()
        #expect(shown.map(\.title) == ["first", "flood 100"])
        #expect(shown.last?.at == start + 1_000_000_000)
        #expect(operations.panelFilesSkipped == 99)
        // Said within the log's limit (a few lines in ten seconds), not 99 times.
        #expect(warnings.filter { $0.contains("newer panel file came") }.count == RateLimitedLog().burst, "\(warnings)")
        // Nothing left waiting, no source left behind.
        #expect(dispatcher.nextDeadline == nil)

        // A file after a quiet second is read at once again.
        operations.handle(.panelSet, file("later"), now: clock.now + 2_000_000_000)
        #expect(shown.map(\.title) == ["first", "flood 100", "later"])
    }
}
