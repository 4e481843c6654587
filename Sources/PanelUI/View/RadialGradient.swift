import PanelBase

/// Colours changing along circles about `center` (a unit point of the filled rectangle):
/// the first at `startRadius`, the last at `endRadius` and beyond (radii in points).
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: View, PrimitiveView, GradientStyle {
    var paint: GradientPaint {
        let c = center.q16
        return GradientPaint(stops: gradient.paintStops,
                             geometry: .radial(centerX: c.x, centerY: c.y, startRadius: Fixed(startRadius), endRadius: Fixed(endRadius)))
    }

    public var body: Never { primitiveBody() }
    func makeNode() -> ViewNode { ShapeNode(for: Self.self) }
}

extension ShapeStyle where Self == RadialGradient {
    /// `.fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
