import Testing
@testable import PanelBase
@testable import PanelUI
@testable import Panel

/// A horizontal pager of five screen-wide pages, as written for SwiftUI.
@MainActor
private struct Pager: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(0..<5) { index in
                    Text("Page \(index)").frame(width: 300, height: 200).id(index)
                }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}

/// A list that stops with a row at its top.
@MainActor
private struct AlignedLog: View {
    let log: EventLog
    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(log.lines) { line in
                    Text(line.text).frame(maxWidth: .infinity, minHeight: 40)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

@MainActor
@Suite struct ScrollTargetBehaviorTests {
    private let middle = FixedPoint(x: Fixed(150), y: Fixed(100))

    /// The page whose leading edge is at the viewport's.
    private func pageShown(_ host: ViewHost) -> Int? {
        (0..<5).first { host.frame(ofID: $0)?.minX == Fixed(0) }
    }

    @Test func aSlowDragShortOfHalfAPageSpringsBack() {
        let host = ViewHost(rootView: Pager(), width: 300, height: 200)
        host.update()
        let lift = host.drag(from: middle, dx: -120, dy: 0, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 0)
        #expect(!host.needsUpdate)
    }

    @Test func aSlowDragPastHalfAPageTurnsIt() {
        let host = ViewHost(rootView: Pager(), width: 300, height: 200)
        host.update()
        var lift = host.drag(from: middle, dx: -180, dy: 0, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 1)
        lift = host.drag(from: middle, dx: 180, dy: 0, steps: 10, interval: 0.02, at: 4, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 0)
        #expect(!host.needsUpdate)
    }

    @Test func aFlingTurnsOnePageEachWay() {
        let host = ViewHost(rootView: Pager(), width: 300, height: 200)
        host.update()
        // Short and fast: under half a page, but a fling.
        var lift = host.drag(from: middle, dx: -60, dy: 0, steps: 3, interval: 0.01, at: 1)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 1)
        // A strong fling still turns one page only.
        lift = host.drag(from: middle, dx: -280, dy: 0, steps: 4, interval: 0.01, at: 4)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 2)
        lift = host.drag(from: middle, dx: 60, dy: 0, steps: 3, interval: 0.01, at: 7)
        host.frames(from: lift, to: lift + 1.5)
        #expect(pageShown(host) == 1)
        #expect(!host.needsUpdate)
    }

    @Test func theLastPageStaysPutWhenFlungOnward() {
        let host = ViewHost(rootView: Pager(), width: 300, height: 200)
        host.update()
        var time = 1.0
        for _ in 0..<6 {
            let lift = host.drag(from: middle, dx: -60, dy: 0, steps: 3, interval: 0.01, at: time)
            host.frames(from: lift, to: lift + 1.5)
            time = lift + 2
        }
        #expect(pageShown(host) == 4)
    }

    @Test func viewAlignedStopsWithARowAtTheTop() {
        let log = EventLog(count: 80)
        let host = ViewHost(rootView: AlignedLog(log: log), width: 200, height: 400)
        host.update()
        func topRow() -> Int? { (0..<80).first { host.frame(ofElement: $0).map { $0.maxY > Fixed(0) } ?? false } }
        // A slow drag of 3.4 rows: the nearest row lines up with the top.
        var lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -146, steps: 10, interval: 0.02, at: 1, hold: 0.2)
        host.frames(from: lift, to: lift + 1.5)
        let first = topRow()
        #expect(first == 3 || first == 4)
        #expect(first.flatMap { host.frame(ofElement: $0)?.minY } == Fixed(0))
        // A fling goes farther and still stops on a row.
        lift = host.drag(from: FixedPoint(x: Fixed(100), y: Fixed(300)), dy: -100, steps: 4, interval: 0.01, at: 4)
        host.frames(from: lift, to: lift + 3)
        let second = topRow()
        #expect(second.map { $0 > (first ?? 0) + 5 } == true)
        #expect(second.flatMap { host.frame(ofElement: $0)?.minY } == Fixed(0))
        #expect(!host.needsUpdate)
    }
}
