import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A log that starts at its newest line, as written for SwiftUI.
@MainActor
private struct BottomAnchoredLog: View {
    let log: EventLog
    var anchor: UnitPoint? = .bottom
    var body: some View {
        let lines = log.lines
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(lines) { line in
                    Text(line.text).frame(maxWidth: .infinity, minHeight: 40)
                }
            }
        }
        .defaultScrollAnchor(anchor)
    }
}

@MainActor
@Suite struct DefaultScrollAnchorTests {
    @Test func theContentStartsAtItsBottomAndFollowsLinesAdded() {
        let log = EventLog(count: 30)
        let host = ViewHost(rootView: BottomAnchoredLog(log: log), width: 200, height: 400)
        host.update()
        #expect(host.frame(ofElement: 29)?.maxY == Fixed(400))
        #expect(host.frame(ofElement: 0)?.minY == Fixed(400 - 30 * 40))
        for added in 30..<33 {
            log.append()
            host.update()
            #expect(host.frame(ofElement: added)?.maxY == Fixed(400))
        }
    }

    @Test func scrolledUpItStaysWhereItIsWhenLinesAreAdded() {
        let log = EventLog(count: 30)
        let host = ViewHost(rootView: BottomAnchoredLog(log: log), width: 200, height: 400)
        host.update()
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(100)), dy: 200, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: 1.5, to: 3)
        let top = host.frame(ofElement: 0)?.minY
        #expect(top.map { $0 > Fixed(400 - 30 * 40) } == true)
        log.append()
        host.update()
        #expect(host.frame(ofElement: 0)?.minY == top)
        #expect(host.frame(ofElement: 30).map { $0.minY >= Fixed(400) } == true)
    }

    @Test func shortContentSitsAtTheBottomUntilItFills() {
        let log = EventLog(count: 3)
        let host = ViewHost(rootView: BottomAnchoredLog(log: log), width: 200, height: 400)
        host.update()
        #expect(host.frame(ofElement: 2)?.maxY == Fixed(400))
        #expect(host.frame(ofElement: 0)?.minY == Fixed(400 - 3 * 40))
        for _ in 3..<12 { log.append() }
        host.update()
        #expect(host.frame(ofElement: 11)?.maxY == Fixed(400))
        #expect(host.frame(ofElement: 0)?.minY == Fixed(400 - 12 * 40))
    }

    @Test func withoutTheAnchorTheContentStartsAtTheTop() {
        let log = EventLog(count: 30)
        let host = ViewHost(rootView: BottomAnchoredLog(log: log, anchor: nil), width: 200, height: 400)
        host.update()
        #expect(host.frame(ofElement: 0)?.minY == Fixed(0))
    }
}
