import PanelBase

/// The W3C non-separable blend modes (hue, saturation, color, luminosity) in integers.
///
/// SetLum, SetSat and ClipColor scale with the colour: each is worked on the source
/// scaled by the backdrop's alpha and the backdrop scaled by the source's (both then
/// colours times αs·αb), with αs·αb as one. What comes out is αs·αb·B, in 1/255², per
/// channel, as the separable modes give.
enum NonSeparableBlend {
    typealias RGB = (Int, Int, Int)

    static func mix(source s: RGB, destination d: RGB, sourceAlpha sa: Int, destinationAlpha da: Int, mode: LayerBlendMode) -> RGB {
        let one = sa * da
        guard one != 0 else { return (0, 0, 0) }
        let source = (s.0 * da, s.1 * da, s.2 * da)
        let backdrop = (d.0 * sa, d.1 * sa, d.2 * sa)
        switch mode {
        case .hue: return setLum(setSat(source, sat(backdrop)), lum(backdrop), one: one)
        case .saturation: return setLum(setSat(backdrop, sat(source)), lum(backdrop), one: one)
        case .color: return setLum(source, lum(backdrop), one: one)
        default: return setLum(backdrop, lum(source), one: one)
        }
    }

    /// 0.3 R + 0.59 G + 0.11 B, rounded.
    static func lum(_ c: RGB) -> Int { (30 * c.0 + 59 * c.1 + 11 * c.2 + 50) / 100 }

    static func sat(_ c: RGB) -> Int { Swift.max(c.0, c.1, c.2) - Swift.min(c.0, c.1, c.2) }

    /// `c` moved by one amount on every channel to luminosity `l`, then brought back
    /// within 0...one keeping its luminosity.
    static func setLum(_ c: RGB, _ l: Int, one: Int) -> RGB {
        let delta = l - lum(c)
        return clipColor((c.0 + delta, c.1 + delta, c.2 + delta), one: one)
    }

    static func clipColor(_ c: RGB, one: Int) -> RGB {
        let l = lum(c), low = Swift.min(c.0, c.1, c.2), high = Swift.max(c.0, c.1, c.2)
        var c = c
        if low < 0, l - low > 0 {
            func pull(_ v: Int) -> Int { l + (v - l) * l / (l - low) }
            c = (pull(c.0), pull(c.1), pull(c.2))
        }
        if high > one, high - l > 0 {
            func pull(_ v: Int) -> Int { l + (v - l) * (one - l) / (high - l) }
            c = (pull(c.0), pull(c.1), pull(c.2))
        }
        return (Swift.min(one, Swift.max(0, c.0)), Swift.min(one, Swift.max(0, c.1)), Swift.min(one, Swift.max(0, c.2)))
    }

    /// `c` with saturation `s`: its smallest channel 0, its largest `s`, the middle one
    /// where it lay between them.
    static func setSat(_ c: RGB, _ s: Int) -> RGB {
        let high = Swift.max(c.0, c.1, c.2), low = Swift.min(c.0, c.1, c.2)
        guard high > low else { return (0, 0, 0) }
        func scaled(_ v: Int) -> Int { (v - low) * s / (high - low) }
        return (scaled(c.0), scaled(c.1), scaled(c.2))
    }
}
