import FoundationEssentials
import Panel

/// A view made again at each date of a schedule, as SwiftUI's: a clock is
/// `TimelineView(.periodic(from: .now, by: 1)) { context in Text(...context.date...) }`.
///
/// Between entries nothing is evaluated or drawn and the event loop sleeps: the next entry's
/// time is one of the loop's deadlines, so a clock ticking once a second wakes the panel
/// once a second and for nothing else.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let schedule = self.schedule, content = self.content
        return _TimelineView(
            entries: { now in
                let (current, next) = schedule.entry(at: Date(wallNanoseconds: now))
                return (current.wallNanoseconds, next.map(\.wallNanoseconds))
            },
            content: { entry in content(TimelineViewDefaultContext(date: Date(wallNanoseconds: entry), cadence: .live)) })
    }
}

extension Date {
    init(wallNanoseconds: Int64) {
        self.init(timeIntervalSince1970: Double(wallNanoseconds / 1_000_000_000) + Double(wallNanoseconds % 1_000_000_000) / 1e9)
    }

    /// Nanoseconds since 1970, rounded up (so that the next entry's deadline is not a
    /// rounding error before its date), clamped.
    var wallNanoseconds: Int64 {
        let seconds = timeIntervalSince1970.rounded(.down)
        let whole = Nanoseconds.clamping(seconds: seconds)
        let fraction = Int64(((timeIntervalSince1970 - seconds) * 1e9).rounded(.up))
        return Nanoseconds.sum(whole, fraction)
    }
}
