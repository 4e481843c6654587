import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A short list of buttons that fits its viewport, with the given bounce.
@MainActor
private struct ShortList: View {
    let log: ScrollLog
    let bounce: ScrollBounceBehavior
    var body: some View {
        ScrollRows(log: log, count: 5).scrollBounceBehavior(bounce)
    }
}

@MainActor
@Suite struct ScrollBounceBehaviorTests {
    @Test func contentThatFitsDoesNotMoveBasedOnSize() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ShortList(log: log, bounce: .basedOnSize), width: 200, height: 400)
        host.update()
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(60)), dy: 120, steps: 10, interval: 0.02, at: 1, lift: false)
        host.update(at: MonotonicTime(seconds: 1.3))
        #expect(host.top(ofRow: 0) == Fixed(0))
        host.touch(.ended, FixedPoint(x: Fixed(100), y: Fixed(180)), at: 1.3)
        host.frames(from: 1.3, to: 2.5)
        #expect(host.top(ofRow: 0) == Fixed(0))
        #expect(!host.needsUpdate)
    }

    @Test func contentThatFitsBouncesByDefault() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ShortList(log: log, bounce: .automatic), width: 200, height: 400)
        host.update()
        host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(60)), dy: 120, steps: 10, interval: 0.02, at: 1, lift: false)
        host.update(at: MonotonicTime(seconds: 1.3))
        #expect(host.top(ofRow: 0).map { $0 > Fixed(0) } == true)
    }

    @Test func longContentStillScrollsBasedOnSize() {
        let log = ScrollLog()
        let host = ViewHost(rootView: ScrollRows(log: log, count: 50).scrollBounceBehavior(.basedOnSize), width: 200, height: 400)
        host.update()
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -200, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1)
        #expect(host.top(ofRow: 0).map { $0 < Fixed(-150) } == true)
    }
}
