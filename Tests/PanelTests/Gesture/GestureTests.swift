import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
private struct Pressable: View {
    let log: Log
    let minimumDuration: Double
    let maximumDistance: CGFloat
    @GestureState private var pressing = false

    var body: some View {
        Rectangle()
            .fill(pressing ? Color.red : Color.blue)
            .frame(width: 100, height: 100)
            .gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
                .updating($pressing) { value, state, _ in state = value }
                .onChanged { log.entries.append("changed \($0)") }
                .onEnded { log.entries.append("ended \($0)") })
    }
}

@MainActor
@Suite struct GestureTests {
    private func host(_ log: Log, duration: Double = 1, distance: CGFloat = 10) -> (ViewHost, FixedPoint) {
        let host = ViewHost(rootView: Pressable(log: log, minimumDuration: duration, maximumDistance: distance), width: 300, height: 300)
        host.update()
        return (host, FixedPoint(x: Fixed(150), y: Fixed(150)))
    }

    @Test func gestureStateHoldsWhilePressingAndResetsOnSuccess() {
        let log = Log()
        let (host, point) = host(log)
        host.touch(.began, point, at: 0)
        #expect(host.fill(of: .red) != nil)
        #expect(log.entries == ["changed true"])
        host.wait(until: 1)
        #expect(log.entries == ["changed true", "ended true"])
        #expect(host.fill(of: .blue) != nil)
        host.touch(.ended, point, at: 1.5)
        #expect(log.entries.count == 2)
    }

    @Test func anUnchangedGestureStateReEvaluatesNothing() {
        // Every move of a drag sets `dragging` to true again: it is written once.
        struct Draggable: View {
            @GestureState var dragging = false
            var body: some View {
                Rectangle().fill(dragging ? Color.red : Color.blue).frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 0).updating($dragging) { _, state, _ in state = true })
            }
        }
        let host = ViewHost(rootView: Draggable(), width: 300, height: 300)
        host.update()
        let point = FixedPoint(x: Fixed(150), y: Fixed(150))
        host.touch(.began, point, at: 0)
        host.touch(.moved, FixedPoint(x: point.x + Fixed(1), y: point.y), at: 0.05)
        host.update()
        let dragging = host.graph.bodyEvaluationCount(of: Draggable.self)
        #expect(host.fill(of: .red) != nil)
        for k in 2...6 {
            host.touch(.moved, FixedPoint(x: point.x + Fixed(k), y: point.y), at: 0.05 * Double(k))
            host.update()
        }
        #expect(host.graph.bodyEvaluationCount(of: Draggable.self) == dragging)
    }

    @Test func gestureStateResetsWhenCancelled() {
        let log = Log()
        let (host, point) = host(log)
        host.touch(.began, point, at: 0)
        host.touch(.cancelled, point, at: 0.5)
        #expect(host.fill(of: .blue) != nil)
        host.wait(until: 3)
        #expect(log.entries == ["changed true"])
    }

    @Test func movingWithinMaximumDistanceKeepsTheLongPress() {
        let log = Log()
        let (host, point) = host(log, distance: 10)
        host.touch(.began, point, at: 0)
        host.touch(.moved, point.offsetBy(dx: 6, dy: 8), at: 0.5)   // exactly 10 px
        host.wait(until: 1)
        #expect(log.entries.last == "ended true")
    }

    @Test func movingBeyondMaximumDistanceFails() {
        let log = Log()
        let (host, point) = host(log, distance: 10)
        host.touch(.began, point, at: 0)
        host.touch(.moved, point.offsetBy(dx: 6, dy: 8.1), at: 0.5)
        #expect(host.nextDeadline == nil)
        host.wait(until: 1)
        #expect(!log.entries.contains("ended true"))
    }

    @Test func touchesOutsideTheViewDoNotStartIt() {
        let log = Log()
        let (host, _) = host(log)
        host.touch(.began, FixedPoint(x: Fixed(10), y: Fixed(10)), at: 0)
        #expect(host.nextDeadline == nil)
        #expect(log.entries.isEmpty)
    }

    @Test func dragReportsTranslationAfterMinimumDistance() throws {
        @MainActor final class Box { var values: [CGSize] = []; var ended: CGSize? }
        let box = Box()
        let view = Color.gray.frame(width: 200, height: 200)
            .gesture(DragGesture(minimumDistance: 10)
                .onChanged { box.values.append($0.translation) }
                .onEnded { box.ended = $0.translation })
        let host = ViewHost(rootView: view, width: 200, height: 200)
        host.update()
        let start = FixedPoint(x: Fixed(50), y: Fixed(50))
        host.touch(.began, start, at: 0)
        host.touch(.moved, start.offsetBy(dx: 5, dy: 0), at: 0.1)
        #expect(box.values.isEmpty)
        host.touch(.moved, start.offsetBy(dx: 30, dy: 4), at: 0.2)
        #expect(box.values == [CGSize(width: 30, height: 4)])
        host.touch(.ended, start.offsetBy(dx: 40, dy: 4), at: 0.3)
        #expect(box.ended == CGSize(width: 40, height: 4))
    }

    @Test func tapFailsWhenTheFingerSlides() {
        @MainActor final class Box { var taps = 0 }
        let box = Box()
        let host = ViewHost(rootView: Color.gray.frame(width: 200, height: 200).onTapGesture { box.taps += 1 }, width: 200, height: 200)
        host.update()
        let start = FixedPoint(x: Fixed(50), y: Fixed(50))
        host.tap(start, at: 0)
        #expect(box.taps == 1)
        host.touch(.began, start, at: 1)
        host.touch(.moved, start.offsetBy(dx: 40, dy: 0), at: 1.1)
        host.touch(.ended, start.offsetBy(dx: 40, dy: 0), at: 1.2)
        #expect(box.taps == 1)
    }

    @Test func innerGestureWinsOverOuter() {
        @MainActor final class Box { var inner = 0, outer = 0 }
        let box = Box()
        let view = ZStack {
            Color.gray.frame(width: 200, height: 200)
            Color.red.frame(width: 50, height: 50).onTapGesture { box.inner += 1 }
        }
        .onTapGesture { box.outer += 1 }
        let host = ViewHost(rootView: view, width: 200, height: 200)
        host.update()
        host.tap(FixedPoint(x: Fixed(100), y: Fixed(100)), at: 0)
        #expect(box.inner == 1 && box.outer == 0)
        host.tap(FixedPoint(x: Fixed(10), y: Fixed(10)), at: 1)
        #expect(box.inner == 1 && box.outer == 1)
    }
}

@MainActor
@Suite struct MultiTapTests {
    @Test func doubleTapNeedsTwoQuickTapsInOnePlace() {
        @MainActor final class Box { var doubles = 0 }
        let box = Box()
        let host = ViewHost(rootView: Color.gray.frame(width: 200, height: 200).onTapGesture(count: 2) { box.doubles += 1 },
                            width: 200, height: 200)
        host.update()
        let point = FixedPoint(x: Fixed(100), y: Fixed(100))
        host.tap(point, at: 0)
        #expect(box.doubles == 0)
        host.tap(point, at: 0.25)
        #expect(box.doubles == 1)
        // Too slow: the second tap starts a new series.
        host.tap(point, at: 2)
        host.tap(point, at: 2.6)
        #expect(box.doubles == 1)
        host.tap(point.offsetBy(dx: 10, dy: 0), at: 2.8)
        #expect(box.doubles == 2)
    }
}
