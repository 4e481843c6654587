import Foundation
import Panel

/// A month's calendar: the month's title with buttons to the month before and after, the
/// days of the week, then six weeks of days; a tap on a day picks it (keeping the time of
/// day). Days outside the range are grey and cannot be tapped. A tap on the title turns
/// the days into month and year wheels, for a month far away. With the time of day, a row
/// below shows it; a tap there turns the days into hour and minute wheels.
struct GraphicalDatePickerBody: View {
    let model: DatePickerModel
    /// The days picked, when several can be (a `MultiDatePicker`); nil: the selection's.
    var multipleDays: MultipleDays? = nil
    /// The month shown, when moved away from the selection's.
    @State private var shownMonth: _DateFields?
    @State private var page = Page.days
    @Environment(\.isEnabled) private var isEnabled

    enum Page { case days, monthAndYear, time }

    static let cellHeight: CGFloat = 44

    var body: some View {
        let selected = model.fields
        let month = shownMonth.map { shown in
            // The shown month, at the selection's time of day.
            var fields = shown
            fields.hour = selected.hour
            fields.minute = selected.minute
            return fields
        } ?? selected
        let showsDate = model.components.contains(.date)
        let showsTime = model.components.contains(.hourAndMinute)
        return VStack(alignment: .leading, spacing: 0) {
            if showsDate {
                header(month)
                switch page {
                case .days: days(month, selected: selected)
                case .monthAndYear:
                    DatePickerWheels(fields: monthBinding(month), model: model,
                                     columns: DatePickerWheels.dateColumns(model.calendar, kinds: [.month, .year]))
                        .frame(maxWidth: .infinity)
                        .frame(height: Self.cellHeight * 7)
                case .time:
                    timeWheels.frame(maxWidth: .infinity).frame(height: Self.cellHeight * 7)
                }
            }
            if showsTime {
                if showsDate {
                    timeRow(selected)
                } else {
                    timeWheels.frame(maxWidth: .infinity)
                }
            }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }

    /// "November 2023 >" and the buttons to the month before and after.
    private func header(_ month: _DateFields) -> some View {
        let calendar = model.calendar
        let previous = calendar.addingMonths(month, -1), next = calendar.addingMonths(month, 1)
        return HStack(spacing: 0) {
            Button {
                withAnimation { page = page == .monthAndYear ? .days : .monthAndYear }
            } label: {
                HStack(spacing: 6) {
                    Text(verbatim: calendar.monthTitle(month))
                        .font(.system(size: 20, weight: .semibold))
                        .lineLimit(1)
                        .fixedSize()
                        .foregroundStyle(page == .monthAndYear ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.primary))
                    Image(systemName: page == .monthAndYear ? "chevron.down" : "chevron.right")
                        .font(.system(size: 16, weight: .semibold))
                        .foregroundStyle(.tint)
                }
                .frame(minHeight: Self.cellHeight)
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            Spacer(minLength: 8)
            if page == .days {
                monthButton("chevron.left", "Previous Month", to: previous)
                monthButton("chevron.right", "Next Month", to: next)
            }
        }
        .padding(.horizontal, 8)
    }

    private func monthButton(_ symbol: String, _ name: String, to month: _DateFields?) -> some View {
        let reachable = month.map(model.canPick(month:)) ?? false
        return Button {
            if let month { shownMonth = month }
        } label: {
            Image(systemName: symbol)
                .font(.system(size: 22, weight: .semibold))
                .foregroundStyle(reachable ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(white: 0.72)))
                .frame(width: Self.cellHeight, height: Self.cellHeight)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!reachable)
        .accessibilityLabel(name)
    }

    /// The days of the week, then six weeks of the month's days.
    private func days(_ month: _DateFields, selected: _DateFields) -> some View {
        let calendar = model.calendar
        var first = month
        first.day = 1
        let leading = calendar.weekdayColumn(first), count = calendar.daysInMonth(month)
        let symbols = calendar.weekdaySymbols()
        return VStack(spacing: 0) {
            HStack(spacing: 0) {
                ForEach(0..<symbols.count) { index in
                    Text(verbatim: symbols[index])
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(Color.secondary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: 24)
            ForEach(0..<6) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7) { column in
                        let day = week * 7 + column - leading + 1
                        if day >= 1 && day <= count {
                            dayCell(day, of: month, selected: selected)
                        } else {
                            Color.clear.frame(maxWidth: .infinity, minHeight: Self.cellHeight, maxHeight: Self.cellHeight)
                        }
                    }
                }
            }
        }
    }

    private func dayCell(_ day: Int, of month: _DateFields, selected: _DateFields) -> some View {
        var fields = month
        fields.day = day
        let isSelected = multipleDays?.contains(fields) ?? fields.isSameDay(as: selected)
        let reachable = model.canPick(day: fields)
        let picked = fields
        return Button {
            // The day picked, at the selection's time of day.
            if let multipleDays {
                // The calendar stays on this month whichever day is now the earliest.
                var first = picked
                first.day = 1
                shownMonth = first
                multipleDays.toggle(picked)
            } else {
                model.select(picked)
                shownMonth = nil
            }
        } label: {
            Text(verbatim: String(day))
                .font(.system(size: 20, weight: isSelected ? .semibold : .regular))
                .foregroundStyle(isSelected ? Color.white : reachable ? Color.primary : Color(white: 0.72))
                .frame(width: 40, height: 40)
                .background { if isSelected { Circle().fill(.tint) } }
                .frame(maxWidth: .infinity, minHeight: Self.cellHeight, maxHeight: Self.cellHeight)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(!reachable)
    }

    /// "Time" and the selection's time of day; a tap shows the hour and minute wheels
    /// instead of the days (and a second tap the days again).
    private func timeRow(_ selected: _DateFields) -> some View {
        HStack {
            Text("Time").font(.system(size: 20))
            Spacer()
            Button {
                withAnimation { page = page == .time ? .days : .time }
            } label: {
                Text(verbatim: model.calendar.timeText(model.shown))
                    .font(.system(size: 20))
                    .foregroundStyle(page == .time ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.primary))
                    .padding(.horizontal, 12)
                    .frame(minHeight: 36)
                    .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.92)))
                    .frame(minHeight: Self.cellHeight)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
        }
        .padding(.horizontal, 8)
    }

    private var timeWheels: some View {
        DatePickerWheels(fields: Binding(get: { model.fields }, set: { model.select($0) }), model: model,
                         columns: DatePickerWheels.timeColumns(model.calendar))
    }

    /// The month and year wheels' fields: the shown month; turning them moves the calendar,
    /// not the selection.
    private func monthBinding(_ month: _DateFields) -> Binding<_DateFields> {
        let shownMonth = $shownMonth
        return Binding(get: { month }, set: { fields in
            var first = fields
            first.day = 1
            shownMonth.wrappedValue = first
        })
    }
}

/// The days a calendar that picks several shows as picked, and what a tap on one does.
struct MultipleDays {
    let contains: (_DateFields) -> Bool
    let toggle: (_DateFields) -> Void
}
