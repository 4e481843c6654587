/// A text cut into paragraphs (at "\n") and each paragraph into words (at " "), exactly as
/// splitting its Characters would cut it.
///
/// Splitting Characters finds grapheme clusters, which costs far more than the cut: a
/// text whose scalars all lie below U+0300 and which holds no carriage return has no
/// cluster of more than one scalar (combining marks, joiners and prepended marks all lie
/// above), so its bytes are cut directly. Any other text is split by Character.
package struct TextSplitting {
    /// Each paragraph and its words, in order; a paragraph without a space is one word.
    package let paragraphs: [(text: String, words: [String])]

    package init(_ text: String) {
        var text = text
        if let bytewise = text.withUTF8({ TextSplitting.splitBytes($0) }) {
            paragraphs = bytewise
        } else {
            paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
                (String(paragraph), paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init))
            }
        }
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
