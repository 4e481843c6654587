import FoundationEssentials
import Panel

/// Entries as often as frames are drawn (`.animation`), or every `minimumInterval` seconds;
/// none at all while paused or in `.lowFrequency` mode (as SwiftUI's: the view then shows
/// the date it was made at and is not made again).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The display's frame interval, which Panel draws at: 60 Hz.
    static let frameInterval: TimeInterval = 1.0 / 60
    let minimumInterval: TimeInterval?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = Swift.max(minimumInterval ?? 0, AnimationTimelineSchedule.frameInterval)
        return Entries(upcoming: paused || mode == .lowFrequency ? nil : startDate, interval: interval)
    }

    /// The date asked for, then one every interval; nothing when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval

        public mutating func next() -> Date? {
            guard let date = upcoming else { return nil }
            upcoming = date.addingTimeInterval(interval)
            return date
        }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// An entry for every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// An entry every `minimumInterval` seconds (nil: every frame); none while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
