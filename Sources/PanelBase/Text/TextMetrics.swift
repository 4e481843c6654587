/// The size of a piece of text, all in 1/64 px, measured from its first baseline.
public struct TextMetrics: Hashable, Sendable {
    /// The sum of the advances and kerning: where the next text would start (for several
    /// lines, the widest line's).
    public var width: Fixed
    /// From the baseline up to the top of the face's tallest glyphs (the face's ascender).
    public var ascent: Fixed
    /// From the (first) baseline down to the bottom of the face's deepest glyphs on the last
    /// line, positive: ascent + descent is the height of the whole text.
    public var descent: Fixed
    /// Baseline to baseline for consecutive lines (ascender + descender + line gap).
    public var lineHeight: Fixed
    /// How many lines the text has: line breaks plus one.
    public var lineCount: Int

    public init(width: Fixed, ascent: Fixed, descent: Fixed, lineHeight: Fixed, lineCount: Int = 1) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.lineCount = lineCount
    }

    /// Top of the first line to the bottom of the last: ascent + descent.
    public var height: Fixed { ascent + descent }

    public static let zero = TextMetrics(width: .zero, ascent: .zero, descent: .zero, lineHeight: .zero, lineCount: 0)
}
