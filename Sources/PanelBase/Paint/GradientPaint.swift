/// A gradient as the renderer draws it: its stops, in order, and its geometry relative to
/// the rectangle it fills.
public struct GradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var geometry: GradientGeometry

    /// The stops are ordered by location (stably, as given for equal locations) and their
    /// locations clamped to 0...65536.
    public init(stops: [GradientStop], geometry: GradientGeometry) {
        self.stops = stops.enumerated()
            .map { GradientStop(color: $0.element.color, location: Swift.min(Swift.max($0.element.location, 0), 65536)) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.geometry = geometry
    }

    /// Whether every colour of the gradient is fully transparent (nothing to draw).
    public var isInvisible: Bool { stops.allSatisfy { $0.color.alpha == 0 } }

    /// Whether every colour of the gradient is opaque.
    public var isOpaque: Bool { !stops.isEmpty && stops.allSatisfy { $0.color.isOpaque } }
}
