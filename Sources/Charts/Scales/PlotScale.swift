import SwiftUI

/// One axis's scale: a continuous domain (numbers or dates) or categories in bands, and
/// the fraction of the axis (0 at its start, 1 at its end) where a value lies.
struct PlotScale {
    enum Kind {
        case continuous(lower: Double, upper: Double, isDate: Bool)
        case categorical([String])
    }
    var kind: Kind

    /// Where `value` lies, 0...1 (a category at the middle of its band).
    func fraction(_ value: _PlottedValue) -> Double? {
        switch kind {
        case .continuous(let lower, let upper, _):
            guard let number = value.continuous else { return nil }
            return upper > lower ? (number - lower) / (upper - lower) : 0.5
        case .categorical(let names):
            guard let index = names.firstIndex(of: value.text) else { return nil }
            return (Double(index) + 0.5) / Double(names.count)
        }
    }

    /// A category's band as a share of the axis (nil when continuous).
    var band: Double? {
        if case .categorical(let names) = kind { return 1 / Double(max(1, names.count)) }
        return nil
    }

    var isDate: Bool { if case .continuous(_, _, true) = kind { true } else { false } }

    /// The scale of the values `values` take, following the explicit `domain` if any:
    /// numbers rounded out to nice steps (with zero when `includesZero`), dates to their
    /// extent, categories in the order first seen.
    static func resolve(values findValues: () -> [_PlottedValue], includesZero: Bool, domain: _ScaleDomainValue?) -> PlotScale? {
        var zero = includesZero
        switch domain {
        case .range(let lower, let upper)?:
            if let low = lower.continuous, let high = upper.continuous {
                return PlotScale(kind: .continuous(lower: low, upper: high, isDate: lower.isDate))
            }
        case .values(let given)?:
            if given.contains(where: { $0.continuous == nil }) || given.isEmpty {
                return PlotScale(kind: .categorical(given.map(\.text)))
            }
            let numbers = given.compactMap(\.continuous)
            return PlotScale(kind: .continuous(lower: numbers.min()!, upper: numbers.max()!, isDate: given[0].isDate))
        case .automatic(let includes, _)?:
            if let includes { zero = includes }
        case nil:
            break
        }
        // The marks' values, looked for only when the domain does not say.
        let values = findValues()
        guard !values.isEmpty else { return nil }
        if values.contains(where: { $0.continuous == nil }) {
            var names: [String] = []
            var seen = Set<String>()
            for value in values where seen.insert(value.text).inserted { names.append(value.text) }
            return PlotScale(kind: .categorical(names))
        }
        var lower = Double.infinity, upper = -Double.infinity, hasDate = false
        for value in values {
            switch value {
            case .number(let number): lower = Swift.min(lower, number); upper = Swift.max(upper, number)
            case .date(let seconds): lower = Swift.min(lower, seconds); upper = Swift.max(upper, seconds); hasDate = true
            case .category: break
            }
        }
        if hasDate {
            if lower == upper { (lower, upper) = (lower - 43200, upper + 43200) }
            return PlotScale(kind: .continuous(lower: lower, upper: upper, isDate: true))
        }
        if zero { (lower, upper) = (min(lower, 0), max(upper, 0)) }
        if lower == upper { (lower, upper) = lower == 0 ? (0, 1) : (min(0, lower), max(0, upper)) }
        let (niceLower, niceUpper) = NiceNumbers.rounded(lower: lower, upper: upper, desiredCount: 5)
        return PlotScale(kind: .continuous(lower: niceLower, upper: niceUpper, isDate: false))
    }

    /// The values an axis marks, with their labels, as `values` asks.
    func ticks(_ values: AxisMarkValues, calendar: Calendar, locale: Locale, timeZone: TimeZone) -> [(value: _PlottedValue, label: String)] {
        switch kind {
        case .categorical(let names):
            if case .values(let given) = values.storage { return given.map { ($0, $0.text) } }
            return names.map { (.category($0), $0) }
        case .continuous(let lower, let upper, let isDate):
            if isDate {
                var strideTicks: DateTicks
                var dates: [Date]
                switch values.storage {
                case .dateStride(let component, let count): strideTicks = DateTicks(component: component, count: count)
                case .automatic(let desired): strideTicks = DateTicks.automatic(span: upper - lower, desiredCount: desired ?? 5)
                case .numberStride(let seconds):
                    strideTicks = DateTicks.automatic(span: seconds * 5, desiredCount: 5)
                case .values(let given):
                    strideTicks = DateTicks.automatic(span: upper - lower, desiredCount: 5)
                    dates = given.compactMap(\.continuous).map(Date.init(timeIntervalSinceReferenceDate:))
                    let formatter = Self.formatter(strideTicks, calendar, locale, timeZone)
                    return dates.map { (.date($0.timeIntervalSinceReferenceDate), formatter.string(from: $0)) }
                }
                dates = strideTicks.dates(from: Date(timeIntervalSinceReferenceDate: lower),
                                          to: Date(timeIntervalSinceReferenceDate: upper), calendar: calendar)
                let formatter = Self.formatter(strideTicks, calendar, locale, timeZone)
                return dates.map { (.date($0.timeIntervalSinceReferenceDate), formatter.string(from: $0)) }
            }
            let step: Double
            switch values.storage {
            case .numberStride(let given): step = given
            case .automatic(let desired): step = NiceNumbers.step(lower: lower, upper: upper, desiredCount: desired ?? 5)
            case .dateStride: step = NiceNumbers.step(lower: lower, upper: upper, desiredCount: 5)
            case .values(let given):
                return given.compactMap(\.continuous).map { (.number($0), ChartNumberFormat.string($0, step: nil)) }
            }
            return NiceNumbers.ticks(lower: lower, upper: upper, step: step).map { (.number($0), ChartNumberFormat.string($0, step: step)) }
        }
    }

    /// One formatter for all of an axis's dates.
    private static func formatter(_ ticks: DateTicks, _ calendar: Calendar, _ locale: Locale, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        formatter.setLocalizedDateFormatFromTemplate(ticks.template)
        return formatter
    }
}
