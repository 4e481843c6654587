/// One line of text: its baseline's left end, font and colour.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var baselineOrigin: FixedPoint
    public var fontSize: Fixed
    public var weight: Int
    public var color: PixelColor

    public init(string: String, baselineOrigin: FixedPoint, fontSize: Fixed, weight: Int, color: PixelColor) {
        self.string = string
        self.baselineOrigin = baselineOrigin
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
    }
}
