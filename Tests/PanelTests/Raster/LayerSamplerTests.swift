import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct LayerSamplerTests {
    func pattern(width: Int, height: Int) -> Surface {
        let s = Surface(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                s[x, y] = PixelColor(red: UInt8(x * 7 & 255), green: UInt8(y * 13 & 255), blue: 90, alpha: UInt8(128 + (x + y) % 128))
            }
        }
        return s
    }

    @Test func packedFilteringMatchesFilteringEachChannelAlone() {
        // Two channels per 64-bit word must give exactly the one-channel arithmetic:
        // (a·(256−wx) + b·wx)·(256−wy) + (c·(256−wx) + d·wx)·wy, rounded, per channel.
        var random = SystemRandomNumberGenerator()
        func reference(_ t: [UInt32], _ wx: UInt32, _ wy: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let c = t.map { ($0 >> UInt32(shift)) & 0xFF }
                let top = c[0] * (256 - wx) + c[1] * wx, bottom = c[2] * (256 - wx) + c[3] * wx
                out |= ((top * (256 - wy) + bottom * wy + 32768) >> 16) << UInt32(shift)
            }
            return out
        }
        let edges: [UInt32] = [0, 0xFFFF_FFFF, 0xFF00_FF00, 0x00FF_00FF, 0x8080_8080]
        for round in 0..<20_000 {
            let texels = (0..<4).map { _ in round < 625 ? edges[Int.random(in: 0..<edges.count, using: &random)] : UInt32.random(in: 0...UInt32.max, using: &random) }
            let wx = UInt32.random(in: 0...256, using: &random), wy = UInt32.random(in: 0...256, using: &random)
            let packed = PackedTexels.bilinear(texels[0], texels[1], texels[2], texels[3], wx: UInt64(wx), wy: UInt64(wy))
            let expected = reference(texels, wx, wy)
            guard packed == expected else {
                Issue.record("texels \(texels.map { String($0, radix: 16) }) wx \(wx) wy \(wy): \(String(packed, radix: 16)) ≠ \(String(expected, radix: 16))")
                return
            }
        }
    }

    /// The sampler takes four equal texels as they are, without weighing them: weighing
    /// must give the same texel at every weight.
    @Test func equalTexelsWeighToThemselves() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let texel = UInt32.random(in: 0...UInt32.max, using: &random)
            let wx = UInt64.random(in: 0...256, using: &random), wy = UInt64.random(in: 0...256, using: &random)
            #expect(PackedTexels.bilinear(texel, texel, texel, texel, wx: wx, wy: wy) == texel)
        }
    }

    @Test func aResampledImageCompositesAsTheSamplerDraws() {
        // Kept layers shrink once into an image composited at whole pixels after that: the
        // pixels must be the sampler's, at any scale and sub-pixel position, clipped or not,
        // and the image must only move with whole-pixel moves of the position.
        let layer = pattern(width: 37, height: 23)
        let sampler = LayerSampler()
        for (k, scale) in [Fixed(raw: 51), Fixed(raw: 40), Fixed(raw: 63), Fixed(raw: 13)].enumerated() {
            for fraction in [0, 1, 17, 32, 63] {
                let offset = FixedPoint(x: Fixed(raw: 10 * 64 + fraction), y: Fixed(raw: 7 * 64 + (fraction * 3) % 64))
                let clip = k % 2 == 0 ? PixelRect(x: 0, y: 0, width: 64, height: 48) : PixelRect(x: 14, y: 9, width: 11, height: 6)
                let drawn = Surface(width: 64, height: 48), composited = Surface(width: 64, height: 48)
                drawn.clear(to: PixelColor(red: 20, green: 200, blue: 90))
                composited.clear(to: PixelColor(red: 20, green: 200, blue: 90))
                sampler.draw(layer, on: drawn, offset: offset, scaleX: scale, scaleY: Fixed(raw: 48), opacity: 200, clip: clip)
                let canvas = RasterCanvas(surface: composited)
                canvas.withClip(clip) {
                    if let made = sampler.resample(layer, offset: offset, scaleX: scale, scaleY: Fixed(raw: 48)) {
                        canvas.compositeResampled(made.image, x: made.x, y: made.y, opacity: 200)
                    }
                }
                let comparison = ImageComparison(expected: drawn, actual: composited)
                #expect(comparison.isIdentical, "scale \(scale.raw)/64, fraction \(fraction): \(comparison.summary)")
                // Three whole pixels right and two down: the same image, moved.
                let moved = FixedPoint(x: offset.x + Fixed(3), y: offset.y + Fixed(2))
                let a = sampler.resample(layer, offset: offset, scaleX: scale, scaleY: Fixed(raw: 48))
                let b = sampler.resample(layer, offset: moved, scaleX: scale, scaleY: Fixed(raw: 48))
                #expect(a.map { ($0.x + 3, $0.y + 2) } ?? (0, 0) == b.map { ($0.x, $0.y) } ?? (1, 1))
                if let a, let b { #expect(a.image.hasSamePixels(as: b.image)) }
            }
        }
    }

    /// Resampling reads a layer's inner texels without bounds checks: every pixel must
    /// still be the bilinear filter of its four texels by the sampler's mapping (texel
    /// centres at whole numbers, 16.16; texels outside the layer transparent), at any
    /// scale (up and down), sub-pixel offset and layer size, edges included.
    @Test func resampledPixelsAreTheFilterOfTheirFourTexels() {
        func texelCoordinate(_ pixel: Int, offset: Int, scale: Int) -> Int {
            let numerator = (pixel * 64 + 32 - offset) << 16
            let q = numerator >= 0 ? numerator / scale : -((-numerator + scale - 1) / scale)
            return q - 32768
        }
        let sampler = LayerSampler()
        for (width, height) in [(1, 1), (2, 3), (9, 5), (37, 23)] {
            let layer = pattern(width: width, height: height)
            func texel(_ x: Int, _ y: Int) -> UInt32 {
                x >= 0 && x < width && y >= 0 && y < height ? layer.row(y)[x] : 0
            }
            for (scaleX, scaleY) in [(64, 64), (51, 40), (13, 63), (150, 97), (64, 20)] {
                for fraction in [0, 5, 32, 63] {
                    let offset = FixedPoint(x: Fixed(raw: 6 * 64 + fraction), y: Fixed(raw: 3 * 64 + (fraction * 7) % 64))
                    guard let made = sampler.resample(layer, offset: offset, scaleX: Fixed(raw: scaleX), scaleY: Fixed(raw: scaleY)) else {
                        Issue.record("\(width)x\(height) at \(scaleX)/\(scaleY): nothing resampled")
                        continue
                    }
                    var mismatches = 0
                    for row in 0..<made.image.height {
                        let v = texelCoordinate(made.y + row, offset: offset.y.raw, scale: scaleY)
                        let ty = v >> 16, wy = UInt64(((v & 0xFFFF) + 128) >> 8)
                        for column in 0..<made.image.width {
                            let u = texelCoordinate(made.x + column, offset: offset.x.raw, scale: scaleX)
                            let tx = u >> 16, wx = UInt64(((u & 0xFFFF) + 128) >> 8)
                            let expected = PackedTexels.bilinear(texel(tx, ty), texel(tx + 1, ty), texel(tx, ty + 1), texel(tx + 1, ty + 1),
                                                                 wx: wx, wy: wy)
                            if made.image.row(row)[column] != expected { mismatches += 1 }
                        }
                    }
                    #expect(mismatches == 0, "\(width)x\(height), scale \(scaleX)/\(scaleY), fraction \(fraction)")
                }
            }
        }
    }

    @Test func wholePixelCompositeIsCompositeSpan() {
        let layer = pattern(width: 30, height: 20)
        let viaCanvas = Surface(width: 50, height: 40), direct = Surface(width: 50, height: 40)
        viaCanvas.clear(to: PixelColor(red: 50, green: 60, blue: 70))
        direct.clear(to: PixelColor(red: 50, green: 60, blue: 70))
        RasterCanvas(surface: viaCanvas).composite(layer, at: (x: 25, y: -3), opacity: 128)
        for y in 0..<17 {
            direct.compositeSpan(x: 25, y: y, count: 25, source: layer.row(y + 3), opacity: 128)
        }
        #expect(viaCanvas.hasSamePixels(as: direct))
    }

    @Test func groupOpacityScalesTheWholeLayerOnce() {
        // Two overlapping opaque shapes in a group at 50 %: the overlap is not darker.
        let layer = Surface(width: 40, height: 20)
        let canvas = RasterCanvas(surface: layer)
        canvas.fill(PixelRect(x: 0, y: 0, width: 25, height: 20), color: .black)
        canvas.fill(PixelRect(x: 15, y: 0, width: 25, height: 20), color: .black)
        let target = Surface(width: 40, height: 20)
        target.clear(to: .white)
        RasterCanvas(surface: target).composite(layer, at: (x: 0, y: 0), opacity: 128)
        #expect(target[5, 5] == target[20, 5])
        #expect(target[20, 5] == PixelColor(argb: 0xFF7F_7F7F))
    }

    @Test func subPixelOriginShiftsCoverage() {
        let layer = Surface(width: 10, height: 10)
        layer.clear(to: .white)
        let target = Surface(width: 20, height: 20)
        RasterCanvas(surface: target).composite(layer, at: FixedPoint(x: Fixed(raw: 5 * 64 + 32), y: Fixed(5)))
        #expect(target[10, 8] == .white)
        #expect(target[5, 8].alpha == 128, "left edge half covered: \(target[5, 8])")
        #expect(target[15, 8].alpha == 128, "right edge half covered: \(target[15, 8])")
        #expect(target[4, 8] == .clear && target[16, 8] == .clear)
        #expect(target[10, 4] == .clear && target[10, 15] == .clear)
    }

    @Test func scaleAboutTheCentreShrinksTowardsIt() {
        let layer = Surface(width: 40, height: 40)
        layer.clear(to: .white)
        let target = Surface(width: 60, height: 60)
        RasterCanvas(surface: target).composite(layer, at: FixedPoint(x: Fixed(10), y: Fixed(10)), scale: Fixed(raw: 32),
                                          anchor: FixedPoint(x: Fixed(20), y: Fixed(20)))
        // The image spans 20...40 now.
        #expect(target[30, 30] == .white)
        #expect(target[21, 21] == .white && target[38, 38] == .white)
        #expect(target[18, 30] == .clear && target[41, 30] == .clear)
        var total = 0
        for y in 0..<60 { for x in 0..<60 { total += Int(target[x, y].alpha) } }
        // Coverage is preserved to within the edge filter's rounding: 20×20 pixels.
        #expect(abs(total - 400 * 255) <= 2 * 80 * 255 / 10)
    }

    @Test func scaledEdgesAreAntiAliased() {
        let layer = Surface(width: 16, height: 16)
        layer.clear(to: .black)
        let target = Surface(width: 40, height: 40)
        target.clear(to: .white)
        RasterCanvas(surface: target).composite(layer, at: FixedPoint(x: Fixed(10), y: Fixed(10)), scale: Fixed(raw: 83),
                                          anchor: .zero, opacity: 255)
        // 16 × 83/64 = 20.75 px: the last column is partly covered.
        let edge = target[30, 15]
        #expect(edge.red > 0 && edge.red < 255, "edge pixel \(edge)")
        #expect(target[20, 15] == .black)
        #expect(target[32, 15] == .white)
    }

    @Test func clipBoundsTheScaledLayer() {
        let layer = Surface(width: 30, height: 30)
        layer.clear(to: .black)
        let target = Surface(width: 50, height: 50)
        target.clear(to: .white)
        let canvas = RasterCanvas(surface: target)
        canvas.withClip(PixelRect(x: 0, y: 0, width: 20, height: 50)) {
            canvas.composite(layer, at: FixedPoint(x: Fixed(5), y: Fixed(5)), scale: Fixed(raw: 80), anchor: .zero, opacity: 200)
        }
        for y in 0..<50 { for x in 20..<50 { #expect(target[x, y] == .white) } }
        #expect(target[10, 10] != .white)
    }
}
