/// Text being edited, its caret and its selection, counted in characters (grapheme
/// clusters: an emoji with its modifiers, a letter with its combining marks, a Thai or
/// Devanagari cluster is one), so the caret never lands inside one and a deletion takes a
/// whole one. The selection runs from `anchor` to `caret` (the end that moves); with the
/// two at one place there is none.
struct TextEditingState: Equatable {
    var text: String
    /// Characters before the caret.
    var caret: Int
    /// The selection's fixed end.
    var anchor: Int

    init(text: String, caret: Int? = nil, anchor: Int? = nil) {
        self.text = text
        let count = text.count
        self.caret = Swift.min(Swift.max(0, caret ?? count), count)
        self.anchor = Swift.min(Swift.max(0, anchor ?? self.caret), count)
    }

    /// The selected characters (empty: none, the caret alone).
    var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }
    var hasSelection: Bool { anchor != caret }

    var beforeCaret: Substring { text.prefix(caret) }
    var afterCaret: Substring { text.dropFirst(caret) }

    /// Puts `replacement` in place of the selection (or at the caret), the caret after it.
    private mutating func replaceSelection(with replacement: String) {
        let range = selection
        let before = text.count
        text = String(text.prefix(range.lowerBound)) + replacement + String(text.dropFirst(range.upperBound))
        // A combining mark typed after a letter joins it: the caret moves by the characters
        // the text gained, none then.
        caret = Swift.min(text.count, Swift.max(0, range.upperBound + (text.count - before)))
        anchor = caret
    }

    /// Types `typed` in place of the selection, or at the caret (control characters are
    /// left out; line breaks too unless `allowsNewlines`).
    mutating func insert(_ typed: String, allowsNewlines: Bool = false) {
        let clean = String(typed.unicodeScalars.filter {
            ($0.value >= 0x20 && $0.value != 0x7F) || (allowsNewlines && $0.value == 0x0A)
        }.map(Character.init))
        guard !clean.isEmpty else { return }
        replaceSelection(with: clean)
    }

    /// Backspace: the selection goes, else the character before the caret.
    mutating func deleteBackward() {
        if hasSelection { return replaceSelection(with: "") }
        guard caret > 0 else { return }
        anchor = caret - 1
        replaceSelection(with: "")
    }

    /// Delete: the selection goes, else the character after the caret.
    mutating func deleteForward() {
        if hasSelection { return replaceSelection(with: "") }
        guard caret < text.count else { return }
        anchor = caret + 1
        replaceSelection(with: "")
    }

    /// Moves the caret to `index`; `extending` keeps the anchor (Shift held), else the
    /// selection goes.
    mutating func moveCaret(to index: Int, extending: Bool = false) {
        caret = Swift.min(Swift.max(0, index), text.count)
        if !extending { anchor = caret }
    }

    /// Moves the caret by `characters`; without `extending`, a selection collapses to its
    /// end that way instead.
    mutating func moveCaret(by characters: Int, extending: Bool = false) {
        if hasSelection, !extending {
            moveCaret(to: characters < 0 ? selection.lowerBound : selection.upperBound)
            return
        }
        moveCaret(to: caret + characters, extending: extending)
    }

    mutating func moveCaretToStart(extending: Bool = false) { moveCaret(to: 0, extending: extending) }
    mutating func moveCaretToEnd(extending: Bool = false) { moveCaret(to: text.count, extending: extending) }

    mutating func selectAll() {
        anchor = 0
        caret = text.count
    }

    /// Selects the word at `index` (letters, digits and marks together), or the one other
    /// character there.
    mutating func selectWord(at index: Int) {
        let characters = Array(text)
        guard !characters.isEmpty else { return }
        let at = Swift.min(Swift.max(0, index), characters.count - 1)
        // At a word's end, the word before.
        let start = !TextEditingState.isWordCharacter(characters[at]) && at > 0
            && TextEditingState.isWordCharacter(characters[at - 1]) ? at - 1 : at
        guard TextEditingState.isWordCharacter(characters[start]) else {
            anchor = start
            caret = start + 1
            return
        }
        var lower = start, upper = start + 1
        while lower > 0, TextEditingState.isWordCharacter(characters[lower - 1]) { lower -= 1 }
        while upper < characters.count, TextEditingState.isWordCharacter(characters[upper]) { upper += 1 }
        anchor = lower
        caret = upper
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark
                || $0.properties.generalCategory == .spacingMark }
    }
}
