import Panel
import Testing
@testable import PanelKiosk

/// Text, number and PIN fields of a panel file typed on a keyboard: a value is taken on
/// Return only when it fits, the reason shows when it does not, and a PIN goes to the
/// controller as a secret, never shown.
@MainActor
@Suite struct PanelFieldViewTests {
    let text = """
    {"title": "Fields", "columns": 3, "controls": [
      {"type": "text", "id": "room", "label": "Room", "pattern": "[A-Za-z ]+[0-9]?"},
      {"type": "number", "id": "setpoint", "label": "Set point", "min": 5, "max": 30, "decimals": 1, "default": 21},
      {"type": "pin", "id": "door", "label": "Door", "action": {"type": "exec", "argv": ["/bin/true"]}}
    ]}
    """

    final class Recorder {
        var changes: [(String, ControlValue)] = []
        var secrets: [(String, String)] = []
    }

    @MainActor final class Keys {
        let host: ViewHost
        var time = MonotonicTime(seconds: 1)
        init(_ host: ViewHost) { self.host = host }

        func tap(_ code: UInt16, shift: Bool = false) {
            if shift { send(42, .pressed) }
            send(code, .pressed)
            send(code, .released)
            if shift { send(42, .released) }
            host.update(at: time)
        }

        func type(_ text: String) throws {
            let layout = try #require(host.inputFocus.layout)
            for character in text {
                let chord = try #require(layout.chord(typing: character))
                tap(chord.code, shift: chord.shift)
            }
        }

        private func send(_ code: UInt16, _ state: KeyEvent.State) {
            time = time + 10_000_000
            host.send(.key(KeyEvent(code: code, state: state, timestamp: time)))
        }
    }

    static let tab: UInt16 = 15, enter: UInt16 = 28, backspace: UInt16 = 14
    nonisolated static let hasLayout = (try? KeyboardLayout(layout: "us")) != nil

    func makeHost() throws -> (ViewHost, Recorder, Keys) {
        let panel = try PanelFileDecoder.decode(text, path: "fields.json")
        let controller = PanelController(panel: panel, saved: [:])
        let recorder = Recorder()
        controller.onChange = { recorder.changes.append(($0.id, $1)) }
        controller.onSecret = { recorder.secrets.append(($0.id, $1)) }
        let host = ViewHost(rootView: PanelFileView(controller: controller), width: 800, height: 480, textMeasurer: try FontSet.loadDefault())
        host.inputFocus.layout = try KeyboardLayout(layout: "us")
        host.update()
        return (host, recorder, Keys(host))
    }

    @Test(.enabled(if: PanelFieldViewTests.hasLayout)) func aTextIsTakenOnReturnOnlyWhenItFits() throws {
        let (host, recorder, keys) = try makeHost()
        keys.tap(Self.tab)
        try keys.type("Hall 12")
        keys.tap(Self.enter)
        #expect(recorder.changes.isEmpty)
        #expect(host.visibleTexts.contains("not in the expected form"))
        keys.tap(Self.backspace)
        keys.tap(Self.enter)
        #expect(recorder.changes.map(\.0) == ["room"] && recorder.changes.first?.1 == .text("Hall 1"))
        #expect(!host.visibleTexts.contains("not in the expected form"))
    }

    @Test(.enabled(if: PanelFieldViewTests.hasLayout)) func aNumberOutOfRangeSaysSoAndAGoodOneIsTaken() throws {
        let (host, recorder, keys) = try makeHost()
        keys.tap(Self.tab)
        keys.tap(Self.tab)
        #expect(host.visibleTexts.contains("21"))
        keys.tap(Self.backspace)
        keys.tap(Self.backspace)
        try keys.type("45")
        keys.tap(Self.enter)
        #expect(host.visibleTexts.contains("from 5 to 30"))
        keys.tap(Self.backspace)
        try keys.type(".5")
        keys.tap(Self.enter)
        #expect(recorder.changes.isEmpty)
        #expect(host.visibleTexts.contains("from 5 to 30"))
        for _ in 0..<3 { keys.tap(Self.backspace) }
        try keys.type("22.5")
        keys.tap(Self.enter)
        #expect(recorder.changes.map(\.0) == ["setpoint"] && recorder.changes.first?.1 == .slider(22.5))
    }

    @Test(.enabled(if: PanelFieldViewTests.hasLayout)) func aPinIsHandedOverAsASecretAndNeverShown() throws {
        let (host, recorder, keys) = try makeHost()
        for _ in 0..<3 { keys.tap(Self.tab) }
        try keys.type("12")
        keys.tap(Self.enter)
        #expect(recorder.secrets.isEmpty && host.visibleTexts.contains("4 digits"))
        try keys.type("4711")
        #expect(!host.visibleTexts.contains { $0.contains("4711") })
        keys.tap(Self.enter)
        #expect(recorder.secrets.map(\.0) == ["door"] && recorder.secrets.first?.1 == "4711")
        #expect(recorder.changes.isEmpty)
    }
}
