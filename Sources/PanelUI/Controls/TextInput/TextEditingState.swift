/// A line of text being edited and where its caret is, counted in characters (grapheme
/// clusters: an emoji with its modifiers, a letter with its combining marks, a Thai or
/// Devanagari cluster is one), so the caret never lands inside one and a deletion takes a
/// whole one.
struct TextEditingState: Equatable {
    var text: String
    /// Characters before the caret.
    var caret: Int

    init(text: String, caret: Int? = nil) {
        self.text = text
        self.caret = Swift.min(Swift.max(0, caret ?? text.count), text.count)
    }

    var beforeCaret: Substring { text.prefix(caret) }
    var afterCaret: Substring { text.dropFirst(caret) }

    /// Types `typed` at the caret (control characters are left out).
    mutating func insert(_ typed: String) {
        let clean = String(typed.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        guard !clean.isEmpty else { return }
        let before = text.count
        text = String(beforeCaret) + clean + String(afterCaret)
        // A combining mark typed after a letter joins it: the caret moves by the characters
        // the text gained, none then.
        caret = Swift.min(text.count, Swift.max(0, caret + (text.count - before)))
    }

    /// Backspace: the character before the caret goes.
    mutating func deleteBackward() {
        guard caret > 0 else { return }
        text = String(text.prefix(caret - 1)) + String(afterCaret)
        caret -= 1
    }

    /// Delete: the character after the caret goes.
    mutating func deleteForward() {
        guard caret < text.count else { return }
        text = String(beforeCaret) + String(text.dropFirst(caret + 1))
    }

    mutating func moveCaret(by characters: Int) {
        caret = Swift.min(Swift.max(0, caret + characters), text.count)
    }

    mutating func moveCaretToStart() { caret = 0 }
    mutating func moveCaretToEnd() { caret = text.count }
}
