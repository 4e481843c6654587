import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct TextRendererTests {
    let renderer: TextRenderer
    let background = PixelColor(red: 20, green: 40, blue: 60)
    let ink = PixelColor.white

    init() throws {
        renderer = try TextRenderer()
    }

    private func surfaceWithText(
        _ text: String, size: Int = 16, at origin: FixedPoint, clip: PixelRect? = nil,
        width: Int = 120, height: Int = 60
    ) -> Surface {
        let surface = textTestSurface(width: width, height: height, color: background)
        renderer.draw(text, size: Fixed(size), baselineOrigin: origin, color: ink, into: surface, clip: clip ?? surface.bounds)
        return surface
    }

    /// A cache too small for one line drops its bitmaps while the line is placed: the
    /// glyphs are then drawn one by one as they are placed, to the same pixels.
    @Test func aGlyphCacheDroppedWhileALineIsPlacedDrawsTheSamePixels() throws {
        let small = try TextRenderer(glyphCacheBytes: 1500)
        let text = "Quartz glyphs vex jumbo fwd"
        let origin = FixedPoint(x: Fixed(4), y: Fixed(40))
        let expected = surfaceWithText(text, size: 30, at: origin, width: 480, height: 60)
        let actual = textTestSurface(width: 480, height: 60, color: background)
        let evictions = small.cache.evictions
        let touched = small.draw(text, size: Fixed(30), baselineOrigin: origin, color: ink, into: actual, clip: actual.bounds)
        #expect(small.cache.evictions > evictions)
        #expect(actual.hasSamePixels(as: expected))
        #expect(touched == renderer.inkBounds(of: text, size: Fixed(30), baselineOrigin: origin))
    }

    // MARK: Measuring

    @Test func widthGrowsWithEveryCharacter() {
        var previous = Fixed.zero
        for length in 1...12 {
            let text = String(repeating: "n", count: length)
            let width = renderer.metrics(of: text, size: Fixed(16)).width
            #expect(width > previous, "\(text)")
            previous = width
        }
    }

    @Test func widthIsTheSumOfAdvancesWithoutKerningPairs() {
        let a = renderer.metrics(of: "n", size: Fixed(20)).width
        let b = renderer.metrics(of: "o", size: Fixed(20)).width
        #expect(renderer.metrics(of: "no", size: Fixed(20)).width == a + b)
    }

    @Test func kerningPairIsNarrowerThanItsGlyphs() {
        #expect(renderer.defaultFace.hasKerning)
        let a = renderer.metrics(of: "A", size: Fixed(32)).width
        let v = renderer.metrics(of: "V", size: Fixed(32)).width
        #expect(renderer.metrics(of: "AV", size: Fixed(32)).width < a + v)
    }

    @Test func verticalMetricsScaleWithSize() {
        let small = renderer.metrics(of: "x", size: Fixed(16))
        let large = renderer.metrics(of: "x", size: Fixed(32))
        #expect(small.ascent > .zero && small.descent > .zero)
        #expect(small.lineHeight >= small.ascent + small.descent)
        #expect(small.ascent < Fixed(16) + Fixed(4))
        // Twice the size, twice the metrics (to within FreeType's rounding).
        #expect(abs(large.ascent.raw - 2 * small.ascent.raw) <= 2)
        #expect(abs(large.width.raw - 2 * small.width.raw) <= 2)
    }

    @Test func emptyTextHasNoWidthButAHeight() {
        let metrics = renderer.metrics(of: "", size: Fixed(16))
        #expect(metrics.width == .zero)
        #expect(metrics.ascent > .zero)
    }

    @Test func zeroOrNegativeSizeMeasuresAndDrawsNothing() {
        #expect(renderer.metrics(of: "Hello", size: .zero) == .zero)
        #expect(renderer.metrics(of: "Hello", size: Fixed(-3)) == .zero)
        let surface = surfaceWithText("Hello", size: 0, at: FixedPoint(x: Fixed(10), y: Fixed(30)))
        #expect(textInk(in: surface, background: background).count == 0)
    }

    @Test func sizesAboveTheMaximumMeasureAtTheMaximum() {
        let maximum = Fixed(TextRenderer.maximumPixelSize)
        #expect(renderer.metrics(of: "Big", size: Fixed(50_000)) == renderer.metrics(of: "Big", size: maximum))
        #expect(renderer.metrics(of: "Big", size: maximum).width > renderer.metrics(of: "Big", size: maximum / 2).width)
    }

    @Test func controlCharactersMeasureAsSpaces() {
        let spaced = renderer.metrics(of: "a b", size: Fixed(16)).width
        #expect(renderer.metrics(of: "a\tb", size: Fixed(16)).width == spaced)
        #expect(renderer.metrics(of: "a\u{1B}b", size: Fixed(16)).width == spaced)
        #expect(renderer.metrics(of: "a\u{7F}b", size: Fixed(16)).width == spaced)
    }

    @Test func lineBreaksStartNewLines() {
        let single = renderer.metrics(of: "abcdef", size: Fixed(16))
        let two = renderer.metrics(of: "ab\nabcdef", size: Fixed(16))
        #expect(single.lineCount == 1)
        #expect(two.lineCount == 2)
        #expect(two.width == single.width) // the widest line
        #expect(two.ascent == single.ascent)
        #expect(two.descent == single.descent + single.lineHeight)
        #expect(two.height == single.height + single.lineHeight)
        for breakText in ["ab\r\nabcdef", "ab\rabcdef", "ab\u{2028}abcdef", "ab\u{85}abcdef"] {
            #expect(renderer.metrics(of: breakText, size: Fixed(16)) == two, "\(Array(breakText.unicodeScalars))")
        }
        #expect(renderer.metrics(of: "ab\n\nabcdef", size: Fixed(16)).lineCount == 3)
        #expect(renderer.metrics(of: "a\n", size: Fixed(16)).width == renderer.metrics(of: "a", size: Fixed(16)).width)
    }

    @Test func eachLineIsDrawnOneLineHeightLower() {
        let origin = FixedPoint(x: Fixed(raw: 6 * 64 + 20), y: Fixed(raw: 18 * 64 + 10))
        let lineHeight = renderer.metrics(of: "", size: Fixed(15)).lineHeight
        let together = textTestSurface(width: 120, height: 80, color: background)
        renderer.draw("Top line\nAVA\r\nlast", size: Fixed(15), baselineOrigin: origin, color: ink, into: together, clip: together.bounds)
        let apart = textTestSurface(width: 120, height: 80, color: background)
        for (index, line) in ["Top line", "AVA", "last"].enumerated() {
            let lineOrigin = FixedPoint(x: origin.x, y: origin.y + lineHeight * index)
            renderer.draw(line, size: Fixed(15), baselineOrigin: lineOrigin, color: ink, into: apart, clip: apart.bounds)
        }
        #expect(together.hasSamePixels(as: apart))
        #expect(textInk(in: together, background: background).bounds.height > 2 * lineHeight.floorPixels)
    }

    @Test func bytesAndStringsMeasureTheSame() {
        let text = "Grüße, Panel €"
        #expect(renderer.metrics(ofUTF8: Array(text.utf8), size: Fixed(18)) == renderer.metrics(of: text, size: Fixed(18)))
    }

    // MARK: Drawing

    @Test func drawingStaysInsideTheMeasuredBox() {
        let origin = FixedPoint(x: Fixed(10) + Fixed(raw: 23), y: Fixed(40))
        let text = "Hgjy Ü"
        let surface = surfaceWithText(text, size: 20, at: origin)
        let metrics = renderer.metrics(of: text, size: Fixed(20))
        let found = textInk(in: surface, background: background)
        #expect(found.count > 50)
        // One pixel of slack each side for anti-aliasing and bearings.
        let expected = PixelRect(
            x: origin.x.floorPixels - 1, y: origin.y.floorPixels - metrics.ascent.ceilPixels - 1,
            width: metrics.width.ceilPixels + 3, height: metrics.ascent.ceilPixels + metrics.descent.ceilPixels + 2)
        #expect(found.bounds.intersection(expected) == found.bounds, "ink \(found.bounds) outside \(expected)")
    }

    @Test func drawReturnsTheRectangleItTouched() {
        let surface = textTestSurface(width: 120, height: 60, color: background)
        let touched = renderer.draw("Touch", size: Fixed(18), baselineOrigin: FixedPoint(x: Fixed(5), y: Fixed(30)),
                                    color: ink, into: surface, clip: surface.bounds)
        let found = textInk(in: surface, background: background)
        #expect(found.count > 0)
        #expect(found.bounds.intersection(touched) == found.bounds)
    }

    @Test func clipRectangleIsRespected() {
        let origin = FixedPoint(x: Fixed(4), y: Fixed(40))
        let clip = PixelRect(x: 20, y: 25, width: 30, height: 10)
        let clipped = surfaceWithText("WWWWWWWW", size: 24, at: origin, clip: clip)
        let full = surfaceWithText("WWWWWWWW", size: 24, at: origin)
        let found = textInk(in: clipped, background: background)
        #expect(found.count > 0)
        #expect(found.bounds.intersection(clip) == found.bounds)
        // Inside the clip the pixels are exactly the unclipped drawing's.
        for y in clip.y..<clip.maxY {
            for x in clip.x..<clip.maxX {
                #expect(clipped[x, y] == full[x, y])
            }
        }
    }

    @Test func textCrossingTheSurfaceEdgesIsClippedWithoutCrashing() {
        let surface = textTestSurface(width: 40, height: 20, color: background)
        for origin in [FixedPoint(x: Fixed(-7), y: Fixed(8)), FixedPoint(x: Fixed(30), y: Fixed(25)),
                       FixedPoint(x: Fixed(raw: -100_000), y: Fixed(raw: 1 << 50))] {
            renderer.draw("Edge case Ég", size: Fixed(20), baselineOrigin: origin, color: ink, into: surface,
                          clip: PixelRect(x: -50, y: -50, width: 500, height: 500))
        }
        #expect(textInk(in: surface, background: background).count > 0)
    }

    @Test func missingCharacterDrawsTheReplacementGlyph() {
        let origin = FixedPoint(x: Fixed(10), y: Fixed(40))
        let missing = "\u{10FFFD}" // private use: no font has it
        #expect(renderer.defaultFace.glyphIndex(for: 0x10FFFD) == 0)
        let drawn = surfaceWithText(missing, size: 24, at: origin)
        #expect(textInk(in: drawn, background: background).count > 20)
        #expect(drawn.hasSamePixels(as: surfaceWithText("\u{FFFD}", size: 24, at: origin)))
    }

    @Test func missingCharacterDrawsAHollowBoxWithoutAReplacementGlyph() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        face.replacementGlyphIndex = 0
        let surface = textTestSurface(width: 60, height: 60, color: background)
        renderer.draw("\u{10FFFD}", face: face, size: Fixed(32), baselineOrigin: FixedPoint(x: Fixed(10), y: Fixed(40)),
                      color: ink, into: surface, clip: surface.bounds)
        let found = textInk(in: surface, background: background)
        #expect(found.bounds.width >= 10 && found.bounds.height >= 15, "\(found.bounds)")
        #expect(found.bounds.maxY == 40) // standing on the baseline
        // Hollow: edges inked, middle untouched.
        let middle = (x: found.bounds.x + found.bounds.width / 2, y: found.bounds.y + found.bounds.height / 2)
        #expect(surface[middle.x, middle.y] == background)
        #expect(surface[found.bounds.x + 1, middle.y] != background || surface[found.bounds.x, middle.y] != background)
        #expect(surface[middle.x, found.bounds.y] != background)
        // It advances like the face's .notdef glyph.
        #expect(renderer.metrics(of: "\u{10FFFD}", face: face, size: Fixed(32)).width.raw == face.advance(of: 0, size: 32 * 64))
    }

    @Test(.enabled(if: access(mathFontPath, R_OK) == 0, "needs fonts-dejavu-extra (scripts/install-deps.sh installs it)"))
    func faceWithoutReplacementGlyphDrawsBoxes() throws {
        let face = try FontFace(path: mathFontPath)
        #expect(face.replacementGlyphIndex == 0)
        let surface = textTestSurface(width: 60, height: 60, color: background)
        renderer.draw("\u{10FFFD}", face: face, size: Fixed(24), baselineOrigin: FixedPoint(x: Fixed(10), y: Fixed(40)),
                      color: ink, into: surface, clip: surface.bounds)
        #expect(textInk(in: surface, background: background).count > 20)
    }

    @Test func randomBytesDecodeMeasureAndDrawWithoutCrashing() {
        var random = TextTestRandom(seed: 0x7E47_0002)
        let surface = textTestSurface(width: 64, height: 32, color: background)
        var drewSomething = false
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...16, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let size = Fixed(raw: Int.random(in: 1...(24 * 64), using: &random))
            let origin = FixedPoint(x: Fixed(raw: Int.random(in: -640...4096, using: &random)), y: Fixed(raw: Int.random(in: 0...2048, using: &random)))
            let metrics = renderer.metrics(ofUTF8: bytes, size: size)
            #expect(metrics.width >= .zero)
            // The repaired string lays out exactly like the raw bytes.
            #expect(metrics == renderer.metrics(of: String(decoding: bytes, as: UTF8.self), size: size))
            let touched = renderer.draw(utf8: bytes, size: size, baselineOrigin: origin, color: ink, into: surface, clip: surface.bounds)
            drewSomething = drewSomething || !touched.isEmpty
        }
        #expect(drewSomething)
    }

    @Test func sameTextDrawsIdenticalBytes() throws {
        let origin = FixedPoint(x: Fixed(raw: 5 * 64 + 37), y: Fixed(raw: 30 * 64 + 10))
        let first = surfaceWithText("Deterministic AV", size: 17, at: origin)
        let second = surfaceWithText("Deterministic AV", size: 17, at: origin) // now from the cache
        let fresh = try TextRenderer()
        let third = textTestSurface(width: 120, height: 60, color: background)
        fresh.draw("Deterministic AV", size: Fixed(17), baselineOrigin: origin, color: ink, into: third, clip: third.bounds)
        #expect(first.hasSamePixels(as: second))
        #expect(first.hasSamePixels(as: third))
    }

    @Test func subPixelOffsetsChangeTheImageAndWholePixelsShiftIt() {
        let base = surfaceWithText("l", size: 16, at: FixedPoint(x: Fixed(10), y: Fixed(30)))
        let quarter = surfaceWithText("l", size: 16, at: FixedPoint(x: Fixed(10) + Fixed(raw: 16), y: Fixed(30)))
        let shifted = surfaceWithText("l", size: 16, at: FixedPoint(x: Fixed(11), y: Fixed(30)))
        #expect(!base.hasSamePixels(as: quarter))
        for y in 0..<base.height {
            for x in 0..<(base.width - 1) {
                #expect(base[x, y] == shifted[x + 1, y])
            }
        }
    }

    @Test func colourIsBlendedByCoverage() {
        let red = PixelColor(red: 255, green: 0, blue: 0)
        let surface = textTestSurface(width: 60, height: 40, color: .black)
        renderer.draw("I", size: Fixed(30), baselineOrigin: FixedPoint(x: Fixed(10), y: Fixed(30)), color: red,
                      into: surface, clip: surface.bounds)
        var sawFull = false
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let pixel = surface[x, y]
                #expect(pixel.green == 0 && pixel.blue == 0)
                sawFull = sawFull || pixel == red
            }
        }
        #expect(sawFull) // the stem of an I covers whole pixels
    }
}

@Suite struct TextInkBoundsTests {
    @Test func inkBoundsAreExactlyThePixelsDrawn() throws {
        let renderer = try TextRenderer()
        let background = PixelColor.black
        for (text, x) in [("Ink Åg", 7 * 64 + 5), ("AV", 3 * 64 + 40), ("\u{10FFFD}x", 20 * 64), ("two\nlines", 9 * 64 + 16)] {
            let origin = FixedPoint(x: Fixed(raw: x), y: Fixed(30))
            let surface = textTestSurface(width: 120, height: 50, color: background)
            let touched = renderer.draw(text, size: Fixed(19), baselineOrigin: origin, color: .white, into: surface, clip: surface.bounds)
            let predicted = renderer.inkBounds(of: text, size: Fixed(19), baselineOrigin: origin)
            #expect(predicted.intersection(surface.bounds) == touched)
            // Bitmaps may have blank margins, so the ink lies inside but need not fill them.
            let found = textInk(in: surface, background: background)
            #expect(found.count > 0)
            #expect(found.bounds.intersection(predicted) == found.bounds)
        }
        #expect(renderer.inkBounds(of: "   ", size: Fixed(19), baselineOrigin: .zero).isEmpty)
    }
}

/// A face without a replacement glyph, from Debian's fonts-dejavu-extra.
private let mathFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf"
