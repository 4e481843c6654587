import FoundationEssentials
import Panel

/// Entries every `interval` seconds from a start date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let start: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.start = startDate
        // A zero or negative interval would repeat one date forever.
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: start, interval: interval, from: startDate)
    }

    /// The start date's periods, beginning with the latest at or before the date asked.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index: Double

        init(start: Date, interval: TimeInterval, from date: Date) {
            self.start = start
            self.interval = interval
            let elapsed = date.timeIntervalSince(start)
            index = elapsed > 0 ? (elapsed / interval).rounded(.down) : 0
            // Rounding may put the entry just after `date`.
            if index > 0, start.addingTimeInterval(index * interval) > date { index -= 1 }
        }

        public mutating func next() -> Date? {
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
