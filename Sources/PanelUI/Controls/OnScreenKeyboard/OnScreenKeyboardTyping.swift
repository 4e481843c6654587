import PanelBase

extension OnScreenKeyboard {
    /// Does what `key` does: types into the focused field as a key press (the path a
    /// hardware keyboard's keys take, so `.onKeyPress` and `.onSubmit` see them), or changes
    /// the keyboard (Shift, another page), or hides it.
    func perform(_ key: KeyboardKey, at time: MonotonicTime) {
        switch key.action {
        case .character(let text):
            if letters.typesPinyin, pageKind == .letters, PinyinComposition.isAvailable, text.allSatisfy({ $0.isASCII && $0.isLetter }) {
                pinyin = PinyinComposition(letters: (pinyin?.letters ?? "") + text.lowercased())
                shift.typedCharacter()
            } else {
                commitPinyinLetters()
                type(text)
            }
        case .shift:
            shift.tap(at: time)
        case .backspace:
            backspace(phase: .down)
        case .space:
            if let first = pinyin?.candidates.first {
                choose(first)
            } else {
                type(" ")
                // A number or symbol typed, the next word is most likely letters again.
                if pageKind == .symbols || pageKind == .moreSymbols { pageKind = .letters }
            }
        case .enter:
            // Return with pinyin under way types its letters as they are.
            if pinyin != nil {
                commitPinyinLetters()
                return
            }
            send(.return, characters: "\r")
            // Submitting lets go of the field, unless `.onSubmit` focuses another.
            releaseAfterUpdate = target
            graph.needsUpdate = true
        case .page(let kind):
            pageKind = kind
        case .dismiss:
            graph.focusIfMade?.move(to: nil, showingRing: false)
        case .gap:
            break
        }
    }

    /// Types `text` at the caret.
    func type(_ text: String) {
        guard let first = text.first else { return }
        send(KeyEquivalent(first), characters: text)
        shift.typedCharacter()
        recentlyTyped = String((recentlyTyped + text).suffix(2))
        applyAutocapitalization()
    }

    /// Backspace: a pinyin letter, else the character before the caret. `.repeat` while held.
    func backspace(phase: KeyPress.Phases) {
        if var composition = pinyin {
            composition.letters.removeLast()
            pinyin = composition.letters.isEmpty ? nil : PinyinComposition(letters: composition.letters)
            return
        }
        send(.delete, characters: "\u{7F}", phase: phase)
        recentlyTyped = String(recentlyTyped.dropLast())
    }

    /// A candidate of the bar chosen: it is typed, and the syllables it leaves (你 of
    /// "nihao" leaves "hao") are composed on.
    func choose(_ candidate: String) {
        let rest = pinyin?.remainder(after: candidate.count)
        pinyin = nil
        type(candidate)
        if let rest { pinyin = PinyinComposition(letters: rest) }
    }

    /// Types the pinyin's letters as they are (Return, or a key that is not a letter).
    func commitPinyinLetters() {
        guard let composition = pinyin else { return }
        pinyin = nil
        type(composition.letters)
    }

    /// Starts capitals as `.textInputAutocapitalization` asks: every letter, each word's
    /// first, or each sentence's first (what was typed since the field took focus decides).
    func applyAutocapitalization() {
        // Pinyin has no capitals.
        guard let autocapitalization, !(letters.typesPinyin && PinyinComposition.isAvailable) else { return }
        switch autocapitalization.kind {
        case .characters:
            shift.lock()
        case .words:
            if recentlyTyped.isEmpty || recentlyTyped.last == " " { shift.shiftOnce() }
        case .sentences:
            if recentlyTyped.isEmpty || [". ", "! ", "? "].contains(recentlyTyped) { shift.shiftOnce() }
        case .never:
            break
        }
    }

    private func send(_ key: KeyEquivalent, characters: String, phase: KeyPress.Phases = .down) {
        guard let focus = graph.focusIfMade else { return }
        _ = focus.handle(KeyPress(phase: phase, key: key, characters: characters, modifiers: []))
        if phase == .down { _ = focus.handle(KeyPress(phase: .up, key: key, characters: "", modifiers: [])) }
    }
}
