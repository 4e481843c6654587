extension Color {
    /// A concrete colour: red, green, blue and opacity, kept in linear sRGB (extended
    /// range) as SwiftUI keeps them; `red`, `green` and `blue` read and write them
    /// sRGB-encoded.
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        public var linearRed: Float
        public var linearGreen: Float
        public var linearBlue: Float
        public var opacity: Float

        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let linear = colorSpace.linearSRGB(Double(red), Double(green), Double(blue))
            linearRed = Float(linear.red); linearGreen = Float(linear.green); linearBlue = Float(linear.blue)
            self.opacity = opacity
        }

        /// The amount of red in sRGB.
        public var red: Float {
            get { Float(RGBColorSpace.encoded(Double(linearRed))) }
            set { linearRed = Float(RGBColorSpace.linear(Double(newValue))) }
        }
        /// The amount of green in sRGB.
        public var green: Float {
            get { Float(RGBColorSpace.encoded(Double(linearGreen))) }
            set { linearGreen = Float(RGBColorSpace.linear(Double(newValue))) }
        }
        /// The amount of blue in sRGB.
        public var blue: Float {
            get { Float(RGBColorSpace.encoded(Double(linearBlue))) }
            set { linearBlue = Float(RGBColorSpace.linear(Double(newValue))) }
        }

        public var description: String {
            func hex(_ value: Float) -> String {
                let byte = Int((Swift.min(Swift.max(value, 0), 1) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }
    }

    /// A constant colour with the resolved colour's values.
    public init(_ resolved: Resolved) {
        self.init(.sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
                  blue: Double(resolved.linearBlue), opacity: Double(resolved.opacity))
    }

    /// The colour's values in `environment`: an adaptive colour (`.primary`) takes the
    /// environment's colour scheme.
    @MainActor
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let color = resolved(in: environment)
        return Resolved(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), opacity: Float(color.opacity))
    }
}

extension Color.Resolved: ShapePaintConvertible {
    var shapePaint: ShapePaint { .color(Color(self)) }
}
