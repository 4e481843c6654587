import Panel
import Testing
@testable import PanelKiosk

/// Simulated time for snapshots moves frame by frame only while something moves: the work
/// a gap costs does not grow with its length.
@MainActor @Suite struct SnapshotClockTests {
    func quietHost() -> ViewHost {
        let host = ViewHost(rootView: Text("still"), width: 200, height: 100)
        host.update()
        return host
    }

    @Test func aQuietScreenJumpsToTheFrameOfTheNextTouch() throws {
        let host = quietHost()
        var clock = SnapshotClock(start: .zero)
        let frame = SnapshotClock.frame
        // Something due at once is seen at the first frame, as before.
        let first = clock.advance(toward: .zero, host: host)
        #expect(first == MonotonicTime(nanoseconds: frame))
        // A touch a year away: the frame at or after it, in one step.
        let year = MonotonicTime(nanoseconds: 31_536_000 * 1_000_000_000)
        let advanced = clock.advance(toward: year, host: host)
        let next = try #require(advanced)
        #expect(next >= year && next - year < frame)
        #expect(next.nanoseconds % frame == 0)
    }

    @Test func theEndOfTimeIsReachedInAFewSteps() {
        let host = quietHost()
        var clock = SnapshotClock(start: .zero)
        var steps = 0
        while steps < 100, clock.advance(toward: .distantFuture, host: host) != nil { steps += 1 }
        #expect(steps <= 2, "saturates at the end of the clock instead of stepping 5e11 frames")
        #expect(clock.time == .distantFuture)
    }

    @Test func extraTimeLandsExactlyOnItsEnd() {
        let host = quietHost()
        var clock = SnapshotClock(start: .zero)
        let end = MonotonicTime(nanoseconds: 9_223_372_036 * 1_000_000_000)
        var steps = 0
        while clock.time < end, clock.advance(toward: end, host: host, landing: true) != nil { steps += 1 }
        #expect(steps == 1)
        #expect(clock.time == end)
    }

    @Test func framesOnTheGridSaturate() {
        let clock = SnapshotClock(start: MonotonicTime(nanoseconds: 5))
        #expect(clock.frame(atOrAfter: .zero) == MonotonicTime(nanoseconds: 5))
        #expect(clock.frame(atOrAfter: MonotonicTime(nanoseconds: 6)) == MonotonicTime(nanoseconds: 5 + SnapshotClock.frame))
        #expect(clock.frame(atOrAfter: .distantFuture) == .distantFuture)
    }

    /// A fling goes on without touches or animations: the clock steps through its frames,
    /// so that a touch after it finds the content where it came to rest.
    @Test func aFlingIsSteppedFrameByFrameToItsRest() throws {
        let host = ViewHost(rootView: ScrollView {
            VStack(spacing: 0) { ForEach(0..<100) { Text("Row \($0)").frame(height: 40) } }
        }, width: 200, height: 300)
        host.update()
        var clock = SnapshotClock(start: .zero)
        let ms: Int64 = 1_000_000
        func at(_ milliseconds: Int64) -> MonotonicTime { MonotonicTime(nanoseconds: milliseconds * ms) }
        host.send(PointerEvent(pointer: 1, phase: .began, location: FixedPoint(x: Fixed(100), y: Fixed(260)), timestamp: at(0)))
        for step in 1...6 {
            host.send(PointerEvent(pointer: 1, phase: .moved, location: FixedPoint(x: Fixed(100), y: Fixed(260 - 35 * step)), timestamp: at(Int64(step) * 8)))
        }
        host.send(PointerEvent(pointer: 1, phase: .ended, location: FixedPoint(x: Fixed(100), y: Fixed(50)), timestamp: at(56)))
        host.update(at: at(60))
        #expect(host.movesFrameByFrame, "the list flings")
        let target = at(5_000)
        var steps = 0
        while clock.time < target, let time = clock.advance(toward: target, host: host) {
            host.advance(to: time)
            host.update(at: time)
            steps += 1
            if !host.movesFrameByFrame { break }
        }
        #expect(steps > 10, "\(steps) steps")
        #expect(!host.movesFrameByFrame, "the fling came to rest before \(clock.time)")
    }
}
