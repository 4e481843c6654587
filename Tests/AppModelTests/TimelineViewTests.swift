import FoundationEssentials
import Testing
@testable import Panel
@testable import PanelKiosk
@testable import SwiftUI

/// `TimelineView`: its content is made for the entry due at the host's time, and the
/// host's next deadline is the next entry, so the loop wakes (and draws) for entries only.
@MainActor
@Suite struct TimelineViewTests {
    /// A wall clock showing 1 000 000 000.25 s since 1970 at monotonic 10 s.
    static let clock = WallClock(showing: 1_000_000_000_250_000_000, at: MonotonicTime(seconds: 10))

    struct Clock<S: TimelineSchedule>: View {
        let schedule: S
        var body: some View {
            VStack {
                Text("fixed")
                TimelineView(schedule) { context in
                    Text("t \(Int(context.date.timeIntervalSince1970))")
                }
            }
        }
    }

    func host<S: TimelineSchedule>(_ schedule: S) -> ViewHost {
        let host = ViewHost(rootView: Clock(schedule: schedule), width: 300, height: 100)
        host.wallClock = TimelineViewTests.clock
        host.advance(to: MonotonicTime(seconds: 10))
        host.update(at: MonotonicTime(seconds: 10))
        return host
    }

    /// Runs the host as the event loop does, from 10 s to `end`: it sleeps until the next
    /// deadline, wakes, and draws a frame only when the host needs one. Returns the times
    /// of the frames drawn and the timeline's text at each.
    func runLikeTheLoop(_ host: ViewHost, until end: Double) -> [(Double, String)] {
        var frames: [(Double, String)] = []
        var wakes = 0
        while let due = host.nextDeadline, due <= MonotonicTime(seconds: end), wakes < 1000 {
            wakes += 1
            host.advance(to: due)
            if host.needsUpdate {
                host.update(at: due)
                frames.append((due.seconds, host.visibleTexts.last ?? ""))
            }
        }
        return frames
    }

    @Test func aPeriodicClockDrawsAtEverySecondAndOnlyThen() {
        let host = host(.periodic(from: Date(timeIntervalSince1970: 0), by: 1))
        #expect(host.visibleTexts == ["fixed", "t 1000000000"])
        #expect(host.nextDeadline == MonotonicTime(seconds: 10.75))
        let frames = runLikeTheLoop(host, until: 13.5)
        #expect(frames.map(\.0) == [10.75, 11.75, 12.75])
        #expect(frames.map(\.1) == ["t 1000000001", "t 1000000002", "t 1000000003"])
        // Between ticks nothing is due and nothing needs drawing.
        host.advance(to: MonotonicTime(seconds: 13.5))
        #expect(!host.needsUpdate)
    }

    @Test func everyMinuteIsDueAtTheMinute() {
        let host = host(.everyMinute)
        // 1 000 000 000 s since 1970 is 01:46:40 UTC: the minute began 40.25 s before.
        #expect(host.visibleTexts.last == "t 999999960")
        #expect(host.nextDeadline == MonotonicTime(seconds: 10 + 19.75))
    }

    @Test func animationScheduleFollowsItsMinimumIntervalAndStopsWhenPaused() {
        let every = host(.animation(minimumInterval: 0.5, paused: false))
        #expect(every.nextDeadline == MonotonicTime(seconds: 10.5))
        #expect(runLikeTheLoop(every, until: 11.6).map(\.0) == [10.5, 11.0, 11.5])
        let frames = host(.animation)
        let next = frames.nextDeadline.map { $0 - MonotonicTime(seconds: 10) } ?? 0
        #expect(next >= 16_666_000 && next <= 16_667_000, "an .animation timeline is due a frame later, not \(next) ns")
        #expect(host(.animation(minimumInterval: nil, paused: true)).nextDeadline == nil)
    }

    @Test func explicitDatesAreShownInTurnAndThenNoMore() {
        let dates = [1_000_000_000.0, 1_000_000_002.0, 1_000_000_005.0].map { Date(timeIntervalSince1970: $0) }
        let host = host(.explicit(dates))
        #expect(host.visibleTexts.last == "t 1000000000")
        let frames = runLikeTheLoop(host, until: 30)
        #expect(frames.map(\.0) == [11.75, 14.75])
        #expect(host.nextDeadline == nil)
    }

    /// `panel-app snapshot`'s simulated clock jumps from deadline to deadline: a clock's
    /// frames are drawn at the frames of its seconds and no others.
    @Test func theSnapshotClockDrawsAClockAtItsSecondsOnly() {
        let host = host(.periodic(from: Date(timeIntervalSince1970: 0), by: 1))
        var clock = SnapshotClock(start: MonotonicTime(seconds: 10))
        var drawn: [MonotonicTime] = []
        let end = MonotonicTime(seconds: 13.5)
        while let time = clock.advance(toward: end, host: host), time <= end {
            host.advance(to: time)
            if host.needsUpdate {
                host.update(at: time)
                drawn.append(time)
            }
        }
        #expect(drawn == [10.75, 11.75, 12.75].map { clock.frame(atOrAfter: MonotonicTime(seconds: $0)) })
    }

    @Test func aTimelineThatGoesAwayIsNoLongerDue() {
        struct Switchable: View {
            @State var shown = true
            var body: some View {
                VStack {
                    Button("hide") { shown = false }
                    if shown { TimelineView(.periodic(from: .distantPast, by: 1)) { Text("\($0.date.timeIntervalSince1970)") } }
                }
            }
        }
        let host = ViewHost(rootView: Switchable(), width: 300, height: 200)
        host.wallClock = TimelineViewTests.clock
        host.update()
        #expect(host.nextDeadline != nil)
        host.tap("hide", at: 1)
        #expect(host.nextDeadline == nil)
    }

    @Test func theContentSeesItsParentsStateBetweenEntries() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("more") { count += 1 }
                    TimelineView(.periodic(from: .distantPast, by: 60)) { _ in Text("count \(count)") }
                }
            }
        }
        let host = ViewHost(rootView: Counter(), width: 300, height: 200)
        host.wallClock = TimelineViewTests.clock
        host.update()
        #expect(host.visibleTexts.contains("count 0"))
        host.tap("more", at: 1)
        #expect(host.visibleTexts.contains("count 1"), "\(host.visibleTexts)")
    }

    @Test func theContentIsRedrawnByTheObservablePropertiesItReads() {
        let room = Room()
        struct Reading: View {
            let room: Room
            var body: some View {
                TimelineView(.periodic(from: .distantPast, by: 60)) { _ in Text("\(room.degrees) degrees") }
            }
        }
        let host = ViewHost(rootView: Reading(room: room), width: 300, height: 200)
        host.wallClock = TimelineViewTests.clock
        host.update()
        #expect(host.visibleTexts == ["20 degrees"])
        room.degrees = 21
        #expect(host.needsUpdate)
        host.update()
        #expect(host.visibleTexts == ["21 degrees"])
    }
}

@Observable @MainActor
final class Room {
    var degrees = 20
}
