@testable import PanelKiosk
import Testing

/// Control ids that would share a topic or a discovery component with the panel itself.
@Suite struct PanelFileReservedIDsTests {
    private func problems(_ text: String) -> [String] {
        do { _ = try PanelFileDecoder.decode(text, path: "p.json") } catch { return error.problems.map(\.description) }
        return []
    }

    @Test func aLabelNamedPanelNeedsAnotherID() {
        #expect(problems(#"{"controls": [{"type": "toggle", "label": "Panel"}]}"#)
            == [#"1:15: id: "panel" is kept for the panel itself (panel/<node>/panel/set takes whole panel files): give this control another "id""#])
        #expect(problems(#"{"controls": [{"type": "toggle", "label": "Panel", "id": "panel-power"}]}"#) == [])
    }

    @Test(arguments: ["backlight", "screen", "screen_refresh", "screenshot", "event", "availability"])
    func thePanelsOwnNamesAreRefused(id: String) {
        let found = problems(#"{"controls": [{"type": "slider", "label": "L", "id": "\#(id)"}]}"#)
        #expect(found.count == 1)
        #expect(found.first?.contains("\"\(id)\" is kept for the panel itself") == true, "\(found)")
    }

    @Test func anIDMayNotTakeTheNameOfAButtonsPresses() {
        let text = #"{"controls": [{"type": "button", "label": "Bell"}, {"type": "toggle", "label": "X", "id": "bell_press"}]}"#
        #expect(problems(text) == [#"1:52: id: "bell_press" names another button's presses or releases in Home Assistant's discovery: give this control another "id""#])
        // Without a button called bell, the name is free.
        #expect(problems(#"{"controls": [{"type": "toggle", "label": "X", "id": "bell_press"}]}"#) == [])
    }

    @Test func discoveryKeysAreUniqueForEveryAcceptedFile() throws {
        let panel = try PanelFileDecoder.decode(#"{"controls": [{"type": "button", "label": "Bell"}, {"type": "hold", "label": "Gate"}, {"type": "toggle", "label": "Screens"}, {"type": "readout", "label": "Air", "topic": "a/b"}]}"#, path: "p.json")
        let topics = PanelTopics(node: "hall")
        let message = HomeAssistantDiscovery.message(for: panel, topics: topics, extraComponents: [HomeAssistantDiscovery.backlightComponent(topics: topics, commandTopic: "c", stateTopic: "s")])
        let object = try JSONParser.parse(message.text ?? "")
        guard case let .object(root, _) = object, let cmps = root.first(where: { $0.key == "cmps" })?.value,
              case let .object(components, _) = cmps else { Issue.record("no cmps in \(message.text)"); return }
        let keys = components.map(\.key)
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(Set(keys).isSuperset(of: ["bell", "bell_press", "bell_release", "gate", "gate_press", "gate_release", "screens", "air", "screen", "screen_refresh", "backlight"]), "\(keys)")
    }
}
