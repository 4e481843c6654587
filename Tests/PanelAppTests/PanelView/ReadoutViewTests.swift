import Panel
import Testing
@testable import PanelKiosk

/// Readouts on their cards: a fresh value in its format, and a grey dash saying `waiting`
/// or `stale` otherwise, never an old number; compared with a golden image.
@MainActor
@Suite struct ReadoutViewTests {
    let text = """
    {"title": "Readouts", "columns": 2, "controls": [
      {"type": "readout", "id": "air", "label": "Air", "format": "{value:.1f} °C", "topic": "greenhouse/air"},
      {"type": "readout", "id": "soil", "label": "Soil moisture", "format": "{value:.0f} %", "file": "/sys/soil"},
      {"type": "readout", "id": "cpu", "label": "CPU", "format": "{value:.1f} °C", "file": "/sys/cpu", "scale": 0.001},
      {"type": "toggle", "id": "lamp", "label": "Lamp"}
    ]}
    """

    func texts(_ host: ViewHost) -> [String] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
    }

    @Test func freshStaleAndWaitingReadouts() throws {
        let panel = try PanelFileDecoder.decode(text, path: "readouts.json")
        let content = PanelContent.panel(panel, saved: [:])
        let controller = try #require(content.controller)
        let fonts = try FontSet.loadDefault()
        let host = content.host(width: 800, height: 480, fonts: fonts)
        // Drawn as the kiosk does, frame after frame into one surface.
        let surface = Surface(width: 800, height: 480)
        let renderer = DisplayListRenderer(fonts: fonts, background: content.background)
        host.render(into: surface, with: renderer)
        #expect(texts(host).filter { $0 == "waiting" }.count == 3)
        controller.show(.fresh(21.46), onReadout: try #require(controller.control(id: "air")))
        controller.show(.fresh(48), onReadout: try #require(controller.control(id: "soil")))
        controller.show(.stale, onReadout: try #require(controller.control(id: "soil")))
        host.render(into: surface, with: renderer)
        let strings = texts(host)
        #expect(strings.contains("21.5 °C"))
        #expect(!strings.contains { $0.hasPrefix("48") }, "a stale value is not shown: \(strings)")
        #expect(strings.contains("stale") && strings.contains("waiting"))
        #expect(strings.filter { $0 == PanelReadoutView.dash }.count == 2)
        // Readouts take no touch: only the toggle is interactive.
        #expect(host.interactiveElements().map(\.label) == ["Lamp"])
        GoldenImageCheck.expect(surface, named: "panel-file-readouts")
    }
}
