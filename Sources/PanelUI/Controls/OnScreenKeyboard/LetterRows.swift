import PanelBase

/// The letter keys of a layout, row by row, as xkeyboard-config places them: what each
/// types alone and with Shift. The rows are the keys of the three letter rows of a PC
/// keyboard (Linux key codes Q to ], A to ', Z to /), keeping those whose unshifted symbol
/// is a letter: QWERTY on "us", QWERTZ with ü ö ä on "de", AZERTY with m and ù on "fr".
struct LetterRows: Equatable, Sendable {
    struct Letter: Equatable, Sendable {
        var code: UInt16
        var lower: String
        var upper: String
    }

    var rows: [[Letter]]
    /// The layout's name ("us", "de"...): a Chinese one ("cn") types pinyin.
    var layoutName: String

    static let rowCodes: [ClosedRange<UInt16>] = [16...27, 30...40, 44...53]

    init(rows: [[Letter]], layoutName: String) {
        self.rows = rows
        self.layoutName = layoutName
    }

    /// The letter rows of `layout`.
    init(layout: KeyboardLayout) {
        rows = LetterRows.rowCodes.map { codes in
            layout.letterKeys(codes: codes).map { Letter(code: $0.code, lower: $0.lower, upper: $0.upper) }
        }
        layoutName = layout.layout
    }

    /// Rows for a panel without xkeyboard-config (no xkb-data installed): the US keys, so
    /// a field can still be filled in.
    static let withoutLayout = LetterRows(
        rows: ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { row in
            row.map { Letter(code: 0, lower: String($0), upper: String($0).uppercased()) }
        },
        layoutName: "us")

    /// The widest row's letters: every letter key is that fraction of the width.
    var widestRow: Int { rows.map(\.count).max() ?? 10 }

    /// The rows a field of `type` is typed with: Latin letters for an email address, a URL
    /// or `.asciiCapable` when the layout's letters are not (a Russian or Greek panel).
    func forKeyboardType(_ type: UIKeyboardType) -> LetterRows {
        let wantsASCII = type == .asciiCapable || type == .emailAddress || type == .URL || type == .webSearch
            || type == .twitter || type == .asciiCapableNumberPad
        guard wantsASCII, rows.joined().contains(where: { !$0.lower.allSatisfy(\.isASCII) }) else { return self }
        return .withoutLayout
    }

    /// Whether letters typed compose Chinese through pinyin (a "cn" layout).
    var typesPinyin: Bool { layoutName == "cn" || layoutName.hasPrefix("cn(") }
}
