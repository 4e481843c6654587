import FoundationEssentials
import Panel

/// When a `TimelineView` shows new content: a sequence of dates, as SwiftUI's.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from about `startDate` on: the first is the latest at or before it.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

extension TimelineSchedule {
    /// The entry to show at `now` and the next one, found in the entries from `now` (no
    /// more than 10 000 are looked at, so a schedule dense in the past cannot stall).
    func entry(at now: Date) -> (current: Date, next: Date?) {
        var current: Date?
        var count = 0
        // A date within a microsecond of now is due: the loop's deadline for it, in
        // nanoseconds, and `now`, from them, are a rounding apart.
        let due = now.addingTimeInterval(1e-6)
        for date in entries(from: now, mode: .normal) {
            if date > due { return (current ?? date, date) }
            current = date
            count += 1
            if count >= 10_000 { break }
        }
        return (current ?? now, nil)
    }
}
