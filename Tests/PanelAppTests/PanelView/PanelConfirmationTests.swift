import Panel
import Testing
@testable import PanelKiosk

/// A control's `confirm` question: a touch asks it, nothing runs and the control keeps its
/// value until the confirming button is pressed; Cancel drops the touch.
@MainActor
@Suite struct PanelConfirmationTests {
    let text = """
    {"title": "Test", "columns": 2, "controls": [
      {"type": "button", "id": "water", "label": "Water now", "confirm": "Water the beds now?"},
      {"type": "toggle", "id": "heater", "label": "Heater", "confirm": "Switch the heater?"},
      {"type": "toggle", "id": "lamp", "label": "Lamp"}
    ]}
    """

    final class Recorder {
        var changes: [(String, ControlValue)] = []
        var fired: [String] = []
    }

    private func makeHost() throws -> (ViewHost, Recorder) {
        let panel = try PanelFileDecoder.decode(text, path: "test.json")
        let controller = PanelController(panel: panel, saved: [:])
        let recorder = Recorder()
        controller.onChange = { recorder.changes.append(($0.id, $1)) }
        controller.onFire = { recorder.fired.append($0.id) }
        let host = ViewHost(rootView: PanelFileView(controller: controller), width: 800, height: 480, textMeasurer: try FontSet.loadDefault())
        host.update()
        return (host, recorder)
    }

    private func tap(_ host: ViewHost, _ label: String, at start: Double) throws {
        let point = try #require(host.element(labeled: label), "no \(label)").activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: start)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: start + 0.05)))
        host.update(at: MonotonicTime(seconds: start + 1))
    }

    private func texts(_ host: ViewHost) -> [String] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { run.string } else { nil } }
    }

    @Test func aButtonAsksAndRunsOnlyWhenConfirmed() throws {
        let (host, recorder) = try makeHost()
        try tap(host, "Water now", at: 1)
        #expect(recorder.fired.isEmpty)
        #expect(texts(host).contains("Water the beds now?"))
        try tap(host, "Cancel", at: 3)
        #expect(recorder.fired.isEmpty)
        #expect(!texts(host).contains("Water the beds now?"))
        try tap(host, "Water now", at: 5)
        #expect(recorder.fired.isEmpty)
        try tap(host, "Yes", at: 7)
        #expect(recorder.fired == ["water"])
    }

    @Test func aToggleKeepsItsValueUntilConfirmed() throws {
        let (host, recorder) = try makeHost()
        try tap(host, "Heater", at: 1)
        #expect(recorder.changes.isEmpty)
        try tap(host, "Cancel", at: 3)
        #expect(recorder.changes.isEmpty)
        try tap(host, "Heater", at: 5)
        try tap(host, "Heater: On", at: 7)
        #expect(recorder.changes.map(\.0) == ["heater"])
        #expect(recorder.changes.first?.1 == .toggle(true))
        // A control without a question changes at once.
        try tap(host, "Lamp", at: 9)
        #expect(recorder.changes.map(\.0) == ["heater", "lamp"])
    }

    @Test func onlyButtonsTogglesAndTriplesAsk() {
        let slider = #"{"controls": [{"type": "slider", "label": "Vent", "confirm": "Sure?"}]}"#
        let empty = #"{"controls": [{"type": "button", "label": "Go", "confirm": ""}]}"#
        for (text, message) in [(slider, "only a button, toggle or triple asks before it is used"),
                                (empty, "expected a question of 1 to 200 characters")] {
            #expect(throws: PanelFileError.self) { try PanelFileDecoder.decode(text, path: "p.json") }
            do { _ = try PanelFileDecoder.decode(text, path: "p.json") } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
