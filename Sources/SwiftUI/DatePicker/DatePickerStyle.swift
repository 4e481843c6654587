import Panel

/// How a `DatePicker` looks: `.compact` (the default, `.automatic`), `.graphical` or
/// `.wheel`. Panel's styles are its built-in ones only.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The built-in look this style stands for.
    var _kind: _DatePickerStyleKind { get }
}

/// The built-in date picker looks.
public enum _DatePickerStyleKind: Sendable {
    case compact, graphical, wheel
}

private struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: _DatePickerStyleKind { .compact }
}

extension EnvironmentValues {
    var datePickerStyle: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers in this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, style._kind)
    }
}

/// The default style: compact, as SwiftUI's is on a touch screen.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .compact }
}

/// A button showing the date (and one showing the time); a tap opens a calendar (or time
/// wheels) in a sheet.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .compact }
}

/// A month's calendar with buttons to the previous and next month, and the time below it.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .graphical }
}

/// Wheels for the month, day and year, and for the hour and minute.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _kind: _DatePickerStyleKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
