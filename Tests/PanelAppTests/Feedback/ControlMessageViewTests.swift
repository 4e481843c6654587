import Panel
import Testing
@testable import PanelKiosk

/// A touch its device never confirms, on the panel view in virtual time: the toggle shows
/// the touch at once, then, at the timeout, is back off with "no answer from device" drawn
/// on its card (a golden image), and the message goes a few seconds later.
@MainActor
@Suite struct ControlMessageViewTests {
    @Test func anUnconfirmedTouchIsPutBackWithAMessageOnItsCard() throws {
        let panel = try PanelFileDecoder.decode(#"""
            {"title": "Hall", "columns": 2, "controls": [
              {"type": "toggle", "label": "Lamp", "stateTopic": "device/lamp/state", "confirmTimeout": 2},
              {"type": "slider", "label": "Fan", "stateTopic": "device/fan/state"}]}
            """#, path: "hall.json")
        let controller = PanelController(panel: panel, saved: [:])
        let clock = VirtualClock(start: MonotonicTime(seconds: 100))
        let dispatcher = EventDispatcher(virtualTime: clock)
        var lines: [String] = []
        controller.attachFeedback(dispatcher: dispatcher, log: { _, line in lines.append(line) })
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: PanelFileView(controller: controller), width: 800, height: 480, textMeasurer: fonts)
        host.update()

        let lamp = try #require(host.element(labeled: "Lamp"))
        host.send(PointerEvent(pointer: 0, phase: .began, location: lamp.activationPoint, timestamp: MonotonicTime(seconds: 100)))
        host.advance(to: MonotonicTime(seconds: 100.05))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: lamp.activationPoint, timestamp: MonotonicTime(seconds: 100.05)))
        host.update()
        #expect(controller.values["lamp"] == .toggle(true))
        #expect(!host.visibleTexts.contains(StateConfirmations.noAnswer))

        // The loop sleeps until the timeout: virtual time jumps there.
        _ = try dispatcher.dispatch()
        #expect(clock.now == MonotonicTime(seconds: 102))
        host.update(at: MonotonicTime(seconds: 102.1))
        host.update(at: MonotonicTime(seconds: 104))
        #expect(controller.values["lamp"] == .toggle(false))
        #expect(host.visibleTexts.contains(StateConfirmations.noAnswer))
        #expect(lines.count == 1)
        let surface = Surface(width: 800, height: 480)
        // The whole screen, not only what changed since the last frame.
        host.invalidateScreen()
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: PanelContent.panel(panel, saved: [:]).background))
        GoldenImageCheck.expect(surface, named: "panel-control-no-answer")

        _ = try dispatcher.dispatch()
        host.update(at: MonotonicTime(seconds: 107))
        host.update(at: MonotonicTime(seconds: 108))
        #expect(!host.visibleTexts.contains(StateConfirmations.noAnswer))
        #expect(lines.count == 1)
    }
}
