import PanelBase

extension Text {
    /// A case texts are shown in, whatever case their strings are written in.
    public enum Case: Hashable, Sendable {
        case uppercase
        case lowercase
    }
}

extension EnvironmentValues {
    /// The case the texts below are shown in (nil: as written).
    public var textCase: Text.Case? {
        get { textEnvironment.textCase }
        set { textEnvironment.textCase = newValue }
    }
}

/// Applies `.textCase(_:)` to a text's string.
enum TextCaseModifier {
    static func apply(_ textCase: Text.Case?, to string: String) -> String {
        switch textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
    }
}

extension View {
    /// Shows the texts in this view in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
