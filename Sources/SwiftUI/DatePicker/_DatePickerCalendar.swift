import Foundation
import Panel

/// What a date picker asks of the environment's calendar, locale and time zone, as
/// functions. They are made by `foundation(_:)`, which is emitted into the program that
/// makes a date picker (`@_alwaysEmitIntoClient`): only such a program links Foundation's
/// calendars and international data (docs/app.md); the picker's views call them.
public struct _DatePickerCalendar {
    /// A date's fields.
    public var fields: (Date) -> _DateFields
    /// The date the fields name (nil: none).
    public var date: (_DateFields) -> Date?
    /// How many days the fields' month has.
    public var daysInMonth: (_DateFields) -> Int
    /// How many months the fields' year has.
    public var monthsInYear: (_DateFields) -> Int
    /// The same day and time `count` months later (earlier when negative); nil past the
    /// calendar's ends.
    public var addingMonths: (_DateFields, Int) -> _DateFields?
    /// Where the fields' day falls in a week, 0 for the locale's first weekday.
    public var weekdayColumn: (_DateFields) -> Int
    /// The days of the week, short, from the locale's first weekday.
    public var weekdaySymbols: () -> [String]
    /// The months' names, from the first.
    public var monthSymbols: () -> [String]
    /// The fields' month and year as a title ("November 2023").
    public var monthTitle: (_DateFields) -> String
    /// A date's day, medium ("Nov 14, 2023").
    public var dateText: (Date) -> String
    /// A date's time of day, short ("10:13 PM").
    public var timeText: (Date) -> String
    /// Whether the locale counts hours 1 to 12 with a before- and after-noon mark, and
    /// the two marks.
    public var twelveHourClock: () -> (isUsed: Bool, am: String, pm: String)
    /// The order the locale writes a date's year, month and day in.
    public var dateFieldOrder: () -> [_DateFieldKind]
    /// The fields' day as a `MultiDatePicker` gives it: its calendar, era, year, month
    /// and day.
    public var dayComponents: (_DateFields) -> DateComponents

    public init(fields: @escaping (Date) -> _DateFields, date: @escaping (_DateFields) -> Date?,
                daysInMonth: @escaping (_DateFields) -> Int, monthsInYear: @escaping (_DateFields) -> Int,
                addingMonths: @escaping (_DateFields, Int) -> _DateFields?, weekdayColumn: @escaping (_DateFields) -> Int,
                weekdaySymbols: @escaping () -> [String], monthSymbols: @escaping () -> [String],
                monthTitle: @escaping (_DateFields) -> String, dateText: @escaping (Date) -> String,
                timeText: @escaping (Date) -> String,
                twelveHourClock: @escaping () -> (isUsed: Bool, am: String, pm: String),
                dateFieldOrder: @escaping () -> [_DateFieldKind],
                dayComponents: @escaping (_DateFields) -> DateComponents) {
        self.fields = fields
        self.date = date
        self.daysInMonth = daysInMonth
        self.monthsInYear = monthsInYear
        self.addingMonths = addingMonths
        self.weekdayColumn = weekdayColumn
        self.weekdaySymbols = weekdaySymbols
        self.monthSymbols = monthSymbols
        self.monthTitle = monthTitle
        self.dateText = dateText
        self.timeText = timeText
        self.twelveHourClock = twelveHourClock
        self.dateFieldOrder = dateFieldOrder
        self.dayComponents = dayComponents
    }

    /// The functions over the environment's calendar, in its locale and time zone.
    @_alwaysEmitIntoClient @MainActor
    public static func foundation(_ environment: EnvironmentValues) -> _DatePickerCalendar {
        var calendar = environment.calendar
        let locale = environment.locale
        calendar.locale = locale
        calendar.timeZone = environment.timeZone
        let units: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]
        func components(_ fields: _DateFields) -> DateComponents {
            DateComponents(era: fields.era, year: fields.year, month: fields.month, day: fields.day, hour: fields.hour,
                           minute: fields.minute, second: fields.second, nanosecond: fields.nanosecond)
        }
        func fields(_ date: Date) -> _DateFields {
            let parts = calendar.dateComponents(units, from: date)
            return _DateFields(era: parts.era ?? 1, year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1,
                               hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0,
                               nanosecond: parts.nanosecond ?? 0)
        }
        func noon(_ fields: _DateFields, day: Int? = nil) -> Date? {
            calendar.date(from: components(_DateFields(era: fields.era, year: fields.year, month: fields.month,
                                                       day: day ?? fields.day, hour: 12, minute: 0, second: 0, nanosecond: 0)))
        }
        func formatter(template: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate(template)
            return formatter
        }
        return _DatePickerCalendar(
            fields: fields,
            date: { calendar.date(from: components($0)) },
            daysInMonth: { fields in
                // Measured from the month's first: the fields' day may be past its end.
                noon(fields, day: 1).flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 30
            },
            monthsInYear: { fields in
                noon(fields, day: 1).flatMap { calendar.range(of: .month, in: .year, for: $0)?.count } ?? 12
            },
            addingMonths: { start, count in
                var first = start
                first.day = 1
                guard let date = noon(first), let moved = calendar.date(byAdding: .month, value: count, to: date) else {
                    return nil
                }
                var result = fields(moved)
                result.hour = start.hour
                result.minute = start.minute
                result.second = start.second
                result.nanosecond = start.nanosecond
                return result
            },
            weekdayColumn: { fields in
                guard let date = noon(fields) else { return 0 }
                return (calendar.component(.weekday, from: date) - calendar.firstWeekday + 7) % 7
            },
            weekdaySymbols: {
                let symbols = calendar.shortStandaloneWeekdaySymbols
                let first = Swift.max(0, Swift.min(calendar.firstWeekday - 1, symbols.count))
                return (Array(symbols[first...]) + Array(symbols[..<first])).map { $0.uppercased(with: locale) }
            },
            monthSymbols: { calendar.standaloneMonthSymbols },
            monthTitle: { fields in noon(fields, day: 1).map { formatter(template: "yMMMM").string(from: $0) } ?? "" },
            dateText: { formatter(template: "yMMMd").string(from: $0) },
            timeText: { date in
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.calendar = calendar
                formatter.timeZone = calendar.timeZone
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                return formatter.string(from: date)
            },
            twelveHourClock: {
                // The pattern's letters, without its quoted words ("HH 'h'" in French).
                let pattern = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a")
                    .split(separator: "'", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined()
                let formatter = DateFormatter()
                formatter.locale = locale
                return (pattern.contains("a") || pattern.contains("h") || pattern.contains("K"),
                        formatter.amSymbol, formatter.pmSymbol)
            },
            dateFieldOrder: {
                let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d y"
                let marks: [(Character, _DateFieldKind)] = [("y", .year), ("M", .month), ("L", .month), ("d", .day)]
                var found: [(String.Index, _DateFieldKind)] = []
                for (mark, kind) in marks where !found.contains(where: { $0.1 == kind }) {
                    if let index = pattern.firstIndex(of: mark) { found.append((index, kind)) }
                }
                let order = found.sorted { $0.0 < $1.0 }.map(\.1)
                return order.count == 3 ? order : [.month, .day, .year]
            },
            dayComponents: { fields in
                DateComponents(calendar: calendar, era: fields.era, year: fields.year, month: fields.month, day: fields.day)
            })
    }
}
