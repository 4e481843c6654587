import Glibc

extension Color {
    /// The colour spaces a colour's components can be given in. Panel's screen is sRGB:
    /// every colour is converted to sRGB when it is made, and what lies outside sRGB's
    /// gamut (a saturated Display P3 colour) is clamped when drawn.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB with its transfer curve: the components most code gives.
        case sRGB
        /// sRGB's primaries with a linear transfer function.
        case sRGBLinear
        /// Display P3's primaries with sRGB's transfer curve.
        case displayP3
    }
}

extension Color.RGBColorSpace {
    /// sRGB's transfer curve from encoded to linear light, extended to negative values by
    /// symmetry as Apple's extended sRGB is.
    static func linear(_ encoded: Double) -> Double {
        let magnitude = Swift.abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// sRGB's transfer curve from linear light to encoded.
    static func encoded(_ linear: Double) -> Double {
        let magnitude = Swift.abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// Components in this space as linear sRGB.
    func linearSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .sRGB:
            return (Self.linear(red), Self.linear(green), Self.linear(blue))
        case .sRGBLinear:
            return (red, green, blue)
        case .displayP3:
            // Display P3's linear light to sRGB's: both have D65 white, so one matrix.
            let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
            return (1.2249401 * r - 0.2249404 * g,
                    -0.0420569 * r + 1.0420571 * g,
                    -0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
        }
    }

    /// Components in this space as encoded (gamma) sRGB, the components `Color` keeps.
    func encodedSRGB(_ red: Double, _ green: Double, _ blue: Double) -> (red: Double, green: Double, blue: Double) {
        if self == .sRGB { return (red, green, blue) }
        let linear = linearSRGB(red, green, blue)
        return (Self.encoded(linear.red), Self.encoded(linear.green), Self.encoded(linear.blue))
    }
}
