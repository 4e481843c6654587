import Foundation
import Panel

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown with a format style, named by a title:
    /// `LabeledContent("Total", value: total, format: .currency(code: "EUR"))`.
    @_alwaysEmitIntoClient
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_alwaysEmitIntoClient @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}
