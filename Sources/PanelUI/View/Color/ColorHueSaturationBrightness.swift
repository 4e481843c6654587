extension Color {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), all 0...1, in
    /// sRGB: hue 0 and 1 are red, 1/3 green, 2/3 blue.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let rgb = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(srgb: rgb, opacity: opacity)
    }

    /// The hexcone model: the hue picks a sector of six, brightness the largest component
    /// and saturation how far the smallest lies below it.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (red: Double, green: Double, blue: Double) {
        let s = Swift.min(Swift.max(saturation, 0), 1), v = Swift.min(Swift.max(brightness, 0), 1)
        guard hue.isFinite else { return (v, v, v) }
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let scaled = h * 6
        let sector = Swift.min(Int(scaled), 5)
        let fraction = scaled - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * fraction), t = v * (1 - s * (1 - fraction))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
