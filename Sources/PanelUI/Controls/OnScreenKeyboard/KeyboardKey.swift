import PanelBase

/// One key of the on-screen keyboard: what pressing it does, what it shows, and how wide
/// it is, in quarters of a letter key (integers, so every panel lays it out alike).
struct KeyboardKey: Hashable, Sendable {
    enum Action: Hashable, Sendable {
        /// Types the text (a letter, a digit, a symbol, ".com").
        case character(String)
        case shift
        /// Deletes the character before the caret; repeats while held.
        case backspace
        case space
        /// Return: submits the field (`.onSubmit`), labelled by `.submitLabel`.
        case enter
        /// Shows another page (letters, symbols, more symbols).
        case page(KeyboardPageKind)
        /// Hides the keyboard: the field lets go of focus.
        case dismiss
        /// Space left empty (a number pad's unused corner).
        case gap
    }

    var action: Action
    /// What the key shows (a letter key shows what it types).
    var label: String
    /// Width in quarters of a letter key.
    var quarters: Int

    init(_ action: Action, label: String? = nil, quarters: Int = 4) {
        self.action = action
        self.quarters = quarters
        switch action {
        case .character(let text): self.label = label ?? text
        default: self.label = label ?? ""
        }
    }

    static func character(_ text: String, quarters: Int = 4) -> KeyboardKey { KeyboardKey(.character(text), quarters: quarters) }

    /// Whether the key is drawn as a function key (darker), not a character key.
    var isFunction: Bool {
        switch action {
        case .character, .space, .gap: false
        default: true
        }
    }
}
