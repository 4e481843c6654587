import PanelBase

/// A text node's styled runs: a text of several runs, or spaced, is laid out and drawn by
/// `StyledTextLayout`; a plain text takes none of this.
extension TextNode {
    /// Takes the text's runs when it has several, or spacing: a plain text keeps none.
    func updateStyledRuns(_ text: Text, content: String, font: Font, options: TextLayoutOptions,
                          text textEnvironment: TextEnvironment, environment: EnvironmentValues) {
        var segments = text.resolvedSegments(in: environment)
        if segments == nil, textEnvironment.kerning != 0 || textEnvironment.tracking != 0 {
            segments = [StyledTextSegment(string: content, font: font, color: nil, decoration: textEnvironment.decoration,
                                          kerning: textEnvironment.kerning, tracking: textEnvironment.tracking, link: nil)]
        }
        guard let segments else {
            if styled != nil {
                styled = nil
                styledLines = []
                invalidateLayout()
                drawingChanged()
            }
            return
        }
        guard styled?.segments != segments || styled?.options != options else { return }
        styled = StyledTextLayout(segments: segments, options: options,
                                  measurer: graph?.textMeasurer ?? ApproximateTextMeasurer())
        invalidateLayout()
        drawingChanged()
    }

    /// The styled lines in their colours (or as bars when redacted; opaque, masking a
    /// gradient).
    func drawStyled(_ styled: StyledTextLayout, style: StyledTextStyle, gradient: GradientPaint?,
                    into builder: inout DisplayListBuilder) {
        var style = style
        if environment.drawsPlaceholders { style.placeholder = RedactionPlaceholder.color(over: style.foreground) }
        guard let gradient else {
            styled.draw(styledLines, in: frame, style: style, owner: self, into: &builder)
            return
        }
        var effect = GroupEffect()
        effect.mask = .paint(gradient, rect: frame)
        builder.beginGroup(effect, owner: self)
        style.colorOverride = .black
        styled.draw(styledLines, in: frame, style: style, owner: self, into: &builder)
        builder.endGroup()
    }
}
