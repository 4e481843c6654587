import PanelBase

/// A field a person types into: a tap (or focus moved to it by keys or a dial) gives it
/// focus and places the caret, and the keys typed then edit `text` (`EditableText`).
/// Return submits (`.onSubmit`); a field made with `axis: .vertical` grows with its lines
/// instead, within `lineLimit`.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    var isSecure = false
    var axis = Axis.horizontal
    var formatting: _TextFieldFormatting?
    var selection: Binding<TextSelection?>?

    public var body: some View {
        EditableText(text: text, prompt: prompt ?? (label as? Text), isSecure: isSecure,
                     mode: axis == .vertical ? .growing : .singleLine, formatting: formatting, selection: selection)
            // Listed under its title, not the text typed in it (and never a secure field's).
            .modifier(_AccessibilityModifier(label: label as? Text))
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

    /// A field that grows along `axis`: with `.vertical`, downwards with its lines, between
    /// the `lineLimit` in the environment (`lineLimit(3)`, `lineLimit(2...5)`,
    /// `lineLimit(3, reservesSpace: true)`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: Text(titleKey), axis: axis)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: axis)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis)
    }

    /// A field whose selection `selection` reads and sets (nil: the caret at the end).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>,
                prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(titleKey), axis: axis ?? .horizontal)
        self.selection = selection
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>,
                                   prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title), axis: axis ?? .horizontal)
        self.selection = selection
    }

    /// A field editing a value through its text (the `SwiftUI` module's
    /// `TextField(_:value:format:)` makes one).
    public init(_formatting formatting: _TextFieldFormatting, label: Text, prompt: Text?) {
        self.init(text: .constant(""), prompt: prompt, label: label)
        self.formatting = formatting
    }
}

extension TextField {
    /// A field with a label view, showing `prompt` while empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    /// A field with a label view that grows along `axis`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label(), axis: axis)
    }

    init(text: Binding<String>, prompt: Text?, label: Label, axis: Axis = .horizontal) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.axis = axis
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

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        var field = TextField(text: text, prompt: prompt, label: Text(titleKey))
        field.isSecure = true
        self.field = field
    }
}
