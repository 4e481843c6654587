import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

private func spot(_ x: Int, _ y: Int) -> FixedPoint { FixedPoint(x: Fixed(x), y: Fixed(y)) }

@MainActor
private final class Log {
    var lines: [String] = []
}

@MainActor
@Suite struct ComposedGestureTests {
    private func host(_ gesture: some Gesture) -> ViewHost {
        let host = ViewHost(rootView: Color.gray.frame(width: 200, height: 200).gesture(gesture), width: 200, height: 200)
        host.update()
        return host
    }

    @Test func aLongPressThenADragReportsBothInTurn() {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): log.lines.append("first \(pressing)")
                case .second(let pressed, let drag): log.lines.append("second \(pressed) \(drag.map { "\(Int($0.translation.width))" } ?? "-")")
                }
            }
            .onEnded { value in
                if case .second(_, let drag?) = value { log.lines.append("ended \(Int(drag.translation.width))") }
            }
        let host = host(gesture)
        host.touch(.began, spot(50, 50), at: 0)
        host.advance(to: MonotonicTime(seconds: 0.6))
        host.touch(.moved, spot(80, 50), at: 0.7)
        host.touch(.ended, spot(90, 50), at: 0.8)
        #expect(log.lines == ["first true", "second true -", "second true 0", "second true 30", "ended 40"])
    }

    @Test func aSequenceFailsWhenItsFirstGestureDoes() {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .onEnded { _ in log.lines.append("ended") }
        let host = host(gesture)
        host.touch(.began, spot(50, 50), at: 0)
        host.touch(.moved, spot(120, 50), at: 0.1)
        host.advance(to: MonotonicTime(seconds: 0.6))
        host.touch(.ended, spot(120, 50), at: 0.7)
        #expect(log.lines.isEmpty)
    }

    @Test func anExclusiveGestureTakesTheSecondOnlyOnceTheFirstFails() {
        let log = Log()
        let gesture = LongPressGesture(minimumDuration: 0.5).exclusively(before: DragGesture())
            .onEnded { value in
                switch value {
                case .first: log.lines.append("held")
                case .second(let drag): log.lines.append("dragged \(Int(drag.translation.width))")
                }
            }
        let host = host(gesture)
        // A quick drag: the press fails as the finger leaves, the drag wins.
        host.touch(.began, spot(50, 50), at: 0)
        host.touch(.moved, spot(100, 50), at: 0.1)
        host.touch(.ended, spot(110, 50), at: 0.2)
        // A still hold: the press wins and the drag never reports.
        host.touch(.began, spot(50, 50), at: 1)
        host.advance(to: MonotonicTime(seconds: 1.6))
        host.touch(.ended, spot(50, 50), at: 1.7)
        #expect(log.lines == ["dragged 60", "held"])
    }

    @Test func aSimultaneousDragAndPinchEachReportTheirOwnValue() {
        let log = Log()
        let gesture = DragGesture().simultaneously(with: MagnifyGesture())
            .onChanged { value in
                log.lines.append("\(value.first.map { "\(Int($0.translation.width))" } ?? "-") \(value.second.map { "\($0.magnification)" } ?? "-")")
            }
            .onEnded { value in log.lines.append("ended \(value.first != nil) \(value.second != nil)") }
        let host = host(gesture)
        host.touch(.began, spot(40, 100), at: 0, pointer: 1)
        host.touch(.moved, spot(60, 100), at: 0.1, pointer: 1)
        host.touch(.began, spot(160, 100), at: 0.2, pointer: 2)
        host.touch(.moved, spot(260, 100), at: 0.3, pointer: 2)
        host.touch(.ended, spot(260, 100), at: 0.4, pointer: 2)
        // The drag goes on with the first finger until it lifts.
        host.touch(.moved, spot(70, 100), at: 0.5, pointer: 1)
        host.touch(.ended, spot(70, 100), at: 0.6, pointer: 1)
        #expect(log.lines == ["20 -", "20 2.0", "30 2.0", "ended true true"])
    }

    @Test func mapTurnsTheValuesIntoOthers() {
        var widths: [CGFloat] = []
        var ended: CGFloat?
        let gesture = DragGesture().map { $0.translation.width }.onChanged { widths.append($0) }.onEnded { ended = $0 }
        let host = host(gesture)
        host.touch(.began, spot(10, 10), at: 0)
        host.touch(.moved, spot(40, 10), at: 0.1)
        host.touch(.ended, spot(50, 10), at: 0.2)
        // The lift reports the end, not one more change.
        #expect(widths == [30])
        #expect(ended == 40)
    }

    @Test func gestureStateFollowsAComposedGestureAndResetsAfterIt() {
        let state = GestureState(wrappedValue: 1.0)
        var seen: [Double] = []
        let gesture = MagnifyGesture().simultaneously(with: RotateGesture())
            .updating(state) { value, scale, _ in scale = value.first?.magnification ?? 1; seen.append(scale) }
        let host = host(gesture)
        host.touch(.began, spot(50, 100), at: 0, pointer: 1)
        host.touch(.began, spot(100, 100), at: 0.1, pointer: 2)
        host.touch(.moved, spot(150, 100), at: 0.2, pointer: 2)
        #expect(seen == [2])
        host.touch(.ended, spot(150, 100), at: 0.3, pointer: 2)
        #expect(state.wrappedValue == 1)
    }
}
