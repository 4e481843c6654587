import Foundation
import Panel

extension Text {
    /// A value shown with a format style, in the environment's locale (when the style
    /// takes a locale, as number, percent, date and measurement styles do):
    /// `Text(temperature, format: .number.precision(.fractionLength(1)))`.
    @_alwaysEmitIntoClient
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = _FormattedValue(input: input, format: format)
        self = Text._resolved(identity: AnyHashable(box)) { environment in
            box.format.locale(environment.locale).format(box.input)
        }
    }
}

/// A value and its format style, compared by both. (Not constrained to `FormatStyle`, so
/// that this module, linked into every app, names nothing of Foundation's formatting.)
public struct _FormattedValue<Input: Equatable, Format: Hashable>: Hashable, @unchecked Sendable {
    public let input: Input
    public let format: Format

    @_alwaysEmitIntoClient
    public init(input: Input, format: Format) {
        self.input = input
        self.format = format
    }

    @_alwaysEmitIntoClient
    public static func == (a: Self, b: Self) -> Bool { a.input == b.input && a.format == b.format }
    @_alwaysEmitIntoClient
    public func hash(into hasher: inout Hasher) { hasher.combine(format) }
}
