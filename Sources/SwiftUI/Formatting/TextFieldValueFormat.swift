import Foundation
import Panel

extension TextField where Label == Text {
    /// A field editing `value` through its text in `format` (`.number`, `.percent`,
    /// `.currency(code:)`...), in the environment's locale: it shows the value formatted,
    /// and parses what was typed into it when Return is typed or focus leaves; text that
    /// does not parse leaves the value as it was, and the field shows it again.
    @_alwaysEmitIntoClient
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatting: _TextFieldFormatting(
            format: { environment in format.locale(environment.locale).format(value.wrappedValue) },
            parse: { text, environment in
                if let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) { value.wrappedValue = parsed }
            }), label: Text(titleKey), prompt: prompt)
    }

    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatting: _TextFieldFormatting(
            format: { environment in format.locale(environment.locale).format(value.wrappedValue) },
            parse: { text, environment in
                if let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) { value.wrappedValue = parsed }
            }), label: Text(title), prompt: prompt)
    }

    /// A field editing an optional value: empty text is nil.
    @_alwaysEmitIntoClient
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatting: _TextFieldFormatting(
            format: { environment in value.wrappedValue.map { format.locale(environment.locale).format($0) } ?? "" },
            parse: { text, environment in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            }), label: Text(titleKey), prompt: prompt)
    }

    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(_formatting: _TextFieldFormatting(
            format: { environment in value.wrappedValue.map { format.locale(environment.locale).format($0) } ?? "" },
            parse: { text, environment in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.locale(environment.locale).parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            }), label: Text(title), prompt: prompt)
    }
}
