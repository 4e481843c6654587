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

/// A type whose values a chart can place on an axis, as Swift Charts' `Plottable`: numbers,
/// dates and strings (the primitive ones), enums whose raw value is one of them, and any
/// type that says which primitive value stands for it (`primitivePlottable`) and how to
/// make it back from one (`init?(primitivePlottable:)`):
///
///     struct Celsius: Plottable {
///         var degrees: Double
///         var primitivePlottable: Double { degrees }
///         init?(primitivePlottable: Double) { degrees = primitivePlottable }
///     }
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    /// The number, date or string this value is placed as.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive value stands for (nil when none does).
    init?(primitivePlottable: PrimitivePlottable)

    var _plottedValue: _PlottedValue { get }
    /// The value a chart places at `plotted` (a `ChartProxy` reading a position), when
    /// this type can hold it.
    static func _value(plotted: _PlottedValue) -> Self?
}

extension Plottable {
    public var _plottedValue: _PlottedValue { primitivePlottable._plottedValue }
    public static func _value(plotted: _PlottedValue) -> Self? {
        PrimitivePlottable._value(plotted: plotted).flatMap(Self.init(primitivePlottable:))
    }
}

/// The primitive types stand for themselves.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Double: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(self) }
    public static func _value(plotted: _PlottedValue) -> Double? { plotted.continuous }
}
extension Float: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Float? { plotted.continuous.map { Float($0) } }
}
extension Int: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int? { plotted.wholeNumber.map { Int($0) } }
}
extension Int32: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int32? { plotted.wholeNumber.flatMap { Int32(exactly: $0) } }
}
extension Int64: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> Int64? { plotted.wholeNumber.flatMap { Int64(exactly: $0) } }
}
extension UInt: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .number(Double(self)) }
    public static func _value(plotted: _PlottedValue) -> UInt? { plotted.wholeNumber.flatMap { UInt(exactly: $0) } }
}
extension Date: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .date(timeIntervalSinceReferenceDate) }
    public static func _value(plotted: _PlottedValue) -> Date? {
        plotted.continuous.map { Date(timeIntervalSinceReferenceDate: $0) }
    }
}
extension String: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .category(self) }
    public static func _value(plotted: _PlottedValue) -> String? { plotted.text }
}
extension Substring: _PrimitivePlottable {
    public var _plottedValue: _PlottedValue { .category(String(self)) }
    public static func _value(plotted: _PlottedValue) -> Substring? { Substring(plotted.text) }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
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
