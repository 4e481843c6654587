import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel
@testable import PanelKiosk

/// Hit-testing skips subtrees a touch is outside of; over the whole demo panel, in several
/// states, it must find exactly what walking the whole tree finds.
@MainActor
@Suite struct DemoHitTestingTests {
    func paths(_ host: ViewHost, pruned: Bool) -> [[ObjectIdentifier]] {
        let saved = ViewNode.prunesHitTests
        ViewNode.prunesHitTests = pruned
        defer { ViewNode.prunesHitTests = saved }
        var found: [[ObjectIdentifier]] = []
        for y in stride(from: -3, through: 483, by: 5) {
            for x in stride(from: -3, through: 803, by: 5) {
                var path: [ViewNode] = []
                _ = host.graph.root.hitTest(FixedPoint(x: Fixed(x), y: Fixed(y)), path: &path)
                found.append(path.map(ObjectIdentifier.init))
            }
        }
        return found
    }

    func touch(_ host: ViewHost, _ label: String, at seconds: Double, holding: Double = 0.05) throws {
        let point = try #require(host.element(labeled: label)).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: seconds)))
        host.update()
        host.send(PointerEvent(pointer: 0, phase: .ended, location: point, timestamp: MonotonicTime(seconds: seconds + holding)))
        host.update()
    }

    @Test func skippingSubtreesFindsWhatTheWholeWalkFinds() throws {
        let host = makeDemoHost(width: 800, height: 480, measurer: ApproximateTextMeasurer())
        host.update()
        let first = paths(host, pruned: true)
        #expect(first == paths(host, pruned: false))
        #expect(first.contains { !$0.isEmpty })
        // After changes that move and resize things: taps, a toggle, text that changes width.
        try touch(host, "Tap Me!", at: 1)
        try touch(host, "Custom Toggle", at: 2)
        try touch(host, "Hold Me!", at: 3, holding: 1.2)
        for second in [4.0, 5.0, 6.0] { host.advance(to: MonotonicTime(seconds: second)); host.update() }
        #expect(paths(host, pruned: true) == paths(host, pruned: false))
        // Pressed down: the button shrinks and fades.
        let point = try #require(host.element(labeled: "Tap Me!")).activationPoint
        host.send(PointerEvent(pointer: 0, phase: .began, location: point, timestamp: MonotonicTime(seconds: 7)))
        host.update()
        #expect(paths(host, pruned: true) == paths(host, pruned: false))
    }
}
