import PanelBase

extension GraphicsContext {
    /// Applies `filter` to every drawing made with this context from now on (each drawing
    /// filtered on its own, after the filters added before it), as SwiftUI does.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    /// A filter for `addFilter`: colour changes, a blur, a shadow, a projection.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case colorMatrix(LayerColorMatrix)
            case opacity(Double)
            case blur(CGFloat)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
            case projection(ProjectionTransform)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }
        let kind: Kind

        /// Rec. 709 luminance weights, as SwiftUI's saturation and luminance filters use.
        static let luminance = (red: 0.2126, green: 0.7152, blue: 0.0722)

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(kind: .blur(radius)) }

        /// A blurred copy of what is drawn, coloured and moved, beneath it (the
        /// `ShadowOptions` and the shadow's own blend mode are accepted and not applied).
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y))
        }

        public static func opacity(_ amount: Double) -> Filter { Filter(kind: .opacity(amount)) }

        /// Adds `amount` to each colour channel.
        public static func brightness(_ amount: Double) -> Filter {
            matrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
        }

        /// Moves each colour channel away from (or towards) the middle grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter {
            let offset = 0.5 * (1 - amount)
            return matrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
        }

        /// Between the colour's grey (0) and the colour (1), or beyond.
        public static func saturation(_ amount: Double) -> Filter {
            let (r, g, b) = luminance, s = amount
            return matrix([r + (1 - r) * s, g - g * s, b - b * s, 0, 0,
                           r - r * s, g + (1 - g) * s, b - b * s, 0, 0,
                           r - r * s, g - g * s, b + (1 - b) * s, 0, 0,
                           0, 0, 0, 1, 0])
        }

        public static func grayscale(_ amount: Double) -> Filter { saturation(1 - amount) }

        /// Turns each colour's hue by `angle`, keeping its luminance.
        public static func hueRotation(_ angle: Angle) -> Filter {
            let (sin, cos) = PathTrigonometry.sinCos(radians: angle.radians)
            return matrix([0.213 + cos * 0.787 - sin * 0.213, 0.715 - cos * 0.715 - sin * 0.715, 0.072 - cos * 0.072 + sin * 0.928, 0, 0,
                           0.213 - cos * 0.213 + sin * 0.143, 0.715 + cos * 0.285 + sin * 0.140, 0.072 - cos * 0.072 - sin * 0.283, 0, 0,
                           0.213 - cos * 0.213 - sin * 0.787, 0.715 - cos * 0.715 + sin * 0.715, 0.072 + cos * 0.928 + sin * 0.072, 0, 0,
                           0, 0, 0, 1, 0])
        }

        /// Multiplies each channel (alpha too) by the colour's.
        public static func colorMultiply(_ color: Color) -> Filter {
            let pixel = color.pixelColor
            let a = Double(pixel.alpha) / 255
            func straight(_ c: UInt8) -> Double { a == 0 ? 0 : Swift.min(1, Double(c) / 255 / a) }
            return matrix([straight(pixel.red), 0, 0, 0, 0, 0, straight(pixel.green), 0, 0, 0,
                           0, 0, straight(pixel.blue), 0, 0, 0, 0, 0, a, 0])
        }

        /// Inverts each colour channel, by `amount` (1 wholly).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let k = 1 - 2 * amount
            return matrix([k, 0, 0, 0, amount, 0, k, 0, 0, amount, 0, 0, k, 0, amount, 0, 0, 0, 1, 0])
        }

        /// Black, as opaque as the colour was light.
        public static var luminanceToAlpha: Filter {
            matrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        }

        /// `color` where the alpha lies within `min...max`, clear elsewhere.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }

        /// Moves, turns or scales what is drawn (its affine part; perspective is not drawn).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(kind: .projection(matrix)) }

        static func matrix(_ values: [Double]) -> Filter { Filter(kind: .colorMatrix(LayerColorMatrix(values))) }

        /// The group that applies this filter to what it holds, in a canvas at `frame`.
        func groupEffect(in frame: FixedRect) -> GroupEffect {
            var effect = GroupEffect()
            switch kind {
            case .colorMatrix(let matrix): effect.filter = .colorMatrix(matrix)
            case .opacity(let amount):
                effect.opacity = amount.isFinite ? UInt8((Swift.min(1, Swift.max(0, amount)) * 255).rounded()) : 255
            case .blur(let radius):
                effect.filter = .blur(radius: Fixed(radius.isFinite ? Swift.min(Swift.max(0, radius), 1024) : 0))
            case .shadow(let color, let radius, let x, let y):
                effect.shadow = ShadowEffect(color: color.pixelColor, radius: Fixed(radius.isFinite ? Swift.min(Swift.max(0, radius), 1024) : 0),
                                             offset: FixedPoint(x: Fixed(x.isFinite ? x : 0), y: Fixed(y.isFinite ? y : 0)))
            case .projection(let matrix):
                effect.transform = GroupTransform(frame: frame, local: matrix.affinePart)
            case .alphaThreshold(let low, let high, let color):
                func byte(_ v: Double) -> UInt8 { v.isFinite ? UInt8((Swift.min(1, Swift.max(0, v)) * 255).rounded()) : 0 }
                effect.filter = .alphaThreshold(minimum: byte(low), maximum: byte(high), color: color.pixelColor)
            }
            return effect
        }
    }
}
