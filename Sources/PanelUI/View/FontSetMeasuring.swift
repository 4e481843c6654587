import PanelBase

/// Layout measures text with the faces it is drawn with.
extension FontSet: TextMeasuring {
    public func measure(_ text: String, font: Font) -> TextLineMetrics {
        let style = font.fontStyle
        let metrics = renderer.metrics(of: text, face: face(weight: font.weight.value, style: style), size: Fixed(font.size),
                                       monospacedDigits: style.monospacedDigits)
        return TextLineMetrics(width: metrics.width, ascent: metrics.ascent, descent: metrics.descent,
                               lineHeight: metrics.lineHeight)
    }
}

extension FontSet {
    public func caretStops(_ text: String, font: Font, rightToLeft: Bool) -> TextCaretStops {
        let style = font.fontStyle
        return renderer.caretStops(of: text, face: face(weight: font.weight.value, style: style), size: Fixed(font.size),
                                   monospacedDigits: style.monospacedDigits, rightToLeft: rightToLeft)
    }
}

extension FontSet {
    /// The face's own underline and strikethrough.
    public func decorationMetrics(font: Font) -> TextDecorationMetrics {
        face(weight: font.weight.value, style: font.fontStyle).decorationMetrics(size: Fixed(font.size))
    }
}
