import PanelBase

/// Text of many lines a person edits: Return starts a new line, a line wider than the
/// editor wraps, and the lines scroll inside the editor, which takes the space it is
/// offered.
public struct TextEditor: View {
    let text: Binding<String>
    var selection: Binding<TextSelection?>?

    public init(text: Binding<String>) { self.text = text }

    /// An editor whose selection `selection` reads and sets.
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.text = text
        self.selection = selection
    }

    public var body: some View {
        EditableText(text: text, prompt: nil, isSecure: false, mode: .editor, selection: selection)
    }
}
