/// Where a font draws its underline and strikethrough at a size, in 1/64 px: offsets from
/// the baseline (positive down) to the top of each stroke, and their thicknesses.
public struct TextDecorationMetrics: Hashable, Sendable {
    public var underlineTop: Fixed
    public var underlineThickness: Fixed
    public var strikethroughTop: Fixed
    public var strikethroughThickness: Fixed

    public init(underlineTop: Fixed, underlineThickness: Fixed, strikethroughTop: Fixed, strikethroughThickness: Fixed) {
        self.underlineTop = underlineTop
        self.underlineThickness = underlineThickness
        self.strikethroughTop = strikethroughTop
        self.strikethroughThickness = strikethroughThickness
    }

    /// Usual proportions of a sans face, for measuring without fonts: the underline a
    /// tenth of the size below the baseline, the strikethrough at half the x-height, both
    /// a fourteenth of the size thick (at least a pixel).
    public static func approximate(size: Fixed) -> TextDecorationMetrics {
        let thickness = Fixed.max(.one, size / 14)
        return TextDecorationMetrics(underlineTop: size / 10 - thickness / 2, underlineThickness: thickness,
                                     strikethroughTop: -(size * 3 / 10) - thickness / 2, strikethroughThickness: thickness)
    }
}
