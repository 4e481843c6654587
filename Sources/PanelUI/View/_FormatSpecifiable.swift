import PanelBase

/// A number `Text`'s string interpolation formats with a C format specifier, as SwiftUI's
/// does: `Text("\(temperature, specifier: "%.1f") °C")`.
public protocol _FormatSpecifiable: Equatable {
    /// The value as a printf argument.
    var _printfArgument: PrintfArgument { get }
    /// The specifier used when the interpolation names none (SwiftUI's: `%lld` for `Int`,
    /// `%lf` for `Double`, which shows six decimals).
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .signed(Int64(self)) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .signed(Int64(self)) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .signed(Int64(self)) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .signed(Int64(self)) }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .signed(self) }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .unsigned(UInt64(self)) }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .unsigned(self) }
    public var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .double(self) }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _printfArgument: PrintfArgument { .double(Double(self)) }
    public var _specifier: String { "%f" }
}
