import PanelBase

/// What the edit menu and the shortcuts Ctrl+X, Ctrl+C, Ctrl+V and Ctrl+A do with a
/// field's selection and the app's pasteboard.
enum TextEditCommand: CaseIterable, Equatable {
    case cut, copy, paste, selectAll

    /// The edit menu's label.
    var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .selectAll: "Select All"
        }
    }
}

extension EditableText {
    /// Whether `command` does something now: cutting and copying need a selection (and
    /// a secure field never gives its text away), pasting needs copied text, selecting
    /// all needs text not all selected yet.
    func canPerform(_ command: TextEditCommand, on state: TextEditingState) -> Bool {
        switch command {
        case .cut, .copy: return state.hasSelection && !isSecure
        case .paste: return Pasteboard.general.hasStrings
        case .selectAll: return !state.text.isEmpty && state.selection != 0..<state.text.count
        }
    }

    /// Does `command` (nothing when it cannot: `canPerform`).
    func perform(_ command: TextEditCommand) {
        let before = editing
        guard canPerform(command, on: before) else { return }
        var state = before
        switch command {
        case .copy:
            Pasteboard.general.string = String(Array(state.text)[state.selection])
            showsMenu = false
            return
        case .cut:
            Pasteboard.general.string = String(Array(state.text)[state.selection])
            state.deleteBackward()
        case .paste:
            var pasted = Pasteboard.general.string ?? ""
            // A field of one line takes pasted lines as one.
            if mode == .singleLine { pasted = String(pasted.map { $0 == "\n" || $0 == "\r" ? " " : $0 }) }
            state.insert(pasted, allowsNewlines: mode != .singleLine)
        case .selectAll:
            state.selectAll()
            apply(state)
            return
        }
        history.record(.other, before: before, after: state, at: memory.now())
        showsMenu = false
        showsHandles = false
        apply(state)
    }
}
