import Foundation
import Panel

extension Text {
    /// A value shown with a format style, in the environment's locale (when the style
    /// takes a locale, as number, percent, date and measurement styles do):
    /// `Text(temperature, format: .number.precision(.fractionLength(1)))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = FormattedValue(input: input, format: format)
        self.init(resolver: TextResolver(identity: AnyHashable(box)) { environment in
            box.formatted(locale: environment.locale)
        })
    }
}

/// A value and its format style, compared by both.
struct FormattedValue<F: FormatStyle>: Hashable where F.FormatInput: Equatable, F.FormatOutput == String {
    let input: F.FormatInput
    let format: F

    static func == (a: Self, b: Self) -> Bool { a.input == b.input && a.format == b.format }
    func hash(into hasher: inout Hasher) { hasher.combine(format) }

    /// The formatted string, in `locale` (`FormatStyle.locale(_:)` is a requirement:
    /// styles that take no locale return themselves).
    func formatted(locale: Locale) -> String { format.locale(locale).format(input) }
}
