import PanelBase

/// Colours changing along the line from `startPoint` to `endPoint` (unit points of the
/// filled rectangle), constant across it.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: View, PrimitiveView, GradientStyle {
    var paint: GradientPaint {
        let start = startPoint.q16, end = endPoint.q16
        return GradientPaint(stops: gradient.paintStops, geometry: .linear(startX: start.x, startY: start.y, endX: end.x, endY: end.y))
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
