import Panel

/// A panel file's text or number field: typed text is checked when Return is pressed,
/// taken when it fits, and otherwise stays with the reason under it; leaving the field
/// without Return puts back what was taken last.
struct PanelFieldView: View {
    let label: String
    let placeholder: String
    let keyboard: UIKeyboardType
    /// The value taken last, as text.
    let committed: String
    let check: (String) -> String?
    let commit: (String) -> Void
    @State private var draft: String?
    @State private var problem: String?
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(label).font(.system(size: 20))
            TextField(placeholder, text: Binding(get: { draft ?? committed }, set: { draft = $0; problem = nil }))
                .textFieldStyle(.roundedBorder)
                .keyboardType(keyboard)
                .focused($isFocused)
                .onSubmit(take)
            Text(problem ?? " ")
                .font(.system(size: 14))
                .foregroundColor(.red)
        }
        .onChange(of: isFocused) { _, focused in
            if !focused, problem == nil { draft = nil }
        }
    }

    private func take() {
        let text = draft ?? committed
        if let reason = check(text) {
            problem = reason
            return
        }
        problem = nil
        draft = nil
        commit(text)
    }
}
