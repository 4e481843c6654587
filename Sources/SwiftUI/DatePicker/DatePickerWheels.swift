import Foundation
import Panel

/// Wheels side by side, one for each field of a date (`Picker`s in the wheel style): the
/// month, day and year in the locale's order, the hour, the minute and, on a 12-hour
/// clock, the half of the day. Rows that fall outside the picker's range are grey; turning
/// a wheel to one gives the nearest date in the range.
struct DatePickerWheels: View {
    enum Column: Hashable {
        case date(_DateFieldKind)
        case hour, minute, halfOfDay
    }

    /// The fields the wheels show and set (the selection, or the month a calendar shows).
    let fields: Binding<_DateFields>
    let model: DatePickerModel
    let columns: [Column]

    /// The columns for a date's fields in the locale's order.
    static func dateColumns(_ calendar: _DatePickerCalendar, kinds: Set<_DateFieldKind> = [.year, .month, .day]) -> [Column] {
        calendar.dateFieldOrder().filter(kinds.contains).map(Column.date)
    }

    /// The columns for a time of day on the locale's clock.
    static func timeColumns(_ calendar: _DatePickerCalendar) -> [Column] {
        calendar.twelveHourClock().isUsed ? [.hour, .minute, .halfOfDay] : [.hour, .minute]
    }

    private static let grey = Color(white: 0.72)

    var body: some View {
        let current = fields.wrappedValue
        return HStack(spacing: 0) {
            ForEach(columns, id: \.self) { column in
                wheel(column, current)
                    .frame(minWidth: 56, maxWidth: column == .date(.month) ? 200 : 100)
            }
        }
    }

    /// One wheel: its rows' values and words, and which rows are grey.
    private func wheel(_ column: Column, _ current: _DateFields) -> some View {
        let calendar = model.calendar
        let rows: [Int]
        let title: String
        let word: (Int) -> String
        let reachable: (Int) -> Bool
        var value = current
        switch column {
        case .date(.month):
            let names = calendar.monthSymbols()
            rows = Array(1...Swift.max(1, calendar.monthsInYear(current)))
            title = "Month"
            word = { names.indices.contains($0 - 1) ? names[$0 - 1] : String($0) }
            reachable = { value.month = $0; value.day = 1; return model.canPick(month: value) }
        case .date(.day):
            rows = Array(1...Swift.max(1, calendar.daysInMonth(current)))
            title = "Day"
            word = { String($0) }
            reachable = { value.day = $0; return model.canPick(day: value) }
        case .date(.year):
            rows = yearRows(around: current.year)
            title = "Year"
            word = { String($0) }
            // The rows are the range's years already.
            reachable = { _ in true }
        case .hour:
            let twelve = calendar.twelveHourClock().isUsed
            let afternoon = current.hour >= 12 ? 12 : 0
            rows = twelve ? Array(1...12) : Array(0...23)
            title = "Hour"
            word = { twelve ? String($0) : Self.twoDigits($0) }
            reachable = { value.hour = twelve ? $0 % 12 + afternoon : $0; value.minute = 0; return model.canPick(time: value, minutes: 60) }
        case .minute:
            rows = Array(0...59)
            title = "Minute"
            word = Self.twoDigits
            reachable = { value.minute = $0; return model.canPick(time: value, minutes: 1) }
        case .halfOfDay:
            let clock = calendar.twelveHourClock()
            rows = [0, 1]
            title = "AM/PM"
            word = { $0 == 0 ? clock.am : clock.pm }
            reachable = { value.hour = current.hour % 12 + $0 * 12; value.minute = 0
                          return model.canPick(time: value, minutes: 12 * 60) }
        }
        return Picker(title, selection: binding(column)) {
            ForEach(rows, id: \.self) { row in
                Text(verbatim: word(row))
                    .foregroundStyle(reachable(row) ? Color.primary : Self.grey)
                    .tag(row)
            }
        }
        .pickerStyle(.wheel)
    }

    /// What a wheel's rows stand for, read from and written into the fields.
    private func binding(_ column: Column) -> Binding<Int> {
        let fields = self.fields
        return Binding(get: {
            let current = fields.wrappedValue
            switch column {
            case .date(let kind): return current[kind]
            case .hour:
                let twelve = model.calendar.twelveHourClock().isUsed
                return twelve ? (current.hour % 12 == 0 ? 12 : current.hour % 12) : current.hour
            case .minute: return current.minute
            case .halfOfDay: return current.hour >= 12 ? 1 : 0
            }
        }, set: { row in
            var next = fields.wrappedValue
            switch column {
            case .date(let kind): next[kind] = row
            case .hour:
                let twelve = model.calendar.twelveHourClock().isUsed
                next.hour = twelve ? row % 12 + (next.hour >= 12 ? 12 : 0) : row
            case .minute: next.minute = row
            case .halfOfDay: next.hour = next.hour % 12 + row * 12
            }
            fields.wrappedValue = next
        })
    }

    /// The years a year wheel offers: a window of 150 around `year` that moves only every
    /// 50 years (so turning the wheel rarely changes its rows), within the range's years.
    private func yearRows(around year: Int) -> [Int] {
        let base = (year >= 0 ? year / 50 : (year - 49) / 50) * 50 - 50
        var low = base, high = base + 149
        if let lower = model.lowerBound { low = Swift.max(low, model.calendar.fields(lower).year) }
        if let upper = model.upperBound { high = Swift.min(high, model.calendar.fields(upper).year) }
        return low <= high ? Array(low...high) : [year]
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 && value >= 0 ? "0" + String(value) : String(value)
    }
}
