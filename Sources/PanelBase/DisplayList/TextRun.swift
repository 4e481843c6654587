/// One line of text: its baseline's left end, font and colour.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var baselineOrigin: FixedPoint
    public var fontSize: Fixed
    public var weight: Int
    public var color: PixelColor
    /// The face apart from its weight (family, italic) and tabular digits.
    public var style: FontStyle
    /// The layout direction is right to left: a line with no strong character (only
    /// digits, punctuation) runs right to left; others take their first strong character's.
    public var rightToLeft: Bool

    public init(string: String, baselineOrigin: FixedPoint, fontSize: Fixed, weight: Int, color: PixelColor,
                style: FontStyle = .default, rightToLeft: Bool = false) {
        self.rightToLeft = rightToLeft
        self.string = string
        self.baselineOrigin = baselineOrigin
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.style = style
    }
}

extension TextRun {
    /// Drawn with the symbol font (`FontSet.symbols`): an `Image(systemName:)`.
    public var usesSymbolFont: Bool { style.family == .symbols }
}
