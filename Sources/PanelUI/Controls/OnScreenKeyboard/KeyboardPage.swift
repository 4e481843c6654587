import PanelBase

/// The rows of keys one page of the on-screen keyboard shows, for the field's keyboard type
/// and Return label. Letter pages come from the layout's letter rows (`LetterRows`); the
/// symbol pages and the pads are the same on every layout.
struct KeyboardPage: Equatable, Sendable {
    var kind: KeyboardPageKind
    var rows: [[KeyboardKey]]

    static let symbolRows = ["1234567890", "-/:;()$&@\""]
    static let moreSymbolRows = ["[]{}#%^*+=", "_\\|~<>€£¥•"]
    static let punctuation = ".,?!'"

    /// The page `kind` for a field of `type` whose Return key reads `enterLabel`.
    static func make(_ kind: KeyboardPageKind, letters: LetterRows, upper: Bool, type: UIKeyboardType,
                     enterLabel: String) -> KeyboardPage {
        let enter = KeyboardKey(.enter, label: enterLabel, quarters: 8)
        let dismiss = KeyboardKey(.dismiss, quarters: 5)
        let backspace = KeyboardKey(.backspace, quarters: 6)
        switch kind {
        case .letters:
            let total = Swift.max(letters.widestRow * 4, 40)
            var rows = letters.rows.prefix(2).map { row in
                row.map { KeyboardKey.character(upper ? $0.upper : $0.lower) }
            }
            let third = letters.rows.count > 2 ? letters.rows[2] : []
            rows.append([KeyboardKey(.shift, quarters: 6)] + third.map { KeyboardKey.character(upper ? $0.upper : $0.lower) } + [backspace])
            let toSymbols = KeyboardKey(.page(.symbols), label: "?123", quarters: 6)
            var bottom: [KeyboardKey]
            switch type {
            case .emailAddress:
                bottom = [toSymbols, dismiss, .character("@"), KeyboardKey(.space), .character("."), enter]
            case .URL, .webSearch:
                bottom = [toSymbols, dismiss, .character("/", quarters: 5), .character(".", quarters: 5),
                          KeyboardKey(.character(".com")), enter]
            default:
                bottom = [toSymbols, dismiss, KeyboardKey(.space), enter]
            }
            fill(&bottom, to: total)
            rows.append(bottom)
            return KeyboardPage(kind: kind, rows: rows)
        case .symbols, .moreSymbols:
            let first = kind == .symbols ? symbolRows : moreSymbolRows
            var rows = first.map { row in row.map { KeyboardKey.character(String($0)) } }
            let other = kind == .symbols ? KeyboardKey(.page(.moreSymbols), label: "#+=", quarters: 6)
                                         : KeyboardKey(.page(.symbols), label: "123", quarters: 6)
            rows.append([other] + punctuation.map { KeyboardKey.character(String($0), quarters: 5) } + [backspace])
            var bottom = [KeyboardKey(.page(.letters), label: "ABC", quarters: 6), dismiss, KeyboardKey(.space), enter]
            fill(&bottom, to: Swift.max(letters.widestRow * 4, 40))
            rows.append(bottom)
            return KeyboardPage(kind: kind, rows: rows)
        case .numberPad, .decimalPad, .phonePad:
            let digit = { (text: String) in KeyboardKey.character(text) }
            let gap = KeyboardKey(.gap)
            let corner: (KeyboardKey, KeyboardKey) = switch kind {
            case .decimalPad: (digit("."), gap)
            case .phonePad: (digit("*"), digit("#"))
            default: (gap, gap)
            }
            return KeyboardPage(kind: kind, rows: [
                [digit("1"), digit("2"), digit("3"), KeyboardKey(.backspace)],
                [digit("4"), digit("5"), digit("6"), KeyboardKey(.dismiss)],
                [digit("7"), digit("8"), digit("9"), kind == .phonePad ? digit("+") : gap],
                [corner.0, digit("0"), corner.1, KeyboardKey(.enter, label: enterLabel)],
            ])
        }
    }

    /// Widens the row's space key (or its widest text key) so the row spans `total` quarters.
    private static func fill(_ row: inout [KeyboardKey], to total: Int) {
        let used = row.reduce(0) { $0 + $1.quarters }
        guard used < total else { return }
        let index = row.firstIndex { $0.action == .space } ?? row.firstIndex { $0.action == .character(".com") } ?? 0
        row[index].quarters += total - used
    }

    /// Every key with its row and place, left to right, top to bottom.
    var keys: [KeyboardKey] { rows.flatMap { $0 } }
}
