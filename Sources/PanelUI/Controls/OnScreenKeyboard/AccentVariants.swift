import PanelBase

/// The characters a long press on a key offers: for a letter, the precomposed letters of
/// Unicode's Latin blocks that are that letter with one accent (é è ê ë ē ė ę ě for e), found
/// by canonical equivalence (`"é" == "e\u{301}"` in Swift) rather than written out per
/// language; then the few letters no accent makes (æ, ø, œ, ß), and a phone pad's +.
@MainActor
enum AccentVariants {
    /// The combining marks tried, most used first.
    static let marks: [UInt32] = [0x301, 0x300, 0x302, 0x308, 0x303, 0x30A, 0x327, 0x304, 0x306, 0x307, 0x328, 0x30C, 0x30B]
    /// Precomposed letters: Latin-1 Supplement, Latin Extended-A and B.
    static let precomposed: ClosedRange<UInt32> = 0xC0...0x24F
    /// Letters of their own that people look for under a base letter.
    static let extras: [String: [String]] = [
        "a": ["æ"], "A": ["Æ"], "o": ["ø", "œ"], "O": ["Ø", "Œ"], "s": ["ß"], "0": ["+"],
    ]

    private static var cache: [String: [String]] = [:]

    /// What a long press on `key` offers (empty: no popup).
    static func variants(of key: String) -> [String] {
        if let cached = cache[key] { return cached }
        var found: [String] = []
        if key.count == 1, let base = key.unicodeScalars.first, key.unicodeScalars.count == 1, base.properties.isAlphabetic {
            for mark in marks {
                guard let combining = Unicode.Scalar(mark) else { continue }
                let accented = String(base) + String(combining)
                for value in precomposed {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    let candidate = String(scalar)
                    if candidate == accented { found.append(candidate); break }
                }
            }
        }
        found += extras[key] ?? []
        cache[key] = found
        return found
    }
}
