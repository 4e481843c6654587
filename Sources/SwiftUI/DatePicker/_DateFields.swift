import Panel

/// A date as a calendar names it: era, year, month, day and the time of day. What a date
/// picker's views show and change, one field at a time.
public struct _DateFields: Hashable, Sendable {
    public var era: Int
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var nanosecond: Int

    public init(era: Int, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, nanosecond: Int) {
        self.era = era
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// The same day at midnight.
    var startOfDay: _DateFields {
        var fields = self
        fields.hour = 0
        fields.minute = 0
        fields.second = 0
        fields.nanosecond = 0
        return fields
    }

    /// Whether both name the same month.
    func isSameMonth(as other: _DateFields) -> Bool {
        era == other.era && year == other.year && month == other.month
    }

    /// Whether both name the same day.
    func isSameDay(as other: _DateFields) -> Bool { isSameMonth(as: other) && day == other.day }
}

/// One of a date's fields a wheel turns.
public enum _DateFieldKind: Hashable, Sendable {
    case year, month, day
}

extension _DateFields {
    /// The field a wheel of `kind` turns.
    subscript(kind: _DateFieldKind) -> Int {
        get {
            switch kind {
            case .year: year
            case .month: month
            case .day: day
            }
        }
        set {
            switch kind {
            case .year: year = newValue
            case .month: month = newValue
            case .day: day = newValue
            }
        }
    }
}
