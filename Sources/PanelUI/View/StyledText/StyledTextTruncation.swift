/// The styled pieces truncation tries: some of a line's characters kept at its head, tail
/// or both ends, with "…" for the rest (as `TextTruncationCandidate`, each character keeping
/// its segment).
enum StyledTextTruncation {
    typealias StyledCharacter = (character: Character, segment: Int)

    /// `characters` keeping `count` of them where `mode` keeps them, spaces next to the
    /// ellipsis dropped, as pieces of one segment each.
    static func candidate(_ characters: [StyledCharacter], keeping count: Int, mode: Text.TruncationMode,
                          fallbackSegment: Int) -> [StyledTextPiece] {
        let count = Swift.max(0, Swift.min(count, characters.count))
        var kept: [StyledCharacter] = []
        switch mode {
        case .tail:
            kept = trimmedEnd(characters[0..<count])
            kept.append((TextTruncationCandidate.ellipsis, kept.last?.segment ?? characters.first?.segment ?? fallbackSegment))
        case .head:
            let tail = trimmedStart(characters[(characters.count - count)...])
            kept = [(TextTruncationCandidate.ellipsis, tail.first?.segment ?? characters.last?.segment ?? fallbackSegment)] + tail
        case .middle:
            let start = (count + 1) / 2, end = count / 2
            kept = trimmedEnd(characters[0..<start])
            kept.append((TextTruncationCandidate.ellipsis, kept.last?.segment ?? characters.first?.segment ?? fallbackSegment))
            kept += trimmedStart(characters[(characters.count - end)...])
        }
        var pieces: [StyledTextPiece] = []
        for styled in kept {
            if let last = pieces.last, last.segment == styled.segment {
                pieces[pieces.count - 1].text.append(styled.character)
            } else {
                pieces.append(StyledTextPiece(segment: styled.segment, text: String(styled.character), joiner: "", breaksBefore: false))
            }
        }
        return pieces
    }

    private static func trimmedEnd(_ slice: ArraySlice<StyledCharacter>) -> [StyledCharacter] {
        var slice = slice
        while slice.last?.character.isWhitespace == true { slice.removeLast() }
        return Array(slice)
    }

    private static func trimmedStart(_ slice: ArraySlice<StyledCharacter>) -> [StyledCharacter] {
        var slice = slice
        while slice.first?.character.isWhitespace == true { slice.removeFirst() }
        return Array(slice)
    }
}
