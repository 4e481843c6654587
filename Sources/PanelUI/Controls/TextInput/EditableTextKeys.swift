import PanelBase

extension EditableText {
    /// Edits the text with a key typed while focused: Ctrl+X, Ctrl+C and Ctrl+V cut, copy
    /// and paste through the app's pasteboard, Ctrl+A selects all, Ctrl+Z undoes and
    /// Ctrl+Shift+Z or Ctrl+Y redoes. Keys a field does not take (Tab, Escape; Up and Down
    /// in a field of one line) go on to focus navigation.
    func edit(with press: KeyPress) -> KeyPress.Result {
        let before = editing
        var state = before
        let extending = press.modifiers.contains(.shift)
        let shortcut = !press.modifiers.intersection([.control, .command]).isEmpty
        let layout = memory.layout
        // Keys edit on their own: the touch's handles and menu go.
        showsMenu = false
        showsHandles = false
        var kind = TextUndoHistory.EditKind.other
        switch press.key {
        case .delete:
            state.deleteBackward()
            kind = .deleting
        case .deleteForward:
            state.deleteForward()
            kind = .deleting
        case .leftArrow, .rightArrow:
            let right = press.key == .rightArrow
            if state.hasSelection, !extending {
                // A selection collapses to its edge that way on screen.
                let paragraphRightToLeft = layout?.lines[layout?.line(of: state.caret) ?? 0].stops.paragraphRightToLeft ?? false
                state.moveCaret(by: right != paragraphRightToLeft ? 1 : -1)
            } else {
                let moved = layout?.index(visuallyFrom: state.caret, right: right) ?? state.caret + (right ? 1 : -1)
                state.moveCaret(to: moved, extending: extending)
            }
        case .upArrow, .downArrow:
            guard mode != .singleLine else { return .ignored }
            let down = press.key == .downArrow
            let moved = layout?.index(verticallyFrom: state.caret, down: down) ?? (down ? state.text.count : 0)
            state.moveCaret(to: moved, extending: extending)
        case .home, .end:
            let bounds = mode == .singleLine ? 0..<state.text.count : layout?.lineBounds(of: state.caret) ?? 0..<state.text.count
            state.moveCaret(to: press.key == .home ? bounds.lowerBound : bounds.upperBound, extending: extending)
        case .return:
            if mode == .singleLine {
                commitDraft()
                for submit in submitActions where submit.triggers.contains(.text) { submit.action() }
                return .handled
            }
            state.insert("\n", allowsNewlines: true)
            kind = .typing
        case .tab, .escape, .pageUp, .pageDown:
            return .ignored
        default:
            if shortcut {
                switch press.key.character.lowercased() {
                case "a": state.selectAll()
                // A secure field takes Ctrl+C and Ctrl+X and gives nothing away.
                case "c":
                    perform(.copy)
                    return .handled
                case "x":
                    perform(.cut)
                    return .handled
                case "v":
                    perform(.paste)
                    return .handled
                case "z":
                    guard let restored = extending ? history.redo(from: before) : history.undo(from: before) else { return .handled }
                    apply(restored)
                    return .handled
                case "y":
                    guard let restored = history.redo(from: before) else { return .handled }
                    apply(restored)
                    return .handled
                default: return .ignored
                }
            } else {
                guard !press.characters.isEmpty else { return .ignored }
                state.insert(press.characters)
                kind = .typing
            }
        }
        history.record(kind, before: before, after: state, at: memory.now())
        apply(state)
        return .handled
    }

    /// Writes `state`'s text (to the binding, or a formatted field's draft) and keeps its
    /// caret and selection.
    func apply(_ state: TextEditingState) {
        if formatting != nil {
            if state.text != currentText || draft != nil { draft = state.text }
        } else if state.text != text.wrappedValue {
            text.wrappedValue = state.text
        }
        if state.text != currentText { moves += 1 }
        place(state)
    }
}
