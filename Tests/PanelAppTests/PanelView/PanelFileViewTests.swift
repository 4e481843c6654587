import Panel
import Testing
@testable import PanelKiosk

/// The panel-file view driven by scripted touches, headless: controls report changes and
/// taps to the controller, saved values are restored, failures mark their control.
@MainActor
@Suite struct PanelFileViewTests {
    let text = """
    {"title": "Test", "columns": 2, "controls": [
      {"type": "toggle", "id": "lamp", "label": "Lamp", "on": "255", "off": "0"},
      {"type": "button", "id": "go", "label": "Go"},
      {"type": "triple", "id": "fan", "label": "Fan", "states": ["Off", "Low", "High"]},
      {"type": "slider", "id": "level", "label": "Level", "min": 0, "max": 10, "step": 1, "default": 5},
      {"type": "hold", "id": "reset", "label": "Reset", "duration": 1}
    ]}
    """

    final class Recorder {
        var changes: [(String, ControlValue)] = []
        var fired: [String] = []
        var released: [String] = []
    }

    func makeHost(saved: [String: ControlValue] = [:]) throws -> (ViewHost, PanelController, Recorder) {
        let panel = try PanelFileDecoder.decode(text, path: "test.json")
        let controller = PanelController(panel: panel, saved: saved)
        let recorder = Recorder()
        controller.onChange = { recorder.changes.append(($0.id, $1)) }
        controller.onFire = { recorder.fired.append($0.id) }
        controller.onRelease = { recorder.released.append($0.id) }
        let host = ViewHost(rootView: PanelFileView(controller: controller), width: 800, height: 480, textMeasurer: try FontSet.loadDefault())
        host.update()
        return (host, controller, recorder)
    }

    func tap(_ host: ViewHost, at point: FixedPoint, pointer: Int = 0, from start: Double = 0, holding: Double = 0.05) {
        host.send(PointerEvent(pointer: pointer, phase: .began, location: point, timestamp: MonotonicTime(seconds: start)))
        host.advance(to: MonotonicTime(seconds: start + holding))
        host.send(PointerEvent(pointer: pointer, phase: .ended, location: point, timestamp: MonotonicTime(seconds: start + holding)))
        host.update()
    }

    @Test func toggleTapReportsTheNewValue() throws {
        let (host, _, recorder) = try makeHost()
        let toggle = try #require(host.element(labeled: "Lamp"))
        tap(host, at: toggle.activationPoint)
        #expect(recorder.changes.map(\.0) == ["lamp"])
        #expect(recorder.changes.first?.1 == .toggle(true))
        #expect(ToggleControl(style: .switch, initial: false, onValue: "255", offValue: "0").actionText(for: .toggle(true)) == "255")
    }

    @Test func aHeldHoldButtonFillsItsBarOverTheHoldTimeAndEmptiesWhenLifted() throws {
        let (host, _, _) = try makeHost()
        let reset = try #require(host.element(labeled: "Reset"))
        // The bar: an 85 % white fill 4 px high inside the button.
        func barWidth() -> Double {
            let bars = host.displayList.entries.compactMap { entry -> FixedRect? in
                if case .fill(_, let rect, let color) = entry.item, color == Color.white.opacity(0.85).pixelColor,
                   rect.height == Fixed(4), reset.frame.contains(rect.origin) { return rect }
                return nil
            }
            return bars.first?.width.doubleValue ?? 0
        }
        #expect(barWidth() == 0)
        host.send(PointerEvent(pointer: 0, phase: .began, location: reset.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        var widths: [Double] = []
        for quarter in 1...3 {
            host.update(at: MonotonicTime(seconds: 1 + Double(quarter) / 4))
            widths.append(barWidth())
        }
        // Linear over the 1 s hold: a quarter, a half, three quarters of the full bar.
        let full = reset.frame.width.doubleValue - 20
        for (index, width) in widths.enumerated() {
            #expect(abs(width - full * Double(index + 1) / 4) <= 1, "at \(index + 1)/4 s: \(width) of \(full)")
        }
        host.send(PointerEvent(pointer: 0, phase: .ended, location: reset.activationPoint, timestamp: MonotonicTime(seconds: 1.8)))
        host.update(at: MonotonicTime(seconds: 2.2))
        #expect(barWidth() == 0)
        #expect(!host.isAnimating)
    }

    @Test func buttonTapFiresOnceAndHoldFiresOnlyAfterItsDuration() throws {
        let (host, _, recorder) = try makeHost()
        tap(host, at: try #require(host.element(labeled: "Go")).activationPoint)
        #expect(recorder.fired == ["go"])
        let reset = try #require(host.element(labeled: "Reset")).activationPoint
        tap(host, at: reset, from: 1, holding: 0.5)
        #expect(recorder.fired == ["go"])
        tap(host, at: reset, from: 2, holding: 1.2)
        #expect(recorder.fired == ["go", "reset"])
        // Each lift from a button is said, whether it fired or not; a toggle's is not.
        #expect(recorder.released == ["go", "reset", "reset"])
        tap(host, at: try #require(host.element(labeled: "Lamp")).activationPoint, from: 4)
        #expect(recorder.released == ["go", "reset", "reset"])
    }

    @Test func tripleTapChoosesThatState() throws {
        let (host, _, recorder) = try makeHost()
        let high = try #require(host.interactiveElements().first { $0.label == "High" })
        tap(host, at: high.activationPoint)
        #expect(recorder.changes.last?.0 == "fan")
        #expect(recorder.changes.last?.1 == .triple("High"))
    }

    @Test func sliderFollowsTheFingerInSteps() throws {
        let (host, _, recorder) = try makeHost()
        // The slider's track: find it through the value text beside it, then touch its right end.
        let label = try #require(host.frames(ofText: "Level").first)
        let trackRight = FixedPoint(x: label.minX + Fixed(255), y: label.maxY + Fixed(30))
        tap(host, at: trackRight)
        guard case let .slider(value)? = recorder.changes.last?.1 else {
            Issue.record("the slider did not report a value: \(recorder.changes)")
            return
        }
        #expect(value > 5 && value <= 10 && value == value.rounded())
    }

    @Test func savedValuesAreRestoredAndStaleOnesIgnored() throws {
        let (host, controller, _) = try makeHost(saved: ["lamp": .toggle(true), "fan": .triple("Turbo"), "level": .slider(7)])
        #expect(controller.initialValues["lamp"] == .toggle(true))
        #expect(controller.initialValues["fan"] == .triple("Off"), "a state the file no longer has falls back to the default")
        #expect(controller.initialValues["level"] == .slider(7))
        #expect(host.visibleTexts.contains("7"))
    }

    @Test func aFailedActionMarksItsControlUntilItSucceeds() throws {
        let (host, controller, _) = try makeHost()
        let before = host.displayList
        controller.actionFinished(controlID: "go", succeeded: false)
        host.update()
        #expect(host.displayList != before, "the failed control is drawn differently")
        controller.actionFinished(controlID: "go", succeeded: true)
        host.update()
        #expect(host.displayList == before)
    }

    @Test func aControlMarkedFailedStillTakesTaps() throws {
        let (host, controller, recorder) = try makeHost()
        let go = try #require(host.element(labeled: "Go")).activationPoint
        tap(host, at: go)
        controller.actionFinished(controlID: "go", succeeded: false)
        host.update()
        // Its error outline must not cover it: the user may well try again.
        tap(host, at: go, pointer: 1, from: 1)
        #expect(recorder.fired == ["go", "go"])
    }

    @Test func aFailedControlsOutlineIsDrawnOverItAndLeavesItsMiddleTappable() throws {
        let (host, controller, recorder) = try makeHost()
        let go = try #require(host.element(labeled: "Go")).activationPoint
        controller.actionFinished(controlID: "go", succeeded: false)
        host.update()
        let entries = host.displayList.entries
        let outline = try #require(entries.firstIndex {
            if case .stroke(_, _, let color, _) = $0.item { return color == Color.red.pixelColor } else { return false }
        })
        let label = try #require(entries.firstIndex { if case .text(let run) = $0.item { return run.string == "Go" } else { return false } })
        #expect(outline > label, "the red outline is drawn before the control, under it")
        tap(host, at: go)
        #expect(recorder.fired == ["go"])
    }
}
