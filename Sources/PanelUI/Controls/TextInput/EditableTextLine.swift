import PanelBase

/// What a `TextField` shows and does: its text (or prompt) with a caret while focused,
/// in the field style's frame; taps focus it, typed keys edit it.
struct EditableTextLine: View {
    let text: Binding<String>
    let prompt: Text?
    let isSecure: Bool
    @FocusState private var isFocused: Bool
    @State private var caret: Int?
    @Environment(\.textFieldStyleKind) private var style
    @Environment(\.submitActions) private var submitActions
    @Environment(\.isEnabled) private var isEnabled

    /// The text and caret as they stand (the caret at the end until placed).
    private var editing: TextEditingState { TextEditingState(text: text.wrappedValue, caret: caret) }

    var body: some View {
        let state = editing
        return HStack(spacing: 0) {
            if state.text.isEmpty {
                if isFocused { caretMark }
                (prompt ?? Text("")).foregroundStyle(.secondary).lineLimit(1)
            } else {
                shown(state.beforeCaret)
                if isFocused { caretMark }
                shown(state.afterCaret)
            }
        }
        .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
        .clipped()
        .padding(.horizontal, style == .roundedBorder ? 8 : 0)
        .padding(.vertical, style == .roundedBorder ? 6 : 0)
        .background(border)
        .contentShape(Rectangle())
        .onTapGesture {
            guard isEnabled else { return }
            isFocused = true
            caret = nil
        }
        .onKeyPress(phases: [.down, .repeat]) { press in edit(with: press) }
        .focusable(interactions: .edit)
        .focused($isFocused)
        // For the on-screen keyboard: a secure field starts no capitals by itself.
        .environment(\.isSecureTextEntry, isSecure)
    }

    private func shown(_ part: Substring) -> some View {
        Text(isSecure ? String(repeating: "•", count: part.count) : String(part)).lineLimit(1).fixedSize()
    }

    private var caretMark: some View {
        Rectangle().fill(.tint).frame(width: 2, height: 20)
    }

    @ViewBuilder private var border: some View {
        if style == .roundedBorder {
            RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: isFocused ? 0.45 : 0.75), lineWidth: 1)
        }
    }

    /// Edits the text with a key typed while focused; keys a field does not take (Tab,
    /// Escape, Up and Down) go on to focus navigation.
    private func edit(with press: KeyPress) -> KeyPress.Result {
        var state = editing
        let shortcut = !press.modifiers.intersection([.control, .command]).isEmpty
        switch press.key {
        case .delete: state.deleteBackward()
        case .deleteForward: state.deleteForward()
        case .leftArrow: state.moveCaret(by: -1)
        case .rightArrow: state.moveCaret(by: 1)
        case .home: state.moveCaretToStart()
        case .end: state.moveCaretToEnd()
        case .return:
            for submit in submitActions where submit.triggers.contains(.text) { submit.action() }
            return .handled
        case .tab, .escape, .upArrow, .downArrow, .pageUp, .pageDown:
            return .ignored
        default:
            guard !shortcut, !press.characters.isEmpty else { return .ignored }
            state.insert(press.characters)
        }
        if state.text != text.wrappedValue { text.wrappedValue = state.text }
        caret = state.caret
        return .handled
    }
}
