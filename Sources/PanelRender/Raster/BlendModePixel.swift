import PanelBase

/// One premultiplied pixel composited over another with a blend mode, in integers: the
/// W3C compositing formulas, each channel computed as
///
///     co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)
///
/// with the term αs·αb·B written in premultiplied values (so no division for most modes),
/// in units of 1/255² and rounded once at the end; αo = αs + αb − αs·αb. The Porter-Duff
/// operators and the two plus modes have formulas of their own.
enum BlendModePixel {
    /// `source` (a layer's pixel) composited over `destination` with `mode`.
    @inline(__always)
    static func composite(_ source: UInt32, over destination: UInt32, mode: LayerBlendMode) -> UInt32 {
        let sa = Int(source >> 24), da = Int(destination >> 24)
        if source == 0 {
            // Nothing drawn here: only the operators that keep the backdrop only under the
            // source change it.
            switch mode {
            case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return 0
            default: return destination
            }
        }
        let s = (Int(source >> 16 & 0xFF), Int(source >> 8 & 0xFF), Int(source & 0xFF))
        let d = (Int(destination >> 16 & 0xFF), Int(destination >> 8 & 0xFF), Int(destination & 0xFF))
        switch mode {
        case .normal, .copy:
            return blendOver(source: source, destination: destination, inverseAlpha: 255 &- UInt32(sa))
        case .clear:
            return pack(alpha: div255(da * (255 - sa)), d.0 * (255 - sa), d.1 * (255 - sa), d.2 * (255 - sa))
        case .sourceIn:
            return pack(alpha: div255(sa * da), s.0 * da, s.1 * da, s.2 * da)
        case .sourceOut:
            return pack(alpha: div255(sa * (255 - da)), s.0 * (255 - da), s.1 * (255 - da), s.2 * (255 - da))
        case .sourceAtop:
            return pack(alpha: da, s.0 * da + d.0 * (255 - sa), s.1 * da + d.1 * (255 - sa), s.2 * da + d.2 * (255 - sa))
        case .destinationOver:
            return pack(alpha: sa + da - div255(sa * da), s.0 * (255 - da) + d.0 * 255, s.1 * (255 - da) + d.1 * 255,
                        s.2 * (255 - da) + d.2 * 255)
        case .destinationIn:
            return pack(alpha: div255(sa * da), d.0 * sa, d.1 * sa, d.2 * sa)
        case .destinationOut:
            return pack(alpha: div255(da * (255 - sa)), d.0 * (255 - sa), d.1 * (255 - sa), d.2 * (255 - sa))
        case .destinationAtop:
            return pack(alpha: sa, s.0 * (255 - da) + d.0 * sa, s.1 * (255 - da) + d.1 * sa, s.2 * (255 - da) + d.2 * sa)
        case .xor:
            return pack(alpha: div255(sa * (255 - da) + da * (255 - sa)), s.0 * (255 - da) + d.0 * (255 - sa),
                        s.1 * (255 - da) + d.1 * (255 - sa), s.2 * (255 - da) + d.2 * (255 - sa))
        case .plusLighter:
            return pack(alpha: Swift.min(255, sa + da), (s.0 + d.0) * 255, (s.1 + d.1) * 255, (s.2 + d.2) * 255)
        case .plusDarker:
            // R = max(0, 1 − ((1 − D) + (1 − S))) with 1 read as the result's alpha, so a
            // transparent source leaves the backdrop as it is.
            let alpha = Swift.min(255, sa + da)
            func channel(_ s: Int, _ d: Int) -> Int { Swift.max(0, alpha - ((sa - s) + (da - d))) * 255 }
            return pack(alpha: alpha, channel(s.0, d.0), channel(s.1, d.1), channel(s.2, d.2))
        case .hue, .saturation, .color, .luminosity:
            let mixed = NonSeparableBlend.mix(source: s, destination: d, sourceAlpha: sa, destinationAlpha: da, mode: mode)
            return separable(s, d, sa, da, mixed)
        default:
            let mixed = (separableTerm(s.0, d.0, sa, da, mode), separableTerm(s.1, d.1, sa, da, mode), separableTerm(s.2, d.2, sa, da, mode))
            return separable(s, d, sa, da, mixed)
        }
    }

    /// The source-over part of a blend plus its mixed term (αs·αb·B, in 1/255²).
    @inline(__always)
    static func separable(_ s: (Int, Int, Int), _ d: (Int, Int, Int), _ sa: Int, _ da: Int, _ mixed: (Int, Int, Int)) -> UInt32 {
        pack(alpha: sa + da - div255(sa * da),
             s.0 * (255 - da) + d.0 * (255 - sa) + mixed.0,
             s.1 * (255 - da) + d.1 * (255 - sa) + mixed.1,
             s.2 * (255 - da) + d.2 * (255 - sa) + mixed.2)
    }

    /// αs·αb·B(Cb, Cs) for one channel of a separable mode, in 1/255², from premultiplied
    /// channels `s`, `d` and alphas `sa`, `da` (0...255).
    @inline(__always)
    static func separableTerm(_ s: Int, _ d: Int, _ sa: Int, _ da: Int, _ mode: LayerBlendMode) -> Int {
        let both = sa * da
        switch mode {
        case .multiply: return s * d
        case .screen: return s * da + d * sa - s * d
        case .overlay: return 2 * d <= da ? 2 * s * d : both - 2 * (da - d) * (sa - s)
        case .hardLight: return 2 * s <= sa ? 2 * s * d : both - 2 * (da - d) * (sa - s)
        case .darken: return Swift.min(s * da, d * sa)
        case .lighten: return Swift.max(s * da, d * sa)
        case .difference: return Swift.abs(s * da - d * sa)
        case .exclusion: return s * da + d * sa - 2 * s * d
        case .colorDodge:
            // min(1, Cb / (1 − Cs)), times αs·αb: d·αs² / (αs − s).
            if d == 0 { return 0 }
            if s >= sa { return both }
            return Swift.min(both, (d * sa * sa + (sa - s) / 2) / (sa - s))
        case .colorBurn:
            // 1 − min(1, (1 − Cb) / Cs), times αs·αb: αs·αb − (αb − d)·αs² / s.
            if d >= da { return both }
            if s == 0 { return 0 }
            return both - Swift.min(both, ((da - d) * sa * sa + s / 2) / s)
        case .softLight: return softLightTerm(s, d, sa, da)
        default: return s * d
        }
    }

    /// Soft light on unpremultiplied values in Q16 (it needs a square root).
    static func softLightTerm(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        guard sa != 0, da != 0 else { return 0 }
        let one = 1 << 16
        let cs = (s << 16) / sa, cb = Swift.min(one, (d << 16) / da)
        let blended: Int
        // (Shifts bind tighter than products in Swift: every product is bracketed.)
        if 2 * cs <= one {
            blended = cb - (((((one - 2 * cs) * cb) >> 16) * (one - cb)) >> 16)
        } else {
            let curve = cb <= one / 4
                ? ((((((16 * cb - 12 * one) * cb) >> 16) + 4 * one) * cb) >> 16)
                : integerSquareRoot(cb << 16)
            blended = cb + (((2 * cs - one) * (curve - cb)) >> 16)
        }
        return (sa * da * blended + (one >> 1)) >> 16
    }

    /// ⌊√n⌋ for n ≥ 0, exactly (the estimate in floating point is corrected by integers).
    static func integerSquareRoot(_ n: Int) -> Int {
        var r = Int(Double(n).squareRoot())
        while r * r > n { r -= 1 }
        while (r + 1) * (r + 1) <= n { r += 1 }
        return r
    }

    /// x/255 rounded, for x ≥ 0.
    @inline(__always)
    static func div255(_ x: Int) -> Int { (x + 127) / 255 }

    /// A pixel from its alpha (0...255) and three channels in 1/255², each rounded and
    /// kept within 0...alpha.
    @inline(__always)
    static func pack(alpha: Int, _ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        let a = Swift.min(255, Swift.max(0, alpha))
        func channel(_ v: Int) -> UInt32 { UInt32(Swift.min(a, Swift.max(0, div255(Swift.max(0, v))))) }
        return UInt32(a) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}
