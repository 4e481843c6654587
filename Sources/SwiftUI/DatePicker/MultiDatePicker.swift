import Foundation
import Panel

/// A calendar for picking several days: a tap on a day adds it to `selection` (as the
/// day's calendar, era, year, month and day) or, when it is there, takes it out. Days
/// outside the range given by `in:` are grey and cannot be tapped. It opens on the month of
/// the earliest day picked, or else of today (kept in the range). The label is not shown.
public struct MultiDatePicker<Label: View>: View {
    @usableFromInline let selection: Binding<Set<DateComponents>>
    @usableFromInline let lowerBound: Date?
    /// The first instant after the range (ranges here exclude their end).
    @usableFromInline let endBound: Date?
    @usableFromInline let calendar: @MainActor (EnvironmentValues) -> _DatePickerCalendar
    @usableFromInline let label: Label

    @usableFromInline
    init(selection: Binding<Set<DateComponents>>, lowerBound: Date?, endBound: Date?,
         calendar: @escaping @MainActor (EnvironmentValues) -> _DatePickerCalendar, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.endBound = endBound
        self.calendar = calendar
        self.label = label
    }

    public var body: some View {
        MultiDatePickerBody(selection: selection, lowerBound: lowerBound, endBound: endBound, calendar: calendar)
    }
}

extension MultiDatePicker {
    /// A picker of any days.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, endBound: nil, calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of days in `bounds`.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: bounds.lowerBound, endBound: bounds.upperBound,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of days from `bounds`' start.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: bounds.lowerBound, endBound: nil,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of days before `bounds`' end.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, endBound: bounds.upperBound,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of any days, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of any days, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of days in `bounds`, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days in `bounds`, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of days from `bounds`' start, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days from `bounds`' start, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of days before `bounds`' end, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days before `bounds`' end, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// A multi-date picker's calendar, made from the environment it is shown in.
struct MultiDatePickerBody: View {
    let selection: Binding<Set<DateComponents>>
    let lowerBound: Date?
    let endBound: Date?
    let calendar: @MainActor (EnvironmentValues) -> _DatePickerCalendar
    @Environment(\.self) private var environment

    var body: some View {
        let calendar = self.calendar(environment)
        // The last instant in the range: a day is in it when it starts before the end.
        let upperBound = endBound.map { Date(timeIntervalSinceReferenceDate: $0.timeIntervalSinceReferenceDate.nextDown) }
        let picked = selection.wrappedValue
        // The month it opens on: the earliest picked day's, or today's.
        let earliest = picked.compactMap { components -> _DateFields? in
            guard let year = components.year, let month = components.month, let day = components.day else { return nil }
            return _DateFields(era: components.era ?? 1, year: year, month: month, day: day, hour: 12, minute: 0, second: 0,
                               nanosecond: 0)
        }.min { ($0.era, $0.year, $0.month, $0.day) < ($1.era, $1.year, $1.month, $1.day) }
        let anchor = earliest.flatMap(calendar.date) ?? Date()
        let model = DatePickerModel(selection: .constant(anchor), lowerBound: lowerBound, upperBound: upperBound,
                                    calendar: calendar, components: .date)
        let days = MultipleDays(contains: { fields in picked.contains { Self.names(fields, $0) } }, toggle: { fields in
            var set = selection.wrappedValue
            let matching = set.filter { Self.names(fields, $0) }
            if matching.isEmpty { set.insert(calendar.dayComponents(fields)) } else { set.subtract(matching) }
            selection.wrappedValue = set
        })
        return GraphicalDatePickerBody(model: model, multipleDays: days)
    }

    /// Whether `components` name the day `fields` do (their era too, when they give one).
    static func names(_ fields: _DateFields, _ components: DateComponents) -> Bool {
        components.year == fields.year && components.month == fields.month && components.day == fields.day
            && (components.era == nil || components.era == fields.era)
    }
}
