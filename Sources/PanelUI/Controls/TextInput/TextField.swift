import PanelBase

/// A one-line field a person types into: a tap (or focus moved to it by keys or a dial)
/// gives it focus, and the keys typed then edit `text` at the caret: characters go in,
/// Backspace and Delete take whole characters, Left, Right, Home and End move the caret,
/// Return submits (`.onSubmit`).
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false

    public var body: some View {
        EditableTextLine(text: text, prompt: prompt ?? (label as? Text), isSecure: isSecure)
    }
}

extension TextField where Label == Text {
    /// A field showing `title` while empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    /// A field showing the translation of `titleKey` while empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// A field showing `prompt` while empty (`title` labels it).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    /// A field that may grow along `axis` (Panel keeps it to one line for now).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }
}

extension TextField {
    /// A field with a label view, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    init(text: Binding<String>, prompt: Text?, label: Label) {
        self.text = text
        self.prompt = prompt
        self.label = label
    }
}

/// A field whose characters are shown as dots (a password, a PIN).
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    public var body: some View { field }
}

extension SecureField where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField(text: text, prompt: nil, label: Text(title))
        field.isSecure = true
        self.field = field
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField(text: text, prompt: nil, label: Text(titleKey))
        field.isSecure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        var field = TextField(text: text, prompt: prompt, label: Text(title))
        field.isSecure = true
        self.field = field
    }
}
