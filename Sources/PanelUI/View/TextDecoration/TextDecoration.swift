import PanelBase

/// What is drawn with a text's glyphs besides them: underline, strikethrough and a raised
/// or lowered baseline. Set on a `Text` (its own, kept with it through `TextResolver`) or
/// around views (`TextEnvironment`); a text's own wins.
struct TextDecoration: Hashable, Sendable {
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
    /// Points the glyphs are raised (negative: lowered); layout does not change.
    var baselineOffset: CGFloat?

    /// These with `outer`'s where these set none.
    func filled(from outer: TextDecoration) -> TextDecoration {
        TextDecoration(underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                       baselineOffset: baselineOffset ?? outer.baselineOffset)
    }

    var isEmpty: Bool { underline == nil && strikethrough == nil && (baselineOffset ?? 0) == 0 }
}

/// A decoration turned off explicitly (`underline(false)`) rather than not set.
extension Text.LineStyle {
    static let none = Text.LineStyle(pattern: Text.LineStyle.Pattern(segments: [0]))
    var isNone: Bool { pattern.segments == [0] }
}
