import SwiftUI

/// A value as a chart places it: a number, a date (seconds since the reference date) or a
/// category (discrete, in the order first seen).
public enum _PlottedValue: Hashable, Sendable {
    case number(Double)
    case date(Double)
    case category(String)

    /// Where a continuous value lies on its axis; nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let value), .date(let value): value
        case .category: nil
        }
    }

    var isDate: Bool { if case .date = self { true } else { false } }

    /// The text a category shows, or a continuous value's plain description.
    var text: String {
        switch self {
        case .number(let value): ChartNumberFormat.string(value, step: nil)
        case .date(let seconds): "\(Date(timeIntervalSinceReferenceDate: seconds))"
        case .category(let name): name
        }
    }
}

/// A type whose values a chart can place on an axis: numbers, dates, strings, and enums
/// whose raw value is one of them.
public protocol Plottable {
    var _plottedValue: _PlottedValue { get }
}

extension Double: Plottable { public var _plottedValue: _PlottedValue { .number(self) } }
extension Float: Plottable { public var _plottedValue: _PlottedValue { .number(Double(self)) } }
extension Int: Plottable { public var _plottedValue: _PlottedValue { .number(Double(self)) } }
extension Int32: Plottable { public var _plottedValue: _PlottedValue { .number(Double(self)) } }
extension Int64: Plottable { public var _plottedValue: _PlottedValue { .number(Double(self)) } }
extension UInt: Plottable { public var _plottedValue: _PlottedValue { .number(Double(self)) } }
extension Date: Plottable { public var _plottedValue: _PlottedValue { .date(timeIntervalSinceReferenceDate) } }
extension String: Plottable { public var _plottedValue: _PlottedValue { .category(self) } }
extension Substring: Plottable { public var _plottedValue: _PlottedValue { .category(String(self)) } }

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var _plottedValue: _PlottedValue { rawValue._plottedValue }
}

/// A labelled value for a mark's position or grouping: `.value("Hour", reading.time)`.
/// It keeps the value as the chart places it, so that its layout does not depend on
/// `Value`: marks read it without looking up the type of each `PlottableValue<Value>`.
public struct PlottableValue<Value: Plottable> {
    let plotted: PlottedDatum

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(plotted: PlottedDatum(value: value._plottedValue, unit: nil))
    }

    /// A date that stands for the whole `unit` it starts (a bar a day wide).
    public static func value<S: StringProtocol>(_ label: S, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value>
    where Value == Date {
        PlottableValue(plotted: PlottedDatum(value: value._plottedValue, unit: unit))
    }
}

/// A plotted value, as a mark keeps it. Its label (`.value("Hour", ...)`) names the value
/// for the reader of the code and for accessibility; a chart draws nothing from it, so a
/// mark does not carry it (copying many marks copies no strings).
struct PlottedDatum: Hashable {
    var value: _PlottedValue
    var unit: Calendar.Component?
}
