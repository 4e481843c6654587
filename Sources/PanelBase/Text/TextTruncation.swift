/// Tail truncation, as SwiftUI's `Text` shows a label too long for its frame: the longest
/// start that fits followed by an ellipsis.
extension TextRenderer {
    /// The ellipsis appended to truncated text (U+2026).
    public static let ellipsis = "\u{2026}"

    /// `text` when it fits in `width`; else its longest start (whole characters, trailing
    /// spaces dropped) followed by "…" that fits; "" when not even "…" fits. Meant for one
    /// line: with several, the widest decides.
    public func truncated(_ text: String, face: FontFace? = nil, size: Fixed, toFit width: Fixed) -> String {
        if metrics(of: text, face: face, size: size).width <= width { return text }
        var best = ""
        var prefix = ""
        for character in text {
            prefix.append(character)
            var candidate = prefix
            while candidate.last?.isWhitespace == true { candidate.removeLast() }
            candidate += TextRenderer.ellipsis
            // Kerning can make a longer start narrower, so keep looking past one that misses,
            // stopping once the start alone is too wide.
            if metrics(of: candidate, face: face, size: size).width <= width {
                best = candidate
            } else if metrics(of: prefix, face: face, size: size).width > width {
                break
            }
        }
        if best.isEmpty, metrics(of: TextRenderer.ellipsis, face: face, size: size).width <= width {
            return TextRenderer.ellipsis
        }
        return best
    }
}
