import Foundation
import Panel

/// A control for picking a date: its day, its time of day, or both
/// (`displayedComponents`), in the environment's calendar, locale and time zone. Dates
/// outside the range given by `in:` cannot be picked: their days and wheel rows are grey,
/// and a pick past an end stops at it. Its look comes from the nearest `.datePickerStyle`
/// (compact by default); `.labelsHidden()` leaves the label out.
public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents

    @usableFromInline let selection: Binding<Date>
    @usableFromInline let lowerBound: Date?
    @usableFromInline let upperBound: Date?
    @usableFromInline let displayedComponents: DatePickerComponents
    @usableFromInline let calendar: @MainActor (EnvironmentValues) -> _DatePickerCalendar
    @usableFromInline let label: Label

    @usableFromInline
    init(selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: DatePickerComponents,
         calendar: @escaping @MainActor (EnvironmentValues) -> _DatePickerCalendar, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
        self.calendar = calendar
        self.label = label
    }

    public var body: some View {
        DatePickerBody(selection: selection, lowerBound: lowerBound, upperBound: upperBound,
                        components: displayedComponents, calendar: calendar, label: AnyView(label))
    }
}

extension DatePicker {
    /// A picker of any date.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of a date in `range`.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
                  displayedComponents: displayedComponents, calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of a date on or after `range`'s start.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: range.lowerBound, upperBound: nil, displayedComponents: displayedComponents,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }

    /// A picker of a date on or before `range`'s end.
    @_alwaysEmitIntoClient
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: range.upperBound, displayedComponents: displayedComponents,
                  calendar: _DatePickerCalendar.foundation, label: label())
    }
}

extension DatePicker where Label == Text {
    /// A picker of any date, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of any date, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date in `range`, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date in `range`, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date on or after `range`'s start, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date on or after `range`'s start, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of a date on or before `range`'s end, titled `titleKey`.
    @_alwaysEmitIntoClient
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of a date on or before `range`'s end, titled `title`.
    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
