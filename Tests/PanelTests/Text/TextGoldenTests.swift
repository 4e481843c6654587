import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Text compared byte for byte with PNGs under Tests/PanelTests/Golden (`make golden`
/// rewrites them). FreeType's rasteriser and light auto-hinter are integer code, so the
/// images are the same on every machine with Debian's FreeType.
@Suite struct TextGoldenTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    private func canvas(width: Int, height: Int, _ color: PixelColor) -> Surface {
        let surface = Surface(width: width, height: height)
        surface.clear(to: color)
        return surface
    }

    private func point(_ x: Int, _ y: Int) -> FixedPoint { FixedPoint(x: Fixed(raw: x), y: Fixed(raw: y)) }

    @Test func textAtSeveralSizes() {
        let surface = canvas(width: 360, height: 150, PixelColor(red: 246, green: 244, blue: 236))
        let ink = PixelColor(red: 24, green: 36, blue: 110)
        var baseline = 14
        for size in [9, 11, 13, 16, 20, 28, 40] {
            renderer.draw("Panel AVATAR gjpq 0123 ÅÉß€", size: Fixed(size), baselineOrigin: point(4 * 64, baseline * 64),
                          color: ink, into: surface, clip: surface.bounds)
            baseline += size + 4
        }
        expectGolden(surface, named: "text-sizes")
    }

    @Test func textAtQuarterPixelOffsets() {
        let surface = canvas(width: 120, height: 140, .white)
        // x steps through every quarter pixel and between them (rounding to the nearest);
        // y steps by fractions that round to whole-pixel baselines.
        for step in 0..<8 {
            renderer.draw("Wil1|", size: Fixed(14), baselineOrigin: point(6 * 64 + step * 9, (14 + step * 16) * 64 + step * 5),
                          color: .black, into: surface, clip: surface.bounds)
            renderer.draw("Wil1|", size: Fixed(raw: 14 * 64 + 32), baselineOrigin: point(62 * 64 + step * 16, (14 + step * 16) * 64),
                          color: .black, into: surface, clip: surface.bounds)
        }
        expectGolden(surface, named: "text-subpixel")
    }

    @Test func colouredTextOnColouredBackground() {
        let surface = canvas(width: 220, height: 90, PixelColor(red: 30, green: 90, blue: 60))
        surface.clear(PixelRect(x: 110, y: 0, width: 110, height: 90), to: PixelColor(red: 200, green: 70, blue: 40))
        renderer.draw("Opaque amber", size: Fixed(18), baselineOrigin: point(6 * 64, 26 * 64),
                      color: PixelColor(red: 255, green: 190, blue: 40), into: surface, clip: surface.bounds)
        renderer.draw("Translucent white", size: Fixed(18), baselineOrigin: point(6 * 64 + 40, 52 * 64),
                      color: PixelColor(red: 255, green: 255, blue: 255, alpha: 150), into: surface, clip: surface.bounds)
        renderer.draw("Clipped cyan text", size: Fixed(22), baselineOrigin: point(6 * 64, 80 * 64),
                      color: PixelColor(red: 60, green: 220, blue: 230), into: surface,
                      clip: PixelRect(x: 30, y: 66, width: 150, height: 10))
        if let boldPath = FontFace.defaultBoldPath, let bold = try? FontFace(path: boldPath) {
            renderer.draw("Bold", face: bold, size: Fixed(18), baselineOrigin: point(160 * 64, 26 * 64),
                          color: .white, into: surface, clip: surface.bounds)
        }
        expectGolden(surface, named: "text-colours")
    }

    @Test func severalLines() {
        let surface = canvas(width: 150, height: 80, PixelColor(red: 250, green: 250, blue: 250))
        renderer.draw("Line one\nLine two, longer\r\n\tindented by a tab", size: Fixed(raw: 15 * 64 + 16),
                      baselineOrigin: point(5 * 64 + 24, 18 * 64 + 40), color: PixelColor(red: 40, green: 40, blue: 40),
                      into: surface, clip: surface.bounds)
        expectGolden(surface, named: "text-lines")
    }

    @Test func missingGlyphs() throws {
        let surface = canvas(width: 200, height: 70, PixelColor(red: 236, green: 238, blue: 244))
        let ink = PixelColor(red: 120, green: 20, blue: 30)
        // U+10FFFD (private use) and an ill-formed byte draw as U+FFFD's glyph...
        renderer.draw(utf8: Array("a\u{10FFFD}b".utf8) + [0xC3] + Array("c".utf8), size: Fixed(22),
                      baselineOrigin: point(6 * 64, 28 * 64), color: ink, into: surface, clip: surface.bounds)
        // ...and, in a face without one, as hollow boxes at sub-pixel positions.
        let face = try FontFace(path: FontFace.defaultPath)
        face.replacementGlyphIndex = 0
        renderer.draw("a\u{10FFFD}\u{10FFFD}b", face: face, size: Fixed(22), baselineOrigin: point(6 * 64 + 24, 60 * 64),
                      color: ink, into: surface, clip: surface.bounds)
        renderer.draw("\u{10FFFD}", face: face, size: Fixed(raw: 13 * 64 + 20), baselineOrigin: point(120 * 64 + 48, 60 * 64),
                      color: ink, into: surface, clip: surface.bounds)
        expectGolden(surface, named: "text-missing-glyphs")
    }
}
