import Foundation
import Panel

/// A date picker's selection in its calendar and range: what its views show (the
/// selection, kept inside the range) and how they change it, one field at a time.
@MainActor
struct DatePickerModel {
    let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    let calendar: _DatePickerCalendar
    let components: DatePickerComponents

    /// The selection, clamped into the range (the picker never shows a date it could not
    /// pick).
    var shown: Date { clamped(selection.wrappedValue) }

    /// The shown date's fields.
    var fields: _DateFields { calendar.fields(shown) }

    /// Whether the range has an end: without one every day and time can be picked, and
    /// nothing needs to be asked of the calendar.
    var isBounded: Bool { lowerBound != nil || upperBound != nil }

    func clamped(_ date: Date) -> Date {
        var date = date
        if let upperBound, date > upperBound { date = upperBound }
        if let lowerBound, date < lowerBound { date = lowerBound }
        return date
    }

    /// Whether any instant from `start` up to `end` lies in the range.
    func reaches(from start: Date, to end: Date) -> Bool {
        if let lowerBound, end <= lowerBound { return false }
        if let upperBound, start > upperBound { return false }
        return true
    }

    /// Selects the date `fields` name, its day moved into its month (the 31st of a month
    /// of 30 days is the 30th) and the date clamped into the range.
    func select(_ fields: _DateFields) {
        var fields = fields
        fields.day = Swift.min(Swift.max(fields.day, 1), calendar.daysInMonth(fields))
        guard let date = calendar.date(fields) else { return }
        let picked = clamped(date)
        if picked != selection.wrappedValue { selection.wrappedValue = picked }
    }

    /// Whether a day (a cell of the calendar) can be picked: some of it is in the range.
    func canPick(day fields: _DateFields) -> Bool {
        guard isBounded else { return true }
        guard let start = calendar.date(fields.startOfDay) else { return false }
        var next = fields.startOfDay
        next.day += 1
        if next.day > calendar.daysInMonth(fields) {
            // The first of the next month (`addingMonths` starts from a month's first).
            guard let first = calendar.addingMonths(fields.startOfDay, 1) else { return reaches(from: start, to: .distantFuture) }
            next = first
        }
        let end = calendar.date(next) ?? start.addingTimeInterval(86_400)
        return reaches(from: start, to: end)
    }

    /// Whether any day of the fields' month can be picked.
    func canPick(month fields: _DateFields) -> Bool {
        guard isBounded else { return true }
        var first = fields.startOfDay
        first.day = 1
        guard let start = calendar.date(first) else { return false }
        let end = calendar.addingMonths(first, 1).flatMap(calendar.date) ?? .distantFuture
        return reaches(from: start, to: end)
    }

    /// Whether any month of the fields' year can be picked.
    func canPick(year fields: _DateFields) -> Bool {
        guard isBounded else { return true }
        var first = fields.startOfDay
        first.month = 1
        first.day = 1
        guard let start = calendar.date(first) else { return false }
        let end = calendar.addingMonths(first, calendar.monthsInYear(first)).flatMap(calendar.date) ?? .distantFuture
        return reaches(from: start, to: end)
    }

    /// Whether some minute of the fields' hour (with `minutes`: of that many minutes from
    /// the fields' minute) can be picked.
    func canPick(time fields: _DateFields, minutes: Int) -> Bool {
        guard isBounded else { return true }
        var start = fields
        start.second = 0
        start.nanosecond = 0
        guard let date = calendar.date(start) else { return false }
        return reaches(from: date, to: date.addingTimeInterval(Double(minutes) * 60))
    }
}
