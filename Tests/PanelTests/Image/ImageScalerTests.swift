import Testing
@testable import PanelBase
@testable import PanelRender

/// Resampling in integers: nearest, bilinear, block averaging and tinting.
@Suite struct ImageScalerTests {
    /// A 2×1 image: opaque red, then opaque blue.
    static func redBlue() -> Surface {
        let surface = Surface(width: 2, height: 1)
        surface[0, 0] = PixelColor(red: 255, green: 0, blue: 0)
        surface[1, 0] = PixelColor(red: 0, green: 0, blue: 255)
        return surface
    }

    static func scale(_ source: Surface, _ width: Int, _ height: Int, _ interpolation: ImageInterpolation) -> Surface {
        ImageScaler.scaled(source, width: width, height: height, region: PixelRect(x: 0, y: 0, width: width, height: height),
                           interpolation: interpolation)
    }

    @Test func nearestRepeatsPixels() {
        let scaled = Self.scale(Self.redBlue(), 4, 2, .none)
        #expect((0..<4).map { scaled[$0, 1].red } == [255, 255, 0, 0])
        #expect((0..<4).map { scaled[$0, 0].blue } == [0, 0, 255, 255])
    }

    @Test func bilinearBlendsBetweenPixelCentres() {
        // Destination centres at 0.125, 0.375, 0.625, 0.875 of the width: source positions
        // −0.25 (clamped), 0.25, 0.75, 1.25 (clamped).
        let scaled = Self.scale(Self.redBlue(), 4, 1, .low)
        #expect(scaled[0, 0] == PixelColor(red: 255, green: 0, blue: 0))
        #expect(scaled[1, 0] == PixelColor(red: 191, green: 0, blue: 64))
        #expect(scaled[2, 0] == PixelColor(red: 64, green: 0, blue: 191))
        #expect(scaled[3, 0] == PixelColor(red: 0, green: 0, blue: 255))
    }

    @Test func shrinkingAveragesBlocksAtMediumAndHigh() {
        // 4×1 of red, red, blue, blue to 1×1: the average, not one sampled pair.
        let source = Surface(width: 4, height: 1)
        for x in 0..<4 { source[x, 0] = x < 2 ? PixelColor(red: 255, green: 0, blue: 0) : PixelColor(red: 0, green: 0, blue: 255) }
        #expect(Self.scale(source, 1, 1, .high)[0, 0] == PixelColor(red: 128, green: 0, blue: 128))
        #expect(Self.scale(source, 1, 1, .none)[0, 0] == PixelColor(red: 0, green: 0, blue: 255))
    }

    @Test func premultipliedPixelsStayValid() throws {
        let image = try ImageDecoderTests.decode("pngtest.png")
        for interpolation in [ImageInterpolation.low, .medium, .high] {
            let scaled = Self.scale(image, 37, 101, interpolation)
            for y in 0..<scaled.height {
                for x in 0..<scaled.width {
                    let p = scaled[x, y]
                    #expect(p.red <= p.alpha && p.green <= p.alpha && p.blue <= p.alpha)
                }
            }
        }
    }

    @Test func tintingKeepsCoverage() {
        let source = Surface(width: 1, height: 1)
        source[0, 0] = PixelColor(red: 10, green: 200, blue: 30, alpha: 128)
        let tinted = ImageScaler.tinted(source, with: PixelColor(red: 255, green: 0, blue: 0))
        #expect(tinted[0, 0] == PixelColor(red: 255, green: 0, blue: 0, alpha: 128))
    }

    @Test func aRegionIsThePartOfTheWhole() throws {
        let image = try ImageDecoderTests.decode("thin-white-stripe.jpg")
        let whole = Self.scale(image, 200, 40, .high)
        let part = ImageScaler.scaled(image, width: 200, height: 40, region: PixelRect(x: 50, y: 10, width: 30, height: 20),
                                      interpolation: .high)
        for y in 0..<20 { for x in 0..<30 { #expect(part[x, y] == whole[50 + x, 10 + y]) } }
    }
}
