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
