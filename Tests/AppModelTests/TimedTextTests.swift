import SwiftUI
import Testing
@testable import Panel

/// Dates and numbers in `Text`, as a clock writes them, and timers that tick: a `.timer`
/// or `.relative` text is redrawn each second, at the second, and the host asks for no
/// other wake-up.
@MainActor
@Suite struct TimedTextTests {
    /// 1 000 000 000.25 s since 1970 (2001-09-09 01:46:40.25 UTC) at monotonic 10 s.
    static let clock = WallClock(showing: 1_000_000_000_250_000_000, at: MonotonicTime(seconds: 10))
    static let start = Date(timeIntervalSince1970: 1_000_000_000.25)

    func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view.environment(\.locale, Locale(identifier: "en_US"))
                                .environment(\.timeZone, TimeZone(identifier: "UTC")!),
                            width: 400, height: 200)
        host.wallClock = TimedTextTests.clock
        host.advance(to: MonotonicTime(seconds: 10))
        host.update(at: MonotonicTime(seconds: 10))
        return host
    }

    /// Sleeps as the loop does until `end`; the frames drawn and the texts at each.
    func runLikeTheLoop(_ host: ViewHost, until end: Double) -> [(Double, [String])] {
        var frames: [(Double, [String])] = []
        var wakes = 0
        while let due = host.nextDeadline, due <= MonotonicTime(seconds: end), wakes < 100 {
            wakes += 1
            host.advance(to: due)
            if host.needsUpdate {
                host.update(at: due)
                frames.append((due.seconds, host.visibleTexts))
            }
        }
        return frames
    }

    @Test func aTimerCountsDownOnceASecondAtTheSecond() {
        // 2 min 30.5 s to go: "2:31" now (as a countdown rounds), "2:30" when 2:30 is left,
        // 0.5 s later.
        let end = TimedTextTests.start.addingTimeInterval(150.5)
        let host = host(Text(end, style: .timer))
        #expect(host.visibleTexts == ["2:31"])
        #expect(host.nextDeadline == MonotonicTime(seconds: 10.5))
        let frames = runLikeTheLoop(host, until: 13)
        #expect(frames.map(\.0) == [10.5, 11.5, 12.5])
        #expect(frames.map(\.1) == [["2:30"], ["2:29"], ["2:28"]])
        host.advance(to: MonotonicTime(seconds: 12.9))
        #expect(!host.needsUpdate)
    }

    @Test func relativeAndOffsetTextsMoveOnWithTime() {
        let past = TimedTextTests.start.addingTimeInterval(-58)
        let host = host(VStack {
            Text(past, style: .relative)
            Text(past, style: .offset)
        })
        #expect(host.visibleTexts == ["58 seconds", "-58 seconds"])
        // Counting up from a date 58 s ago: the next second is whole 0.75 s... from the date.
        #expect(host.nextDeadline == MonotonicTime(seconds: 11))
        let frames = runLikeTheLoop(host, until: 12.5)
        #expect(frames.map(\.1) == [["59 seconds", "-59 seconds"], ["1 minute", "-1 minute"]])
    }

    @Test func timeAndDateStylesAndFormatsDoNotTick() {
        let date = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC
        let host = host(VStack {
            Text(date, style: .date)
            Text(date, format: .dateTime.year().month().day().locale(Locale(identifier: "en_US")))
            Text(0.256, format: .percent)
            Text(21.46, format: .number.precision(.fractionLength(1)))
            Text("\(21.46, specifier: "%.1f") °C")
        })
        #expect(host.visibleTexts == ["November 14, 2023", "Nov 14, 2023", "25.6%", "21.5", "21.5 °C"])
        #expect(host.nextDeadline == nil)
        // What a clock writes, in the process's time zone: "10:13 PM" in UTC.
        let clock = self.host(VStack {
            Text(date, format: .dateTime.hour().minute())
            Text(date.formatted(date: .omitted, time: .shortened))
            Text(1234567, format: .number)
        })
        let pattern = #/^[0-9]{1,2}:[0-9]{2}(\s|\u{202F})?(AM|PM)?$/#
        #expect(clock.visibleTexts.count == 3)
        #expect(clock.visibleTexts.prefix(2).allSatisfy { $0.wholeMatch(of: pattern) != nil }, "\(clock.visibleTexts)")
        #expect(clock.visibleTexts.last == "1,234,567")
        let time = self.host(Text(date, style: .time))
        #expect(time.visibleTexts == ["10:13\u{202F}PM"] || time.visibleTexts == ["10:13 PM"])
    }

    @Test func aTimerIntervalStopsAtItsEnd() {
        let interval = TimedTextTests.start...TimedTextTests.start.addingTimeInterval(2)
        let host = host(Text(timerInterval: interval))
        #expect(host.visibleTexts == ["0:02"])
        let frames = runLikeTheLoop(host, until: 20)
        #expect(frames.map(\.1) == [["0:01"], ["0:00"]])
        #expect(host.nextDeadline == nil)
    }

    @Test func theLocaleTimeZoneAndCalendarAreEnvironmentValues() {
        struct Zone: View {
            @Environment(\.locale) private var locale
            @Environment(\.timeZone) private var timeZone
            @Environment(\.calendar) private var calendar
            var body: some View {
                Text("\(locale.identifier) \(timeZone.identifier) \(calendar.identifier == .gregorian)")
            }
        }
        #expect(host(Zone()).visibleTexts == ["en_US GMT true"])
        let berlin = host(Zone().environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
                              .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(berlin.visibleTexts == ["de_DE Europe/Berlin true"])
        // The date styles follow them.
        let date = Date(timeIntervalSince1970: 1_700_000_000) // 22:13:20 UTC, 23:13:20 in Berlin
        let german = host(Text(date, style: .time).environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)
                              .environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german.visibleTexts == ["23:13"])
    }

    @Test func theScenePhaseIsActive() {
        struct Phase: View {
            @Environment(\.scenePhase) private var scenePhase
            var body: some View {
                Text(scenePhase == .active ? "active" : "not active")
                    .onChange(of: scenePhase) { _, _ in }
            }
        }
        #expect(host(Phase()).visibleTexts == ["active"])
    }
}
