/// What text reads from the environment, kept under one key: a text node reads it with
/// one lookup when it takes a new value (the font, its modifiers and the line options
/// each have their own `EnvironmentValues` property over it).
struct TextEnvironment: Equatable {
    var font: Font?
    var weightOverride: Font.Weight?
    var italic = false
    var designOverride: Font.Design?
    var monospacedDigit = false
    var lineLimit: Int?
    var lineLimitReservesSpace = false
    var truncationMode = Text.TruncationMode.tail
    var multilineTextAlignment = TextAlignment.leading
    var minimumScaleFactor: CGFloat = 1
    var textCase: Text.Case?
    var decoration = TextDecoration()
    /// Points added between glyph pairs (`.kerning(_:)`) and after every grapheme cluster
    /// (`.tracking(_:)`).
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    /// The destination of a link run (an attributed string's `link`, a markdown link):
    /// drawn in the accent colour.
    var link: String?

    /// The font text is drawn with: the font, then the modifiers' weight, design, italic
    /// and tabular digits over it.
    var resolvedFont: Font {
        var font = self.font ?? .body
        if let weightOverride { font.weight = weightOverride }
        if let designOverride, font.customName == nil { font.design = designOverride }
        if italic { font.isItalic = true }
        if monospacedDigit { font.hasMonospacedDigits = true }
        return font
    }
}

private struct TextEnvironmentKey: EnvironmentKey {
    static var defaultValue: TextEnvironment { TextEnvironment() }
}

extension EnvironmentValues {
    var textEnvironment: TextEnvironment {
        get { self[TextEnvironmentKey.self] }
        set { self[TextEnvironmentKey.self] = newValue }
    }
}
