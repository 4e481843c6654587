import PanelBase

extension GraphicsContext {
    /// How a fill or a stroke is coloured: a colour, a gradient placed in the context's
    /// coordinates, or a shape style (the foreground, a level of it, the tint).
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case style(ShapePaint)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(white: Double, opacity: Double = 1) -> Shading {
            .color(Color(white: white, opacity: opacity))
        }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .style(.foreground)) }

        @MainActor public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(ShapePaint(style))) }

        /// Colours along the line from `startPoint` to `endPoint`, constant across it.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// Circles about `center`: `startRadius` has the first colour, `endRadius` the last.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// Around `center`, clockwise on screen from `angle` through a whole turn.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }
    }

    /// How a gradient continues past its ends. Panel's gradients keep their end colours
    /// (SwiftUI's default); the options are accepted.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// The paint of a path item for `shading` (laid over the canvas's frame), with the
    /// context's opacity; nil when it draws nothing.
    func paint(for shading: Shading) -> PathItem.Paint? {
        let frame = recording.frame
        let width = frame.width.doubleValue, height = frame.height.doubleValue
        /// A point of the context (canvas coordinates once transformed) in Q16 of the frame.
        func unit(_ p: CGPoint) -> (x: Int, y: Int)? {
            guard width > 0, height > 0 else { return nil }
            let placed = p.applying(transform)
            return (GroupEffect.q16(placed.x / width), GroupEffect.q16(placed.y / height))
        }
        func gradient(_ stops: [GradientStop], _ geometry: GradientGeometry) -> PathItem.Paint {
            let faded = stops.map { GradientStop(color: self.faded($0.color), location: $0.location) }
            return .gradient(GradientPaint(stops: faded, geometry: geometry))
        }
        switch shading.kind {
        case .color(let color):
            return .color(faded(color.resolved(in: environment).pixelColor))
        case .style(let style):
            switch style {
            case .color(let color): return .color(faded(color.resolved(in: environment).pixelColor))
            case .gradient(let paint): return gradient(paint.stops, paint.geometry)
            case .hierarchical(let level):
                return .color(faded(level.resolve(environment.foregroundColor).resolved(in: environment).pixelColor))
            case .tint: return .color(faded((environment.tint ?? Color.accentColor).resolved(in: environment).pixelColor))
            case .foreground:
                if let paint = environment.foregroundGradient { return gradient(paint.stops, paint.geometry) }
                return .color(faded((environment.foregroundColor ?? Color.primary).resolved(in: environment).pixelColor))
            }
        case .linear(let stops, let start, let end):
            guard let s = unit(start), let e = unit(end) else { return nil }
            return gradient(stops.paintStops, .linear(startX: s.x, startY: s.y, endX: e.x, endY: e.y))
        case .radial(let stops, let center, let startRadius, let endRadius):
            guard let c = unit(center) else { return nil }
            // Radii are lengths: scaled by the context's scale (an average one when stretched).
            let scale = transform.uniformScale ?? (Swift.abs(transform.a * transform.d - transform.b * transform.c)).squareRoot()
            return gradient(stops.paintStops, .radial(centerX: c.x, centerY: c.y, startRadius: Fixed(startRadius * scale),
                                                      endRadius: Fixed(endRadius * scale)))
        case .conic(let stops, let center, let angle):
            guard let c = unit(center) else { return nil }
            // The context's turn moves the start angle with it.
            let turn = Angle(radians: Path.angle(from: .zero, to: CGPoint(x: transform.a, y: transform.b)))
            let start = angle + turn
            return gradient(stops.paintStops, .angular(centerX: c.x, centerY: c.y, startAngle: start.q16Turns,
                                                       endAngle: (start + .degrees(360)).q16Turns))
        }
    }
}
