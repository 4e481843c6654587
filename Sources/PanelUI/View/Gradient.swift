import PanelBase

/// Colours at locations along a gradient (0 its start, 1 its end), as `LinearGradient`,
/// `RadialGradient`, `EllipticalGradient` and `AngularGradient` draw them.
public struct Gradient: Hashable, Sendable {
    /// One colour and where along the gradient it lies.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// The colours spaced evenly from start to end (one colour fills the whole gradient).
    public init(colors: [Color]) {
        let last = Swift.max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    /// The renderer's stops: premultiplied colours at Q16 locations.
    @MainActor var paintStops: [GradientStop] {
        stops.map { GradientStop(color: $0.color.pixelColor, location: GroupEffect.q16($0.location)) }
    }
}

extension UnitPoint {
    /// The point in Q16 of the unit square, the renderer's gradient coordinates.
    var q16: (x: Int, y: Int) { (GroupEffect.q16(x), GroupEffect.q16(y)) }
}
