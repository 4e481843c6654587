import PanelBase

/// What a text field's value holds, for the on-screen keyboard: the layout it shows (a
/// number pad for `.numberPad` and `.decimalPad`).
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// When the on-screen keyboard starts capitals by itself.
public struct TextInputAutocapitalization: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case never, words, sentences, characters }
    let kind: Kind
    public static let never = TextInputAutocapitalization(kind: .never)
    public static let words = TextInputAutocapitalization(kind: .words)
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    public static let characters = TextInputAutocapitalization(kind: .characters)
}

/// The label of the on-screen keyboard's Return key.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "Done")
    public static let go = SubmitLabel(name: "Go")
    public static let send = SubmitLabel(name: "Send")
    public static let join = SubmitLabel(name: "Join")
    public static let route = SubmitLabel(name: "Route")
    public static let search = SubmitLabel(name: "Search")
    public static let `return` = SubmitLabel(name: "Return")
    public static let next = SubmitLabel(name: "Next")
    public static let `continue` = SubmitLabel(name: "Continue")
}

/// Which fields' submissions `.onSubmit` hears.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

private struct KeyboardTypeKey: EnvironmentKey { static let defaultValue = UIKeyboardType.default }
private struct AutocapitalizationKey: EnvironmentKey { static let defaultValue: TextInputAutocapitalization? = nil }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct SubmitLabelKey: EnvironmentKey { static let defaultValue = SubmitLabel.return }
private struct SubmitActionsKey: EnvironmentKey { static let defaultValue: [SubmitAction] = [] }
private struct SecureTextEntryKey: EnvironmentKey { static let defaultValue = false }

/// An `.onSubmit` action and the submissions it hears.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
}

extension EnvironmentValues {
    public var keyboardType: UIKeyboardType {
        get { self[KeyboardTypeKey.self] }
        set { self[KeyboardTypeKey.self] = newValue }
    }
    public var textInputAutocapitalization: TextInputAutocapitalization? {
        get { self[AutocapitalizationKey.self] }
        set { self[AutocapitalizationKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
    public var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
    /// Whether the field typed into shows dots (a `SecureField`).
    var isSecureTextEntry: Bool {
        get { self[SecureTextEntryKey.self] }
        set { self[SecureTextEntryKey.self] = newValue }
    }
    /// The `.onSubmit` actions around a field, innermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { environment(\.keyboardType, type) }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        environment(\.textInputAutocapitalization, autocapitalization)
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environment(\.autocorrectionDisabled, disable) }
    public func disableAutocorrection(_ disable: Bool?) -> some View { environment(\.autocorrectionDisabled, disable ?? false) }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { environment(\.submitLabel, submitLabel) }

    /// Runs `action` when a field inside is submitted (Return typed into it).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.insert(SubmitAction(triggers: triggers, action: action), at: 0) }
    }
}
