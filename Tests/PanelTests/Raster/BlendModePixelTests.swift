import Testing
@testable import PanelBase
@testable import PanelRender

/// The blend modes' integer formulas, by what each mode is known to do: identities (white
/// under multiply, black under screen), exact results on opaque colours, and a clear
/// source leaving the backdrop alone.
@Suite struct BlendModePixelTests {
    static func argb(_ a: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { a << 24 | r << 16 | g << 8 | b }
    static let samples: [UInt32] = BlendModeCairoDifferentialTests.colours(seed: 99, count: 400)

    static let swiftUIModes: [LayerBlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                                 .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color,
                                                 .luminosity, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter]

    @Test func normalIsSourceOver() {
        for (s, d) in zip(Self.samples, Self.samples.reversed()) {
            #expect(BlendModePixel.composite(s, over: d, mode: .normal)
                    == blendOver(source: s, destination: d, inverseAlpha: 255 - (s >> 24)))
        }
    }

    @Test(arguments: swiftUIModes)
    func aClearSourceLeavesTheBackdrop(_ mode: LayerBlendMode) {
        for d in Self.samples {
            #expect(BlendModePixel.composite(0, over: d, mode: mode) == d)
        }
    }

    @Test func opaqueResultsMatchTheFormulas() {
        let red = Self.argb(255, 255, 0, 0), yellow = Self.argb(255, 255, 255, 0), grey = Self.argb(255, 128, 128, 128)
        #expect(BlendModePixel.composite(red, over: yellow, mode: .multiply) == red)
        #expect(BlendModePixel.composite(red, over: Self.argb(255, 0, 0, 255), mode: .screen) == Self.argb(255, 255, 0, 255))
        #expect(BlendModePixel.composite(yellow, over: red, mode: .difference) == Self.argb(255, 0, 255, 0))
        #expect(BlendModePixel.composite(grey, over: yellow, mode: .darken) == Self.argb(255, 128, 128, 0))
        #expect(BlendModePixel.composite(grey, over: yellow, mode: .lighten) == Self.argb(255, 255, 255, 128))
        #expect(BlendModePixel.composite(grey, over: grey, mode: .plusLighter) == Self.argb(255, 255, 255, 255))
        // 1 − ((1 − 0.5) + (1 − 0.5)) = 0; 1 − ((1 − 1) + (1 − 0.5)) = 0.5.
        #expect(BlendModePixel.composite(grey, over: grey, mode: .plusDarker) == Self.argb(255, 1, 1, 1))
        #expect(BlendModePixel.composite(Self.argb(255, 255, 255, 255), over: grey, mode: .plusDarker) == grey)
        // Exclusion of white inverts.
        #expect(BlendModePixel.composite(Self.argb(255, 255, 255, 255), over: yellow, mode: .exclusion) == Self.argb(255, 0, 0, 255))
    }

    @Test func identitiesOfTheSeparableModes() {
        let white = Self.argb(255, 255, 255, 255), black = Self.argb(255, 0, 0, 0)
        for d in Self.samples where d >> 24 == 255 {
            #expect(BlendModePixel.composite(white, over: d, mode: .multiply) == d)
            #expect(BlendModePixel.composite(black, over: d, mode: .screen) == d)
            #expect(BlendModePixel.composite(black, over: d, mode: .difference) == d)
            #expect(BlendModePixel.composite(black, over: d, mode: .colorDodge) == d)
            #expect(BlendModePixel.composite(white, over: d, mode: .colorBurn) == d)
            // Luminosity of the backdrop itself gives it back (within rounding).
            let same = BlendModePixel.composite(d, over: d, mode: .luminosity)
            for shift: UInt32 in [0, 8, 16] {
                #expect(Swift.abs(Int(same >> shift & 0xFF) - Int(d >> shift & 0xFF)) <= 1)
            }
        }
    }

    @Test func porterDuffOperators() {
        let half = Self.argb(128, 128, 0, 0), blue = Self.argb(255, 0, 0, 255)
        // Destination out erases by the source's alpha; source atop keeps the backdrop's.
        #expect(BlendModePixel.composite(half, over: blue, mode: .destinationOut) == Self.argb(127, 0, 0, 127))
        #expect(BlendModePixel.composite(half, over: blue, mode: .sourceAtop) >> 24 == 255)
        #expect(BlendModePixel.composite(blue, over: half, mode: .destinationOver) == Self.argb(255, 128, 0, 127))
    }

    @Test(arguments: swiftUIModes)
    func resultsArePremultiplied(_ mode: LayerBlendMode) {
        for (s, d) in zip(Self.samples, Self.samples.dropFirst(7) + Self.samples.prefix(7)) {
            let out = BlendModePixel.composite(s, over: d, mode: mode)
            let a = out >> 24
            #expect(out >> 16 & 0xFF <= a && out >> 8 & 0xFF <= a && out & 0xFF <= a)
        }
    }

}
