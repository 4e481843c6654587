import Testing
import Panel
import SwiftUI

/// A ticking counter written as for Apple's SwiftUI: a timer publisher, autoconnected, and
/// `.onReceive` counting its dates.
private struct Ticker: View {
    @State var dates: [Date] = []
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("ticks \(dates.count)")
            .onReceive(timer) { date in dates.append(date) }
    }
}

/// Collects what the ticker's dates were, from outside its view.
@MainActor private final class Dates {
    var seen: [Date] = []
}

private struct ReportingTicker: View {
    let dates: Dates
    let timer: Publishers.Autoconnect<Timer.TimerPublisher>
    var body: some View {
        Color.clear.frame(width: 10, height: 10)
            .onReceive(timer) { dates.seen.append($0) }
    }
}

@MainActor
@Suite struct TimerPublisherTests {
    @Test func aTimerTicksOnTheLoopsVirtualClock() throws {
        let start = MonotonicTime(seconds: 100)
        let clock = VirtualClock(start: start)
        let host = ViewHost(rootView: Ticker(), width: 200, height: 60)
        let producer = ViewFrameProducer(host: host, renderer: DisplayListRenderer(fonts: nil))
        let display = HeadlessDisplay(width: 200, height: 60, clock: .virtual(clock))
        let loop = EventLoop(virtualTime: clock, display: display, producer: producer)
        loop.dispatcher.addDeadlineSource(at: start + 5_500_000_000) { [unowned loop] _ in
            loop.stop()
            return nil
        }
        #expect(try loop.run() == .stopped)
        // Subscribed at the first update (at the start), ticking each second after it.
        #expect(host.visibleTexts == ["ticks 5"])
        #expect(host.nextDeadline == start + 6_000_000_000)
    }

    @Test func missedTicksAreCoalescedAndDatesFollowTheClock() {
        let dates = Dates()
        let timer = Timer.publish(every: 0.5, tolerance: 0.1, on: .main, in: .default).autoconnect()
        let host = ViewHost(rootView: ReportingTicker(dates: dates, timer: timer), width: 20, height: 20)
        host.advance(to: MonotonicTime(seconds: 10))
        host.update()
        #expect(host.nextDeadline == MonotonicTime(seconds: 10.5))
        host.advance(to: MonotonicTime(seconds: 10.5))
        #expect(dates.seen.count == 1)
        // Two and a half seconds late: one tick, for the last one due, then on the grid.
        host.advance(to: MonotonicTime(seconds: 13.2))
        #expect(dates.seen.count == 2)
        #expect(host.nextDeadline == MonotonicTime(seconds: 13.5))
        #expect(abs(dates.seen[1].timeIntervalSince(dates.seen[0]) - 2.5) < 1e-6)
    }

    @Test func aTimerNotConnectedNeverTicksAndARemovedViewStops() {
        let dates = Dates()
        let unconnected = Timer.publish(every: 1, on: .main, in: .common)
        struct Waiting: View {
            let dates: Dates
            let timer: Timer.TimerPublisher
            var body: some View { Color.clear.onReceive(timer) { dates.seen.append($0) } }
        }
        let host = ViewHost(rootView: Waiting(dates: dates, timer: unconnected), width: 20, height: 20)
        host.update()
        #expect(host.nextDeadline == nil)
        struct Toggled: View {
            let dates: Dates
            @State var shown = true
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    if shown { Color.clear.frame(width: 5, height: 5).onReceive(timer) { _ in dates.seen.append(.now); shown = false } }
                }
            }
        }
        let toggled = ViewHost(rootView: Toggled(dates: dates), width: 20, height: 20)
        toggled.update()
        toggled.advance(to: MonotonicTime(seconds: 1))
        toggled.update()
        #expect(dates.seen.count == 1)
        #expect(toggled.nextDeadline == nil)
        toggled.advance(to: MonotonicTime(seconds: 5))
        #expect(dates.seen.count == 1)
    }
}
