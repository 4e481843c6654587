import Panel

/// Which parts of a date a `DatePicker` shows and edits: the day (`.date`), the time of
/// day (`.hourAndMinute`), or both (the default).
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The year, month and day.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
