/// A blurred copy of a layer's coverage in `color`, offset, drawn beneath it.
public struct ShadowEffect: Hashable, Sendable {
    public var color: PixelColor
    public var radius: Fixed
    public var offset: FixedPoint

    public init(color: PixelColor, radius: Fixed, offset: FixedPoint) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
