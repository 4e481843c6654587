/// The size of a line of text, all in 1/64 px.
public struct TextMetrics: Hashable, Sendable {
    /// The sum of the advances and kerning: where the next text would start.
    public var width: Fixed
    /// From the baseline up to the top of the face's tallest glyphs (the face's ascender).
    public var ascent: Fixed
    /// From the baseline down to the bottom of its deepest glyphs, positive.
    public var descent: Fixed
    /// Baseline to baseline for consecutive lines (ascender + descender + line gap).
    public var lineHeight: Fixed

    public init(width: Fixed, ascent: Fixed, descent: Fixed, lineHeight: Fixed) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }

    public static let zero = TextMetrics(width: .zero, ascent: .zero, descent: .zero, lineHeight: .zero)
}
