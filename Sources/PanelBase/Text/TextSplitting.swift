/// A text cut into paragraphs (at "\n"), each paragraph into words (at " "), exactly as
/// splitting its Characters would cut it, and each word into the pieces a line may break
/// between (`LineBreakOpportunities`: between CJK characters, after hyphens).
///
/// Splitting Characters finds grapheme clusters, which costs far more than the cut: a
/// text whose scalars all lie below U+0300 and which holds no carriage return has no
/// cluster of more than one scalar (combining marks, joiners and prepended marks all lie
/// above), so its bytes are cut directly, and it breaks at spaces only. Any other text is
/// split by Character, then by UAX #14.
package struct TextSplitting {
    /// One paragraph: its text, its words, and the pieces lines break between with what
    /// joins each piece to the one before ("" for the first, " " after a space, "" inside a
    /// word). Joining every piece to its joiner gives `text`.
    package typealias Paragraph = (text: String, words: [String], pieces: [String], joiners: [String])
    package let paragraphs: [Paragraph]

    package init(_ text: String) {
        var text = text
        if let bytewise = text.withUTF8({ TextSplitting.splitBytes($0) }) {
            paragraphs = bytewise.map { ($0.text, $0.words, $0.words, TextSplitting.spaces($0.words.count)) }
        } else {
            paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
                let words = paragraph.split(separator: " ", omittingEmptySubsequences: false)
                var pieces: [String] = [], joiners: [String] = []
                for (index, word) in words.enumerated() {
                    for (part, piece) in LineBreakOpportunities.pieces(of: word).enumerated() {
                        pieces.append(piece)
                        joiners.append(part > 0 ? "" : (index > 0 ? " " : ""))
                    }
                }
                return (String(paragraph), words.map(String.init), pieces, joiners)
            }
        }
    }

    /// "" then `count - 1` spaces: the joiners of words split at spaces.
    private static func spaces(_ count: Int) -> [String] {
        count == 0 ? [] : [""] + Array(repeating: " ", count: count - 1)
    }

    /// The words of text whose clusters are single scalars (or nil when that can't be
    /// told from the bytes): lead bytes below 0xCC are scalars below U+0300.
    private static func splitBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [(text: String, words: [String])]? {
        for byte in bytes where byte >= 0xCC || byte == 0x0D { return nil }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        var paragraphs: [(text: String, words: [String])] = []
        var words: [String] = []
        var paragraphStart = 0, wordStart = 0
        for index in 0...bytes.count {
            let byte: UInt8 = index < bytes.count ? bytes[index] : 0x0A
            guard byte == 0x20 || byte == 0x0A else { continue }
            words.append(string(wordStart..<index))
            wordStart = index + 1
            if byte == 0x0A {
                // A paragraph of one word is that word.
                paragraphs.append((words.count == 1 ? words[0] : string(paragraphStart..<index), words))
                words = []
                paragraphStart = index + 1
            }
        }
        return paragraphs
    }
}
