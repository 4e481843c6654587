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
}
