import PanelBase

/// Text of many lines a person edits: Return starts a new line, and the lines scroll
/// inside the editor, which takes the space it is offered. (Lines are not wrapped: a long
/// one scrolls sideways.)
public struct TextEditor: View {
    let text: Binding<String>

    public init(text: Binding<String>) { self.text = text }

    public var body: some View {
        EditableText(text: text, prompt: nil, isSecure: false, mode: .editor)
    }
}
