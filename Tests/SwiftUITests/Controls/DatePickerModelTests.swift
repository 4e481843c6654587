import Foundation
import Testing
import Panel
@testable import SwiftUI

/// A date picker's calendar functions and its model: the fields of dates, which days,
/// months and years the range reaches, and how picks are kept in the month and the range.
@MainActor
@Suite struct DatePickerModelTests {
    private func calendar(_ locale: String, zone: String = "UTC") -> _DatePickerCalendar {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: zone)!
        environment.calendar = Calendar(identifier: .gregorian)
        return _DatePickerCalendar.foundation(environment)
    }

    private func fields(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> _DateFields {
        _DateFields(era: 1, year: year, month: month, day: day, hour: hour, minute: minute, second: 0, nanosecond: 0)
    }

    private func model(_ calendar: _DatePickerCalendar, _ lower: _DateFields?, _ upper: _DateFields?,
                       selection: Binding<Date> = .constant(Date(timeIntervalSince1970: 1_700_000_000))) -> DatePickerModel {
        DatePickerModel(selection: selection, lowerBound: lower.flatMap(calendar.date), upperBound: upper.flatMap(calendar.date),
                        calendar: calendar, components: [.date, .hourAndMinute])
    }

    @Test func fieldsRoundTripAndMonthsHaveTheirLengths() throws {
        let utc = calendar("en_US")
        let date = try #require(utc.date(fields(2024, 2, 29, 13, 45)))
        #expect(utc.fields(date) == fields(2024, 2, 29, 13, 45))
        #expect(utc.daysInMonth(fields(2024, 2, 31)) == 29 && utc.daysInMonth(fields(2023, 2, 1)) == 28)
        #expect(utc.monthsInYear(fields(2023, 5, 1)) == 12)
        #expect(utc.addingMonths(fields(2023, 12, 31, 8), 1) == fields(2024, 1, 1, 8))
        #expect(utc.addingMonths(fields(2023, 1, 15), -1) == fields(2022, 12, 1))
    }

    @Test func theLocaleOrdersTheWeekTheFieldsAndTheClock() {
        let english = calendar("en_US"), german = calendar("de_DE"), french = calendar("fr_FR")
        // 2023-11-01 was a Wednesday: the fourth column from Sunday, the third from Monday.
        #expect(english.weekdayColumn(fields(2023, 11, 1)) == 3 && german.weekdayColumn(fields(2023, 11, 1)) == 2)
        #expect(english.weekdaySymbols().first == "SUN" && english.weekdaySymbols().count == 7)
        #expect(english.dateFieldOrder() == [.month, .day, .year] && german.dateFieldOrder() == [.day, .month, .year])
        #expect(english.twelveHourClock().isUsed && !german.twelveHourClock().isUsed)
        // French writes "HH 'h'": the quoted h is a word, not a 12-hour field.
        #expect(!french.twelveHourClock().isUsed)
        #expect(english.monthTitle(fields(2023, 11, 14)) == "November 2023")
        #expect(german.monthSymbols()[2] == "März")
    }

    @Test func aDayCanBePickedWhenAnyOfItIsInTheRange() {
        let utc = calendar("en_US")
        let range = model(utc, fields(2023, 11, 10, 12), fields(2023, 11, 25, 8))
        #expect(!range.canPick(day: fields(2023, 11, 9)))
        #expect(range.canPick(day: fields(2023, 11, 10)) && range.canPick(day: fields(2023, 11, 25)))
        #expect(!range.canPick(day: fields(2023, 11, 26)))
        #expect(range.canPick(month: fields(2023, 11, 1)) && !range.canPick(month: fields(2023, 12, 1)))
        #expect(!range.canPick(month: fields(2023, 10, 31)))
        #expect(range.canPick(year: fields(2023, 1, 1)) && !range.canPick(year: fields(2024, 1, 1)))
        // A range ending at midnight does not reach the day that starts then.
        let toMidnight = model(utc, nil, fields(2023, 11, 25))
        #expect(toMidnight.canPick(day: fields(2023, 11, 25)) && !toMidnight.canPick(day: fields(2023, 11, 26)))
        let open = model(utc, nil, nil)
        #expect(open.canPick(day: fields(1900, 1, 1)) && open.canPick(day: fields(2400, 12, 31)))
    }

    @Test func aDayIsTheLocalDayOfTheTimeZone() {
        // In Berlin, 2023-11-10 starts at 23:00 UTC on the 9th.
        let berlin = calendar("de_DE", zone: "Europe/Berlin")
        let utcCalendar = calendar("en_US")
        let lower = utcCalendar.date(fields(2023, 11, 9, 23, 30))
        let picker = DatePickerModel(selection: .constant(Date()), lowerBound: lower, upperBound: nil, calendar: berlin,
                                     components: .date)
        #expect(!picker.canPick(day: fields(2023, 11, 9)) && picker.canPick(day: fields(2023, 11, 10)))
    }

    @Test func picksStayInTheirMonthAndInTheRange() throws {
        let utc = calendar("en_US")
        var picked = Date(timeIntervalSince1970: 0)
        let selection = Binding(get: { picked }, set: { picked = $0 })
        let range = model(utc, fields(2023, 1, 1), fields(2024, 6, 30, 18), selection: selection)
        range.select(fields(2023, 2, 31, 9))
        #expect(utc.fields(picked) == fields(2023, 2, 28, 9))
        range.select(fields(2025, 1, 1, 9))
        #expect(utc.fields(picked) == fields(2024, 6, 30, 18))
        range.select(fields(2022, 12, 31, 9))
        #expect(utc.fields(picked) == fields(2023, 1, 1))
        // What is shown of a selection outside the range is the nearest end.
        let outside = model(utc, fields(2023, 1, 1), nil, selection: .constant(Date(timeIntervalSince1970: 0)))
        #expect(outside.fields == fields(2023, 1, 1))
    }
}
