import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The SIMD span functions against the scalar formula, pixel by pixel, on random data.
@Suite struct BlendTests {
    /// SplitMix64: deterministic random numbers for reproducible tests.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        /// A valid premultiplied colour; often opaque or transparent, the special cases.
        mutating func color() -> PixelColor {
            switch below(4) {
            case 0: return PixelColor(red: byte(), green: byte(), blue: byte())
            case 1: return PixelColor(argb: 0)
            default: return PixelColor(red: byte(), green: byte(), blue: byte(), alpha: byte())
            }
        }
        /// Coverage bytes, with runs of 0 and 255 as real masks have.
        mutating func coverage() -> UInt8 {
            switch below(4) {
            case 0: return 0
            case 1: return 255
            default: return byte()
            }
        }
    }

    static func scalarOver(_ s: PixelColor, _ d: UInt32) -> UInt32 {
        blendOver(source: s.argb, destination: d, inverseAlpha: 255 &- UInt32(s.alpha))
    }

    func randomSurface(_ random: inout Random, width: Int) -> Surface {
        let surface = Surface(width: width, height: 1)
        for x in 0..<width { surface[x, 0] = random.color() }
        return surface
    }

    /// A random one-row surface and its pixels as they are before a test draws on it.
    func randomRow(_ random: inout Random, width: Int) -> (surface: Surface, before: [UInt32]) {
        let surface = randomSurface(&random, width: width)
        return (surface, (0..<width).map { surface[$0, 0].argb })
    }

    /// Expects every pixel `i` of the row to be `want(i)`.
    func expectRow(_ surface: Surface, _ want: (Int) -> UInt32, _ describe: (Int) -> String,
                   sourceLocation: SourceLocation = #_sourceLocation) {
        for i in 0..<surface.width {
            #expect(surface[i, 0].argb == want(i), "\(describe(i))", sourceLocation: sourceLocation)
        }
    }

    @Test func blendSpanMatchesScalarFormula() {
        var random = Random(state: 1)
        for _ in 0..<300 {
            let width = 1 + random.below(40)
            let (surface, expected) = randomRow(&random, width: width)
            let x = random.below(width), count = random.below(width - x + 1)
            let color = random.color(), coverage = random.coverage()
            surface.blendSpan(x: x, y: 0, count: count, color: color, coverage: coverage)
            expectRow(surface, { i in i >= x && i < x + count ? Self.scalarOver(color.scaled(by: coverage), expected[i]) : expected[i] },
                      { i in "pixel \(i) of \(x)+\(count), colour \(color) coverage \(coverage)" })
        }
    }

    @Test func blendMaskSpanMatchesScalarFormula() {
        var random = Random(state: 2)
        for _ in 0..<300 {
            let width = 1 + random.below(40)
            let (surface, expected) = randomRow(&random, width: width)
            let mask = (0..<width).map { _ in random.coverage() }
            let x = random.below(width), count = random.below(width - x + 1)
            let color = random.color()
            mask.withUnsafeBufferPointer { m in
                surface.blendMaskSpan(x: x, y: 0, count: count, color: color, mask: m.baseAddress! + x)
            }
            expectRow(surface, { i in i >= x && i < x + count ? Self.scalarOver(color.scaled(by: mask[i]), expected[i]) : expected[i] },
                      { i in "pixel \(i), colour \(color) coverage \(mask[i])" })
        }
    }

    @Test func compositeSpanMatchesScalarFormula() {
        var random = Random(state: 3)
        for _ in 0..<300 {
            let width = 1 + random.below(40)
            let (surface, expected) = randomRow(&random, width: width)
            let layer = (0..<width).map { _ in random.color().argb }
            let x = random.below(width), count = random.below(width - x + 1)
            let opacity = random.coverage()
            layer.withUnsafeBufferPointer { l in
                surface.compositeSpan(x: x, y: 0, count: count, source: l.baseAddress!, opacity: opacity)
            }
            expectRow(surface, { i in
                i >= x && i < x + count ? Self.scalarOver(PixelColor(argb: layer[i - x]).scaled(by: opacity), expected[i]) : expected[i]
            }, { i in "pixel \(i), source \(layer[max(0, i - x)]) opacity \(opacity)" })
        }
    }

    @Test func compositeSpanOverRunsOfClearAndOpaquePixelsMatchesScalarFormula() {
        var random = Random(state: 5)
        for _ in 0..<200 {
            let width = 8 + random.below(40)
            let (surface, expected) = randomRow(&random, width: width)
            // Runs of eight clear, opaque or mixed pixels, each with one odd pixel at times.
            var layer: [UInt32] = []
            while layer.count < width {
                let kind = random.below(3)
                for _ in 0..<8 {
                    let color = random.color()
                    layer.append(kind == 0 ? 0 : kind == 1 ? color.argb | 0xFF00_0000 : color.argb)
                }
                if random.below(4) == 0 { layer[layer.count - 1 - random.below(8)] = random.color().argb }
            }
            let opacity: UInt8 = random.below(2) == 0 ? 255 : random.coverage()
            layer.withUnsafeBufferPointer { l in
                surface.compositeSpan(x: 0, y: 0, count: width, source: l.baseAddress!, opacity: opacity)
            }
            expectRow(surface, { i in Self.scalarOver(PixelColor(argb: layer[i]).scaled(by: opacity), expected[i]) },
                      { i in "pixel \(i), source \(layer[i]) opacity \(opacity)" })
        }
    }

    @Test func aFadedSurfaceCompositedWholeGivesTheSurfaceCompositedAtThatOpacity() {
        var random = Random(state: 6)
        for _ in 0..<50 {
            let width = 1 + random.below(40)
            let layer = randomSurface(&random, width: width)
            let opacity = random.coverage()
            let background = randomSurface(&random, width: width)
            let atOpacity = Surface(width: width, height: 1), faded = Surface(width: width, height: 1)
            for target in [atOpacity, faded] { target.copy(background.bounds, from: background) }
            atOpacity.compositeSpan(x: 0, y: 0, count: width, source: layer.row(0), opacity: opacity)
            let fadedLayer = layer.faded(by: opacity)
            withExtendedLifetime(fadedLayer) {
                faded.compositeSpan(x: 0, y: 0, count: width, source: fadedLayer.row(0), opacity: 255)
            }
            for x in 0..<width {
                #expect(atOpacity[x, 0] == faded[x, 0], "pixel \(x) of \(width), layer \(layer[x, 0]) opacity \(opacity)")
            }
        }
    }

    @Test func blendOverMatchesRoundedDivisionPerChannel() {
        var random = Random(state: 4)
        for _ in 0..<2000 {
            let s = random.color(), d = random.color()
            let result = PixelColor(argb: Self.scalarOver(s, d.argb))
            let inverse = 255 - Double(s.alpha)
            for shift in [0, 8, 16, 24] as [UInt32] {
                let sc = Double((s.argb >> shift) & 0xFF), dc = Double((d.argb >> shift) & 0xFF)
                #expect(Double((result.argb >> shift) & 0xFF) == sc + (dc * inverse / 255).rounded())
            }
        }
    }
}
