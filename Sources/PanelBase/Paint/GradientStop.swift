/// One colour of a gradient and where it sits along it.
public struct GradientStop: Hashable, Sendable {
    /// Premultiplied.
    public var color: PixelColor
    /// 0...65536 (Q16: 65536 is the gradient's end).
    public var location: Int

    @inlinable public init(color: PixelColor, location: Int) {
        self.color = color
        self.location = location
    }
}
