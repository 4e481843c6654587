import Foundation

/// Calendar-aligned ticks for a date axis: the finest of the usual strides (seconds,
/// minutes, hours by 1, 2, 3, 6, 12, days, weeks, months, years) that gives at most
/// `desiredCount` parts; over a day, every 6 hours from midnight.
struct DateTicks {
    let component: Calendar.Component
    let count: Int

    static let strides: [(Calendar.Component, Int, Double)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 2, 7200), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200),
        (.day, 1, 86400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_746),
        (.month, 3, 7_889_238), (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760),
        (.year, 10, 315_569_520),
    ]

    static func automatic(span: Double, desiredCount: Int) -> DateTicks {
        for (component, count, seconds) in strides where span / seconds <= Double(max(1, desiredCount)) {
            return DateTicks(component: component, count: count)
        }
        return DateTicks(component: .year, count: max(1, Int((span / 31_556_952 / Double(max(1, desiredCount))).rounded(.up))))
    }

    /// The unit the stride restarts from: ticks every 6 hours start at midnight.
    private var alignment: Calendar.Component {
        switch component {
        case .second: .minute
        case .minute: .hour
        case .hour: .day
        case .day, .weekOfYear: .month
        default: .year
        }
    }

    func dates(from lower: Date, to upper: Date, calendar: Calendar) -> [Date] {
        guard lower <= upper else { return [] }
        let base: Date
        if component == .year {
            let year = calendar.component(.year, from: lower)
            let start = calendar.dateInterval(of: .year, for: lower)?.start ?? lower
            base = calendar.date(byAdding: .year, value: -(((year % count) + count) % count), to: start) ?? start
        } else if component == .weekOfYear {
            base = calendar.dateInterval(of: .weekOfYear, for: lower)?.start ?? lower
        } else {
            base = calendar.dateInterval(of: alignment, for: lower)?.start ?? lower
        }
        var dates: [Date] = []
        var step = 0
        while dates.count < 500, let date = calendar.date(byAdding: component, value: step * count, to: base) {
            if date > upper { break }
            if date >= lower { dates.append(date) }
            step += 1
        }
        return dates
    }

    /// The date format (a template for the locale) that tells ticks of this stride apart.
    var template: String {
        switch component {
        case .second: "jmmss"
        case .minute: "jmm"
        case .hour: "j"
        case .day, .weekOfYear: "MMMd"
        case .month: "MMM"
        default: "y"
        }
    }
}
