import PanelBase

/// One run of a styled text as its environment resolves it: its string and everything it
/// is drawn with.
struct StyledTextSegment: Equatable {
    var string: String
    var font: Font
    /// nil: the environment's foreground (or the accent colour for a link).
    var color: Color?
    var decoration: TextDecoration
    /// Points after each grapheme cluster but a line's last (`kerning`), or after every
    /// one (`tracking`).
    var kerning: CGFloat
    var tracking: CGFloat
    var link: String?

    /// Whether its clusters are placed one by one (spaced) rather than as one run.
    var isSpaced: Bool { kerning != 0 || tracking != 0 }
    /// Fixed-point spacing after each cluster, and after a line's last.
    var spacing: Fixed { Fixed(Double(kerning + tracking)) }
    var trailingSpacing: Fixed { Fixed(Double(tracking)) }
}
