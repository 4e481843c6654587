import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

@MainActor
@Suite struct ContentMarginsTests {
    @Test func marginsInsetTheContentAndScrollWithIt() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log, count: 50).contentMargins(.vertical, 20), width: 200, height: 400)
        host.update()
        #expect(host.top(ofRow: 0) == Fixed(20))
        #expect(host.frame(ofID: 0)?.minX == Fixed(0))
        // Flung to the end: the last row ends above the bottom margin.
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(350)), dy: -300, steps: 4, interval: 0.01, at: 1)
        host.frames(from: lift, to: lift + 6)
        #expect(host.frame(ofID: 49)?.maxY == Fixed(380))
    }

    @Test func marginsOnEveryEdgeNarrowTheRows() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log, count: 50).contentMargins(24), width: 200, height: 400)
        host.update()
        #expect(host.top(ofRow: 0) == Fixed(24))
        #expect(host.frame(ofID: 0)?.minX == Fixed(24))
        #expect(host.frame(ofID: 0)?.width == Fixed(152))
    }

    @Test func indicatorMarginsLeaveTheContentAlone() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log, count: 50).contentMargins(24, for: .scrollIndicators), width: 200, height: 400)
        host.update()
        #expect(host.top(ofRow: 0) == Fixed(0))
    }
}
