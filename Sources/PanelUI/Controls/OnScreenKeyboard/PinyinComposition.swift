import PanelBase

/// Pinyin being typed on a Chinese layout: the Latin letters so far and the Chinese
/// candidates libgooglepinyin offers for them, shown in the bar above the keys.
struct PinyinComposition: Equatable, Sendable {
    var letters: String
    var candidates: [String]
    /// Where each syllable starts in `letters`, with their end last.
    var syllableStarts: [Int]

    /// Whether pinyin can be typed here (libgooglepinyin and its dictionary are installed).
    static var isAvailable: Bool { PinyinEngine.shared != nil }

    init(letters: String) {
        self.letters = letters
        let search = PinyinEngine.shared?.search(letters)
        candidates = search?.candidates ?? []
        syllableStarts = search?.syllableStarts ?? []
    }

    /// The letters a candidate of `characters` characters leaves to compose (one character
    /// a syllable): nil when it covers them all.
    func remainder(after characters: Int) -> String? {
        guard syllableStarts.count > 1, characters < syllableStarts.count - 1 else { return nil }
        let rest = String(letters.dropFirst(syllableStarts[characters])).drop { $0 == "'" }
        return rest.isEmpty ? nil : String(rest)
    }
}
