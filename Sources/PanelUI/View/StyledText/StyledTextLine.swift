import PanelBase

/// One line of a styled text: its runs from the line's start, in the order of the text,
/// and the line's size (the tallest run's ascent, descent and line height).
struct StyledTextLine: Equatable {
    /// A run of one segment on a line.
    struct Fragment: Equatable {
        var segment: Int
        var text: String
        /// From the line's start.
        var x: Fixed
        /// With its spacing.
        var width: Fixed
        /// For a spaced segment (kerning, tracking), where each grapheme cluster starts
        /// from `x`: the clusters are drawn one by one (nil: drawn as one run).
        var clusterOffsets: [Fixed]?
    }

    var fragments: [Fragment]
    var width: Fixed
    var ascent: Fixed
    var descent: Fixed
    var height: Fixed

    /// The line's text, its runs joined.
    var string: String { fragments.reduce(into: "") { $0 += $1.text } }
}

/// A piece of a styled paragraph that a line may start with: a word, or a part of one
/// where UAX #14 allows a break, in one segment.
struct StyledTextPiece {
    var segment: Int
    var text: String
    /// What joins it to the piece before on the same line (" " or ""); dropped at a line's
    /// start.
    var joiner: String
    /// Whether a line may break before it (false inside a word spanning segments).
    var breaksBefore: Bool
}
