import Foundation
import Panel

/// The strings of the date styles, with Foundation's formatters. Emitted into the program
/// that shows a date (`@_alwaysEmitIntoClient`): only such a program links Foundation's
/// international data.
@MainActor
public enum _TextDateFormatting {
    @_alwaysEmitIntoClient
    public static func string(_ date: Date, style: Text.DateStyle, now: Date, environment: EnvironmentValues) -> String {
        let locale = environment.locale
        switch style._kind {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = environment.timeZone
            formatter.calendar = environment.calendar
            formatter.timeStyle = style._kind == .time ? .short : .none
            formatter.dateStyle = style._kind == .date ? .long : .none
            return formatter.string(from: date)
        case .relative:
            return units(seconds: wholeSeconds(date.timeIntervalSince(now)), locale: locale)
        case .offset:
            let seconds = date.timeIntervalSince(now)
            let whole = wholeSeconds(seconds)
            return (whole == 0 ? "" : (seconds > 0 ? "+" : "-")) + units(seconds: whole, locale: locale)
        case .timer:
            return timer(seconds: wholeSeconds(date.timeIntervalSince(now)), showsHours: true, locale: locale)
        }
    }

    /// The whole seconds shown for a distance to a date: rounded up before the date (a
    /// countdown reaches 0:00 at the date, not a second early), down after it. Either way
    /// the count changes at whole seconds from the date.
    @_alwaysEmitIntoClient
    public static func wholeSeconds(_ secondsToDate: Double) -> Double {
        secondsToDate > 0 ? secondsToDate.rounded(.up) : (-secondsToDate).rounded(.down)
    }

    /// "2 hours, 23 minutes": the two largest units, whole.
    @_alwaysEmitIntoClient
    public static func units(seconds: Double, locale: Locale) -> String {
        let whole = Int64(Swift.min(seconds.rounded(.down), 9e15))
        return Duration.seconds(whole).formatted(
            .units(allowed: [.weeks, .days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2).locale(locale))
    }

    /// "2:32", or "1:02:05" past an hour.
    @_alwaysEmitIntoClient
    public static func timer(seconds: Double, showsHours: Bool, locale: Locale) -> String {
        let whole = Int64(Swift.max(0, Swift.min(seconds.rounded(.down), 9e15)))
        let pattern: Duration.TimeFormatStyle.Pattern = showsHours && whole >= 3600 ? .hourMinuteSecond : .minuteSecond
        return Duration.seconds(whole).formatted(.time(pattern: pattern).locale(locale))
    }

    /// When a count of whole seconds from (or to) `anchor` next changes after `now`: at the
    /// next whole second from the anchor (nil: too far to count).
    public static func nextWholeSecond(after now: Date, countingFrom anchor: Date) -> Date? {
        let second: Int64 = 1_000_000_000
        let base = anchor.wallNanoseconds
        let (delta, overflow) = now.wallNanoseconds.subtractingReportingOverflow(base)
        guard !overflow else { return nil }
        if delta >= 0 { return Date(wallNanoseconds: Nanoseconds.sum(base, (delta / second + 1) * second)) }
        // Counting down: the whole seconds shown drop when the distance reaches the whole
        // second below it.
        return Date(wallNanoseconds: Nanoseconds.difference(base, ((-delta - 1) / second) * second))
    }
}
