/// The strings truncation tries: some of a text's characters kept at its head, tail or
/// both ends, with "…" for the rest.
enum TextTruncationCandidate {
    /// The ellipsis (U+2026).
    static let ellipsis: Character = "\u{2026}"

    /// `characters` keeping `count` of them where `mode` keeps them (tail: the start;
    /// head: the end; middle: the start and the end, the start taking the odd one),
    /// spaces next to the ellipsis dropped.
    static func make(_ characters: [Character], keeping count: Int, mode: Text.TruncationMode) -> String {
        let count = Swift.max(0, Swift.min(count, characters.count))
        switch mode {
        case .tail:
            return trimmedEnd(characters[0..<count]) + String(ellipsis)
        case .head:
            return String(ellipsis) + trimmedStart(characters[(characters.count - count)...])
        case .middle:
            let start = (count + 1) / 2, end = count / 2
            return trimmedEnd(characters[0..<start]) + String(ellipsis) + trimmedStart(characters[(characters.count - end)...])
        }
    }

    private static func trimmedEnd(_ slice: ArraySlice<Character>) -> String {
        var slice = slice
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    private static func trimmedStart(_ slice: ArraySlice<Character>) -> String {
        var slice = slice
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        return String(slice)
    }
}
