import PanelBase

/// Pinyin being typed on a Chinese layout: the Latin letters so far and the Chinese
/// candidates libgooglepinyin offers for them, shown in the bar above the keys.
struct PinyinComposition: Equatable, Sendable {
    var letters: String
    var candidates: [String]

    /// Whether pinyin can be typed here (libgooglepinyin and its dictionary are installed).
    static var isAvailable: Bool { PinyinEngine.shared != nil }

    init(letters: String) {
        self.letters = letters
        candidates = PinyinEngine.shared?.candidates(for: letters) ?? []
    }
}
