import Foundation
import Panel

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's styles do, in the environment's
    /// locale and time zone.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "3:45 PM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2019".
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now: "2 hours, 23 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The same, signed: "+2 hours" after now, "-3 minutes" before.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting to or from the date: "2:32", "1:02:05".
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date shown in a style. Relative, offset and timer styles are measured from the
    /// time the text is shown: unlike SwiftUI's, they do not tick on their own (re-evaluate
    /// the view, from a timer, to move them on).
    public init(_ date: Date, style: DateStyle) {
        self.init(resolver: TextResolver(identity: AnyHashable(DateText(date: date, style: style))) { environment in
            TextDateFormatting.string(date, style: style, now: environment.textReferenceDate ?? Date(),
                                      locale: environment.locale, timeZone: environment.timeZone)
        })
    }

    /// A timer for an interval: the time left until its end (`countsDown`) or since its
    /// start, clamped to the interval; at `pauseTime` when given.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let identity = TimerText(interval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
        self.init(resolver: TextResolver(identity: AnyHashable(identity)) { environment in
            let now = Swift.min(Swift.max(pauseTime ?? environment.textReferenceDate ?? Date(), timerInterval.lowerBound),
                                timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return TextDateFormatting.timer(seconds: seconds, showsHours: showsHours, locale: environment.locale)
        })
    }
}

private struct DateText: Hashable {
    let date: Date
    let style: Text.DateStyle
}

private struct TimerText: Hashable {
    let interval: ClosedRange<Date>
    let pauseTime: Date?
    let countsDown: Bool
    let showsHours: Bool
}

private struct TextReferenceDateKey: EnvironmentKey {
    static var defaultValue: Date? { nil }
}

extension EnvironmentValues {
    /// "Now" for relative, offset and timer texts; nil: the clock's time.
    var textReferenceDate: Date? {
        get { self[TextReferenceDateKey.self] }
        set { self[TextReferenceDateKey.self] = newValue }
    }
}

/// The strings of the date styles.
enum TextDateFormatting {
    static func string(_ date: Date, style: Text.DateStyle, now: Date, locale: Locale, timeZone: TimeZone) -> String {
        switch style.kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.timeStyle = style.kind == .time ? .short : .none
            formatter.dateStyle = style.kind == .date ? .long : .none
            return formatter.string(from: date)
        case .relative:
            return units(seconds: abs(date.timeIntervalSince(now)), locale: locale)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let sign = seconds > 0.5 ? "+" : (seconds < -0.5 ? "-" : "")
            return sign + units(seconds: abs(seconds), locale: locale)
        case .timer:
            return timer(seconds: abs(date.timeIntervalSince(now)), showsHours: true, locale: locale)
        }
    }

    /// "2 hours, 23 minutes": the two largest units, whole.
    static func units(seconds: Double, locale: Locale) -> String {
        let whole = Int64(Swift.min(seconds.rounded(.down), 9e15))
        return Duration.seconds(whole).formatted(
            .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(locale))
    }

    /// "2:32", or "1:02:05" past an hour.
    static func timer(seconds: Double, showsHours: Bool, locale: Locale) -> String {
        let whole = Int64(Swift.max(0, Swift.min(seconds.rounded(.down), 9e15)))
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && whole >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(whole).formatted(.time(pattern: pattern).locale(locale))
    }
}
