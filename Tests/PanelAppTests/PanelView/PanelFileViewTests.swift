import Panel
import Testing
@testable import panel_app

/// A panel file's view under touch: what a kiosk user can still do after an action failed.
@MainActor @Suite struct PanelFileViewTests {
    final class Counter { var fired = 0 }

    func tap(_ host: ViewHost, at point: FixedPoint, pointer: Int, time: inout MonotonicTime) {
        host.send(PointerEvent(pointer: pointer, phase: .began, location: point, timestamp: time))
        time = time + 50_000_000
        host.send(PointerEvent(pointer: pointer, phase: .ended, location: point, timestamp: time))
        time = time + 50_000_000
        host.update()
    }

    @Test func controlMarkedFailedStillTakesTaps() throws {
        let file = try PanelFileDecoder.decode(
            #"{"rows": [[{"type": "button", "label": "Go", "action": {"type": "exec", "argv": ["/bin/false"]}}]]}"#,
            path: "failed.json")
        let content = PanelContent.panel(file, saved: [:])
        let counter = Counter()
        content.controller?.onFire = { _ in counter.fired += 1 }
        let host = ViewHost(rootView: content.view, width: 400, height: 240)
        host.update()
        let point = try #require(host.activationPoint(ofControlLabeled: "Go"))
        var time = MonotonicTime(nanoseconds: 1_000_000_000)

        tap(host, at: point, pointer: 0, time: &time)
        #expect(counter.fired == 1)
        // The action failed: the card gets its error outline, and the button must still work.
        content.controller?.actionFinished(controlID: "go", succeeded: false)
        let damage = host.update()
        #expect(!damage.isEmpty, "the failure outline was not drawn")
        tap(host, at: point, pointer: 1, time: &time)
        #expect(counter.fired == 2)
    }
}
