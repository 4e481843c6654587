extension View {
    /// Runs `action` for keys typing a character of `characters` (`.alphanumerics`,
    /// `.decimalDigits`...) while this view or one inside it has focus.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(characters: { character in
            character.unicodeScalars.allSatisfy { characters.contains($0) }
        }, phases: phases, action: action)
    }
}
