/// One line of text: its baseline's left end, font and colour.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var baselineOrigin: FixedPoint
    public var fontSize: Fixed
    public var weight: Int
    public var color: PixelColor
    /// Drawn with the symbol font (`FontSet.symbols`): an `Image(systemName:)`.
    public var usesSymbolFont: Bool

    public init(string: String, baselineOrigin: FixedPoint, fontSize: Fixed, weight: Int, color: PixelColor,
                usesSymbolFont: Bool = false) {
        self.string = string
        self.baselineOrigin = baselineOrigin
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.usesSymbolFont = usesSymbolFont
    }
}
