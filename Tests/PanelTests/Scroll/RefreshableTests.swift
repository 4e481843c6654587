import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// What the refresh did, and the gate that ends it.
@MainActor
final class RefreshGate {
    var started = 0
    var finished = 0
    private var waiting: CheckedContinuation<Void, Never>?

    func run() async {
        started += 1
        await withCheckedContinuation { waiting = $0 }
        finished += 1
    }

    func open() {
        waiting?.resume()
        waiting = nil
    }

    func wait(until condition: () -> Bool) async {
        for _ in 0..<200 where !condition() { await Task.yield() }
    }
}

@MainActor
@Suite struct RefreshableTests {
    private func host(_ gate: RefreshGate) -> ViewHost {
        let log = ScrollLog()
        let view = ScrollRows(log: log, count: 50).refreshable { @MainActor in await gate.run() }
        let host = ViewHost(rootView: view, width: 200, height: 400)
        host.update()
        return host
    }

    private func spinnerDots(_ host: ViewHost) -> Int {
        host.displayList.entries.filter {
            if case .fill(.capsule, let rect, let color) = $0.item, color.red > 0, rect.width == Fixed(4), rect.height == Fixed(4) { return true }
            return false
        }.count
    }

    @Test func aPullPastTheThresholdRefreshesAndSpringsBackAfter() async {
        let gate = RefreshGate()
        let host = host(gate)
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(50)), dy: 300, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        await gate.wait { gate.started == 1 }
        #expect(gate.started == 1)
        // Held open by the spinner while the action runs.
        host.frames(from: lift + 1.5, to: lift + 2)
        #expect(host.top(ofRow: 0) == Fixed(50))
        #expect(spinnerDots(host) == 8)
        gate.open()
        await gate.wait { gate.finished == 1 }
        #expect(gate.finished == 1)
        // The refresh's task ends the pull after the action returns.
        await gate.wait { host.needsUpdate }
        host.frames(from: lift + 2, to: lift + 3.5)
        #expect(host.top(ofRow: 0) == Fixed(0))
        #expect(spinnerDots(host) == 0)
        #expect(!host.needsUpdate)
    }

    @Test func aShortPullDoesNotRefresh() async {
        let gate = RefreshGate()
        let host = host(gate)
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(50)), dy: 80, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        await gate.wait { gate.started == 1 }
        #expect(gate.started == 0)
        #expect(host.top(ofRow: 0) == Fixed(0))
    }

    @Test func aListRefreshesToo() async {
        let gate = RefreshGate()
        let list = List(0..<30, id: \.self) { index in Text("Circuit \(index)") }
            .refreshable { @MainActor in await gate.run() }
        let host = ViewHost(rootView: list, width: 200, height: 400)
        host.update()
        let lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(100)), dy: 300, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        await gate.wait { gate.started == 1 }
        #expect(gate.started == 1)
        #expect(spinnerDots(host) == 8)
        gate.open()
        await gate.wait { gate.finished == 1 }
        await gate.wait { host.needsUpdate }
        host.frames(from: lift + 2, to: lift + 3.5)
        #expect(spinnerDots(host) == 0)
        #expect(!host.needsUpdate)
    }
}
