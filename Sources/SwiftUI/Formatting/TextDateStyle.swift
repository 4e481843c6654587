import Foundation
import Panel

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's styles do, in the environment's
    /// locale, time zone and calendar.
    public struct DateStyle: Hashable, Sendable {
        public enum _Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        public let _kind: _Kind

        /// The time of day: "3:45 PM".
        public static let time = DateStyle(_kind: .time)
        /// The day: "June 3, 2019".
        public static let date = DateStyle(_kind: .date)
        /// How far the date is from now: "2 hours, 23 minutes".
        public static let relative = DateStyle(_kind: .relative)
        /// The same, signed: "+2 hours" before the date, "-3 minutes" after it.
        public static let offset = DateStyle(_kind: .offset)
        /// A timer counting to or from the date: "2:32", "1:02:05".
        public static let timer = DateStyle(_kind: .timer)
    }

    /// A date shown in a style. The relative, offset and timer styles count from now, and
    /// the text is redrawn as they change, once a second, as SwiftUI's is (the loop wakes
    /// for it then and for nothing else).
    @_alwaysEmitIntoClient
    public init(_ date: Date, style: DateStyle) {
        let identity = AnyHashable(_DateText(date: date, style: style))
        switch style._kind {
        case .time, .date:
            self = Text._resolved(identity: identity) { environment in
                _TextDateFormatting.string(date, style: style, now: date, environment: environment)
            }
        case .relative, .offset, .timer:
            self = Text._timed(identity: identity) { environment, now in
                (_TextDateFormatting.string(date, style: style, now: now, environment: environment),
                 _TextDateFormatting.nextWholeSecond(after: now, countingFrom: date))
            }
        }
    }

    /// A timer for an interval: the time left until its end (`countsDown`) or since its
    /// start, clamped to the interval; at `pauseTime` when given. Redrawn each second
    /// while it runs.
    @_alwaysEmitIntoClient
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let identity = AnyHashable(_TimerText(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                              showsHours: showsHours))
        self = Text._timed(identity: identity) { environment, clock in
            let now = Swift.min(Swift.max(pauseTime ?? clock, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? _TextDateFormatting.wholeSeconds(timerInterval.upperBound.timeIntervalSince(now))
                                     : now.timeIntervalSince(timerInterval.lowerBound).rounded(.down)
            let string = _TextDateFormatting.timer(seconds: seconds, showsHours: showsHours, locale: environment.locale)
            // Still while paused, before the start (until the start) and after the end.
            if pauseTime != nil || clock >= timerInterval.upperBound { return (string, nil) }
            if clock < timerInterval.lowerBound { return (string, timerInterval.lowerBound) }
            let anchor = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
            return (string, _TextDateFormatting.nextWholeSecond(after: clock, countingFrom: anchor))
        }
    }
}
