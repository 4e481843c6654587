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
    /// The value a chart places at `plotted` (a `ChartProxy` reading a position), when
    /// this type can hold it.
    static func _value(plotted: _PlottedValue) -> Self?
}

extension Plottable {
    public static func _value(plotted: _PlottedValue) -> Self? { nil }
}

extension Double: Plottable {
    public var _plottedValue: _PlottedValue { .number(self) }
    public static func _value(plotted: _PlottedValue) -> Double? { plotted.continuous }
}
extension Float: Plottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Float? { plotted.continuous.map { Float($0) } }
}
extension Int: Plottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int? { plotted.wholeNumber.map { Int($0) } }
}
extension Int32: Plottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int32? { plotted.wholeNumber.flatMap { Int32(exactly: $0) } }
}
extension Int64: Plottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int64? { plotted.wholeNumber.flatMap { Int64(exactly: $0) } }
}
extension UInt: Plottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> UInt? { plotted.wholeNumber.flatMap { UInt(exactly: $0) } }
}
extension Date: Plottable {
    public var _plottedValue: _PlottedValue { .date(timeIntervalSinceReferenceDate) }
    public static func _value(plotted: _PlottedValue) -> Date? {
        plotted.continuous.map { Date(timeIntervalSinceReferenceDate: $0) }
    }
}
extension String: Plottable {
    public var _plottedValue: _PlottedValue { .category(self) }
    public static func _value(plotted: _PlottedValue) -> String? { plotted.text }
}
extension Substring: Plottable {
    public var _plottedValue: _PlottedValue { .category(String(self)) }
    public static func _value(plotted: _PlottedValue) -> Substring? { Substring(plotted.text) }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var _plottedValue: _PlottedValue { rawValue._plottedValue }
    public static func _value(plotted: _PlottedValue) -> Self? { RawValue._value(plotted: plotted).flatMap(Self.init(rawValue:)) }
}

extension _PlottedValue {
    /// A continuous value rounded to the nearest whole number (nil when out of range).
    var wholeNumber: Double? {
        guard let value = continuous?.rounded(), value.isFinite, Swift.abs(value) < 9e15 else { return nil }
        return value
    }
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
