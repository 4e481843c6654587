import Panel
import Testing
@testable import PanelKiosk

/// The greenhouse panel's pages: a tab bar along the bottom switches them, a button opens
/// one, controls of a page not shown keep their values, and the page shown is kept when the
/// file is loaded again; the readouts page with its tab bar is compared with its golden.
@MainActor
@Suite struct PanelPagesViewTests {
    func greenhouse() throws -> PanelFile {
        try PanelFileDecoder.decode(try readWholeFile(repositoryPath("examples/greenhouse.json")), path: "greenhouse.json")
    }

    /// A tap, each frame drawn into `surface` as the kiosk draws it (a frame is drawn over
    /// the one before).
    func tap(_ host: ViewHost, _ point: FixedPoint, at seconds: Double, into surface: Surface, with renderer: DisplayListRenderer) {
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.render(into: surface, with: renderer, at: MonotonicTime(seconds: seconds + 0.05))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        host.render(into: surface, with: renderer, at: MonotonicTime(seconds: seconds + 1))
    }

    func texts(_ host: ViewHost) -> [String] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
    }

    @Test func tabsAndAButtonSwitchPagesAndValuesLiveOnEveryPage() throws {
        let panel = try greenhouse()
        #expect(panel.pages.map(\.id) == ["controls", "readouts"])
        let content = PanelContent.panel(panel, saved: ["fan": .triple("High")])
        let controller = try #require(content.controller)
        var changes: [String] = []
        controller.onChange = { control, _ in changes.append(control.id) }
        let fonts = try FontSet.loadDefault()
        let surface = Surface(width: 800, height: 480)
        let renderer = DisplayListRenderer(fonts: fonts, background: content.background)
        let host = content.host(width: 800, height: 480, fonts: fonts)
        host.render(into: surface, with: renderer)
        #expect(texts(host).contains("Lights") && !texts(host).contains("Air temperature"))
        // The soak script's touches land on the fan's states above the tab bar.
        tap(host, FixedPoint(x: Fixed(200), y: Fixed(251)), at: 1, into: surface, with: renderer)
        #expect(changes == ["fan"] && controller.values["fan"] == .triple("Low"))

        tap(host, try #require(host.element(labeled: "Readouts")).activationPoint, at: 2, into: surface, with: renderer)
        #expect(controller.page == "readouts")
        #expect(texts(host).contains("Air temperature") && !texts(host).contains("Lights"))
        // Values of the page not shown are still the panel's: set from outside, kept.
        controller.set(try #require(controller.control(id: "heater")), to: .toggle(true))
        controller.show(.fresh(21.46), onReadout: try #require(controller.control(id: "air")))
        controller.show(.stale, onReadout: try #require(controller.control(id: "soil")))
        host.render(into: surface, with: renderer, at: MonotonicTime(seconds: 3))
        GoldenImageCheck.expect(surface, named: "panel-file-pages")

        tap(host, try #require(host.element(labeled: "Back to the controls")).activationPoint, at: 3, into: surface, with: renderer)
        #expect(controller.page == "controls")
        #expect(texts(host).contains("Lights"))
        #expect(controller.values["heater"] == .toggle(true))
        #expect(changes == ["fan", "heater"], "opening a page runs nothing")
    }

    @Test func thePageShownSurvivesAReloadWhenItStillExists() throws {
        let panel = try greenhouse()
        #expect(PanelController(panel: panel, saved: [:], page: "readouts").page == "readouts")
        #expect(PanelController(panel: panel, saved: [:], page: "gone").page == "controls")
        #expect(PanelController(panel: panel, saved: [:]).page == "controls")
    }

    @Test func everyPagesControlsHaveStateAndTopics() throws {
        let panel = try greenhouse()
        let controller = PanelController(panel: panel, saved: ["vent": .slider(40)])
        #expect(controller.values["vent"] == .slider(40))
        #expect(controller.control(id: "cpu") != nil)
        let discovery = HomeAssistantDiscovery.message(for: panel, topics: PanelTopics(node: "gh")).text ?? ""
        for id in ["\"lights\"", "\"air\"", "\"soil\"", "\"cpu\""] { #expect(discovery.contains(id), "\(id)") }
        #expect(!discovery.contains("\"back\""), "a button that opens a page is not a device's button")
        #expect(ButtonControl(opens: "controls").command(from: "PRESS") != .success(.press))
    }
}
