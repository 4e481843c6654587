import CUnibreak

/// Where a line may break inside a run of text without spaces, by the Unicode line breaking
/// algorithm (UAX #14, through libunibreak): between Chinese and Japanese characters, but
/// never before closing punctuation such as "。", "、" or "」" nor after opening
/// punctuation, never inside a grapheme cluster, and so on. Opportunities between two
/// characters below U+0300 are not taken: Latin words break at spaces only, as before.
///
/// Thai, Lao, Khmer and Myanmar have no spaces between words and need a dictionary to
/// find word boundaries; libunibreak has none and keeps such runs whole, so they break
/// only at spaces (and a long run overflows its line).
package enum LineBreakOpportunities {
    /// `word` (no spaces) cut at its break opportunities: the pieces, in order, which
    /// concatenated give `word`. A word with none is one piece.
    package static func pieces(of word: Substring) -> [String] {
        // libunibreak takes U+FFFF (a noncharacter, but a valid scalar) for the end of the
        // text and fails an assertion when it comes before the end: it is passed as U+FFFD,
        // which breaks the same way (both are ordinary letters to UAX #14).
        let scalars = word.unicodeScalars.map { $0.value == 0xFFFF ? 0xFFFD : $0.value }
        guard scalars.count > 1 else { return [String(word)] }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                panel_unibreak_utf32(text.baseAddress, text.count, nil, out.baseAddress)
            }
        }
        var pieces: [String] = []
        var current = String.UnicodeScalarView()
        for (index, scalar) in word.unicodeScalars.enumerated() {
            current.append(scalar)
            // The last character's action is about the end of the text: not a break here.
            // Between two characters below U+0300 (Latin) a word stays whole, as Latin text
            // always broke at spaces only (not after hyphens).
            if index < scalars.count - 1, breaks[index] == CChar(LINEBREAK_ALLOWBREAK),
               scalars[index] >= 0x300 || scalars[index + 1] >= 0x300 {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        pieces.append(String(current))
        return pieces
    }
}
