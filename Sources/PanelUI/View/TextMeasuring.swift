import PanelBase

/// Measures text for layout. The text renderer implements it with real font metrics;
/// `ApproximateTextMeasurer` stands in where no font is loaded.
public protocol TextMeasuring {
    func measure(_ text: String, font: Font) -> TextLineMetrics
    /// Where a caret can stand in one line of `text` (text fields place and move it by
    /// these); by default, each character as wide as the text's width shared evenly.
    func caretStops(_ text: String, font: Font, rightToLeft: Bool) -> TextCaretStops
    /// Where `font` draws underlines and strikethroughs; by default, usual proportions.
    func decorationMetrics(font: Font) -> TextDecorationMetrics
}

extension TextMeasuring {
    public func decorationMetrics(font: Font) -> TextDecorationMetrics { .approximate(size: Fixed(font.size)) }

    public func caretStops(_ text: String, font: Font, rightToLeft: Bool) -> TextCaretStops {
        let count = text.count
        guard count > 0 else { return TextCaretStops(uniformAdvance: 0, count: 0) }
        return TextCaretStops(uniformAdvance: measure(text, font: font).width.raw / count, count: count)
    }
}
