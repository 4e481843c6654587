import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct ShadowMaskTests {
    @Test func blurIsCloseToAGaussianWithHalfTheRadius() {
        for radius in [4, 8, 15] {
            let rasterizer = ShapeRasterizer()
            let rect = FixedRect(x: 0, y: 0, width: 40, height: 30)
            let mask = ShadowMask.blurred(shape: .rectangle(rect), phaseX: 0, phaseY: 0, radius: Fixed(radius), rasterizer: rasterizer)
            let sigma = Double(radius) / 2
            func profile(_ centre: Double, _ low: Double, _ high: Double) -> Double {
                0.5 * (erf((high - centre) / (sigma * 2.0.squareRoot())) - erf((low - centre) / (sigma * 2.0.squareRoot())))
            }
            var worst = 0.0
            for y in 0..<mask.height {
                for x in 0..<mask.width {
                    let px = Double(x + mask.originX) + 0.5, py = Double(y + mask.originY) + 0.5
                    let expected = 255 * profile(px, 0, 40) * profile(py, 0, 30)
                    worst = max(worst, abs(Double(mask[x, y]) - expected))
                }
            }
            // Three boxes approximate the Gaussian to a few percent.
            #expect(worst <= 10, "radius \(radius): worst difference \(worst)")
        }
    }

    @Test func blurReachesBeyondTheShapeAndStaysSymmetric() {
        let rasterizer = ShapeRasterizer()
        let shape = RoundedShape.circle(in: FixedRect(x: 0, y: 0, width: 20, height: 20))
        let mask = ShadowMask.blurred(shape: shape, phaseX: 0, phaseY: 0, radius: Fixed(6), rasterizer: rasterizer)
        #expect(mask.originX < -3 && mask.originY < -3)
        #expect(mask[-mask.originX + 10, -mask.originY + 10] > 240)
        #expect(mask[0, 0] == 0)
        #expect(mask[-mask.originX - 2, -mask.originY + 10] > 0, "the shadow spreads outside the shape")
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                #expect(mask[x, y] == mask[mask.width - 1 - x, y])
                #expect(mask[x, y] == mask[x, mask.height - 1 - y])
            }
        }
    }

    @Test func cachedMaskIsReusedWherePhaseMatches() {
        let cache = ShadowMaskCache()
        let color = PixelColor(red: 0, green: 0, blue: 0, alpha: 80)
        let shape = RoundedShape.roundedRectangle(FixedRect(x: Fixed(raw: 10 * 64 + 20), y: Fixed(10), width: Fixed(30), height: Fixed(12)), cornerRadius: Fixed(4))
        let first = Surface(width: 120, height: 80)
        RasterCanvas(surface: first).drawShadow(of: shape, color: color, radius: Fixed(6), offset: FixedPoint(x: Fixed(0), y: Fixed(2)), cache: cache)
        #expect(cache.count == 1)
        // Moved by whole pixels: the same mask, the same pixels moved.
        let second = Surface(width: 120, height: 80)
        RasterCanvas(surface: second).drawShadow(of: shape.offsetBy(dx: Fixed(40), dy: Fixed(30)), color: color, radius: Fixed(6),
                                            offset: FixedPoint(x: Fixed(0), y: Fixed(2)), cache: cache)
        #expect(cache.count == 1)
        var painted = 0
        for y in 0..<50 {
            for x in 0..<80 {
                #expect(first[x, y] == second[x + 40, y + 30])
                if first[x, y].alpha != 0 { painted += 1 }
            }
        }
        #expect(painted > 30 * 12)
        // Moved by a fraction: another mask.
        RasterCanvas(surface: second).drawShadow(of: shape.offsetBy(dx: Fixed(raw: 13), dy: .zero), color: color, radius: Fixed(6),
                                            offset: .zero, cache: cache)
        #expect(cache.count == 2)
    }

    @Test func cachedAndFreshShadowsAreIdentical() {
        let cache = ShadowMaskCache()
        let shape = RoundedShape.capsule(in: FixedRect(x: Fixed(raw: 700), y: Fixed(raw: 900), width: Fixed(50), height: Fixed(20)))
        func draw(_ cache: ShadowMaskCache) -> Surface {
            let s = Surface(width: 100, height: 60)
            s.clear(to: PixelColor(red: 200, green: 210, blue: 220))
            RasterCanvas(surface: s).drawShadow(of: shape, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 90), radius: Fixed(raw: 300),
                                          offset: FixedPoint(x: Fixed(1), y: Fixed(3)), cache: cache)
            return s
        }
        let fresh = draw(ShadowMaskCache())
        _ = draw(cache)
        #expect(draw(cache).hasSamePixels(as: fresh))
    }

    @Test func skippingPixelsTheShapeCoversChangesNothing() {
        let shapes: [RoundedShape] = [
            .roundedRectangle(FixedRect(x: Fixed(raw: 1000), y: Fixed(raw: 700), width: Fixed(raw: 3000), height: Fixed(raw: 1900)), cornerRadius: Fixed(9)),
            .circle(in: FixedRect(x: Fixed(raw: 1290), y: Fixed(raw: 1111), width: Fixed(31), height: Fixed(31))),
            .capsule(in: FixedRect(x: Fixed(raw: 900), y: Fixed(raw: 1500), width: Fixed(60), height: Fixed(raw: 777))),
            .rectangle(FixedRect(x: Fixed(raw: 1601), y: Fixed(raw: 801), width: Fixed(raw: 2000), height: Fixed(raw: 1000))),
        ]
        for shape in shapes {
            func draw(skipping: Bool) -> (Surface, Int) {
                let surface = Surface(width: 120, height: 90)
                surface.clear(to: PixelColor(red: 200, green: 200, blue: 200))
                let canvas = RasterCanvas(surface: surface)
                canvas.drawShadow(of: shape, color: PixelColor(red: 0, green: 0, blue: 0, alpha: 90), radius: Fixed(7),
                                  offset: FixedPoint(x: Fixed(raw: 20), y: Fixed(3)), cache: ShadowMaskCache(), coveredByOpaqueShape: skipping)
                var untouched = 0
                for y in 0..<90 { for x in 0..<120 where surface[x, y] == PixelColor(red: 200, green: 200, blue: 200) { untouched += 1 } }
                canvas.fill(shape, color: PixelColor(red: 0, green: 100, blue: 200))
                return (surface, untouched)
            }
            let (skipped, untouchedSkipping) = draw(skipping: true)
            let (full, untouchedFull) = draw(skipping: false)
            #expect(skipped.hasSamePixels(as: full))
            #expect(untouchedSkipping > untouchedFull, "the shadow skipped the pixels under the shape")
        }
    }

    @Test func zeroRadiusShadowIsTheShapeItself() {
        let shape = RoundedShape.ellipse(in: FixedRect(x: Fixed(raw: 333), y: Fixed(raw: 222), width: Fixed(31), height: Fixed(17)))
        let color = PixelColor(red: 10, green: 20, blue: 30, alpha: 100)
        let shadow = Surface(width: 60, height: 40), filled = Surface(width: 60, height: 40)
        RasterCanvas(surface: shadow).drawShadow(of: shape, color: color, radius: .zero, offset: FixedPoint(x: Fixed(raw: 40), y: Fixed(2)), cache: ShadowMaskCache())
        RasterCanvas(surface: filled).fill(shape.offsetBy(dx: Fixed(raw: 40), dy: Fixed(2)), color: color)
        #expect(shadow.hasSamePixels(as: filled))
    }

    @Test func alphaMaskOfASurfaceMatchesTheShapesMask() {
        let shape = RoundedShape.roundedRectangle(FixedRect(x: 0, y: 0, width: 24, height: 16), cornerRadius: Fixed(5))
        let fromShape = ShadowMask.blurred(shape: shape, phaseX: 0, phaseY: 0, radius: Fixed(5), rasterizer: ShapeRasterizer())
        let surface = Surface(width: 24, height: 16)
        RasterCanvas(surface: surface).fill(shape, color: .white)
        let fromSurface = blurredAlphaMask(of: surface, radius: Fixed(5))
        #expect(fromSurface.originX == fromShape.originX)
        #expect(fromSurface.width == fromShape.width && fromSurface.height == fromShape.height)
        for y in 0..<fromShape.height {
            for x in 0..<fromShape.width {
                #expect(fromSurface[x, y] == fromShape[x, y], "(\(x), \(y))")
            }
        }
    }

    @Test func budgetBoundsTheCache() {
        let cache = ShadowMaskCache(byteBudget: 20_000)
        let canvas = RasterCanvas(surface: Surface(width: 50, height: 50))
        for phase in 0..<20 {
            canvas.drawShadow(of: .rectangle(FixedRect(x: Fixed(raw: phase), y: .zero, width: Fixed(40), height: Fixed(40))),
                              color: .black, radius: Fixed(8), offset: .zero, cache: cache)
        }
        #expect(cache.count < 20)
    }
}
