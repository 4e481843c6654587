import PanelBase

/// Metrics from a fixed advance per character: a stand-in with no font file, and a
/// predictable measure for layout tests.
public struct ApproximateTextMeasurer: TextMeasuring, Sendable {
    /// Advance per character, as a fraction of the font size.
    public var advance: Double
    public init(advance: Double = 0.5) { self.advance = advance }
    public func measure(_ text: String, font: Font) -> TextLineMetrics {
        let size = Fixed(font.size)
        return TextLineMetrics(width: Fixed(font.size * advance) * text.count,
                               ascent: Fixed(font.size * 0.8), descent: Fixed(font.size * 0.2),
                               lineHeight: size + Fixed(font.size * 0.2))
    }
}
