import FoundationEssentials
import Panel

/// An entry at the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        // Minutes of the Unix epoch are the wall clock's minutes in every time zone with a
        // whole-minute offset (all of today's).
        PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 60).entries(from: startDate, mode: mode)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
