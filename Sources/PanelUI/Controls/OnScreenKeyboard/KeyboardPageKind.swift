import PanelBase

/// The pages of the on-screen keyboard. A field's `.keyboardType` picks the first one.
enum KeyboardPageKind: Hashable, Sendable {
    case letters, symbols, moreSymbols, numberPad, decimalPad, phonePad

    /// The page a field of `type` opens with.
    static func initial(for type: UIKeyboardType) -> KeyboardPageKind {
        switch type {
        case .numberPad, .asciiCapableNumberPad: .numberPad
        case .decimalPad: .decimalPad
        case .phonePad: .phonePad
        case .numbersAndPunctuation: .symbols
        default: .letters
        }
    }

    var isPad: Bool { self == .numberPad || self == .decimalPad || self == .phonePad }
}
