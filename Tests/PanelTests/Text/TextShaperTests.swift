import Testing
@testable import PanelBase
@testable import PanelRender

@Suite struct TextShaperTests {
    private func shaped(_ text: String, rightToLeft: Bool = false, renderer: TextRenderer) -> ShapedText {
        var text = text
        return text.withUTF8 {
            renderer.shaper.shaped($0, face: renderer.defaultFace, size: 20 * 64, rightToLeft: rightToLeft, cache: renderer.cache)
        }
    }

    @Test func latinTheFaceHasIsNotShaped() throws {
        let renderer = try InternationalFonts.renderer()
        for text in ["Panel AVATAR gjpq 0123 ÅÉß€", "21.5 °C …", "Ελληνικά Кириллица", "a\u{10FFFD}b"] {
            var text = text
            #expect(!text.withUTF8 { renderer.shaper.needsShaping($0, face: renderer.defaultFace) }, "\(text)")
        }
        for text in ["温室", "لوحة", "שלום", "नमस्ते", "ไทย", "e\u{301}", "a\u{200F}b"] {
            var text = text
            #expect(text.withUTF8 { renderer.shaper.needsShaping($0, face: renderer.defaultFace) }, "\(text)")
        }
    }

    @Test func chineseIsDrawnWithTheFallbackFaceNotBoxes() throws {
        let renderer = try InternationalFonts.renderer()
        // Noto Sans CJK's ideographs are one em wide: six of them at 20 px are 120 px.
        #expect(renderer.metrics(of: "温室控制面板", size: Fixed(20)).width == Fixed(120))
        let text = shaped("温室控制面板", renderer: renderer)
        #expect(text.faces.map(\.path) == [FontFace.defaultPath, InternationalFonts.cjk])
        #expect(text.glyphs.allSatisfy { $0.face == 1 && $0.glyph != 0 && $0.glyph != GlyphCache.boxGlyph })

        // Without the fallback the same text draws boxes (or U+FFFD): different pixels.
        let bare = try TextRenderer(defaultFace: try FontFace(path: FontFace.defaultPath),
                                    fallback: FontFallback(library: try FontLibrary(), candidates: [], usesFontconfig: false))
        let background = PixelColor.white
        let drawn = textTestSurface(width: 160, height: 40, color: background)
        let boxes = textTestSurface(width: 160, height: 40, color: background)
        let origin = FixedPoint(x: Fixed(4), y: Fixed(28))
        renderer.draw("温室控制面板", size: Fixed(20), baselineOrigin: origin, color: .black, into: drawn, clip: drawn.bounds)
        bare.draw("温室控制面板", size: Fixed(20), baselineOrigin: origin, color: .black, into: boxes, clip: boxes.bounds)
        #expect(!drawn.hasSamePixels(as: boxes))
    }

    @Test func hebrewRunsRightToLeft() throws {
        let renderer = try InternationalFonts.renderer()
        let face = renderer.defaultFace
        let text = shaped("אבג", renderer: renderer)
        // Visual order: gimel, bet, alef from left to right.
        #expect(text.glyphs.map(\.glyph) == [0x5D2, 0x5D1, 0x5D0].map { face.glyphIndex(for: $0) })
        #expect(text.glyphs.map(\.x) == text.glyphs.map(\.x).sorted())
    }

    @Test func arabicLettersJoin() throws {
        let renderer = try InternationalFonts.renderer()
        let face = renderer.defaultFace
        // Three behs: final, medial, initial forms from the left, none the isolated one.
        let text = shaped("ببب", renderer: renderer)
        #expect(text.glyphs.count == 3)
        #expect(!text.glyphs.contains { $0.glyph == face.glyphIndex(for: 0x628) })
        #expect(Set(text.glyphs.map(\.glyph)).count == 3)
    }

    @Test func mixedDirectionsAreReorderedByRun() throws {
        let renderer = try InternationalFonts.renderer()
        let face = renderer.defaultFace
        // A left-to-right paragraph: "ab" first, then the Hebrew word reversed.
        let text = shaped("ab אב", renderer: renderer)
        #expect(text.glyphs.map(\.glyph) == [0x61, 0x62, 0x20, 0x5D1, 0x5D0].map { face.glyphIndex(for: $0) })
        // The paragraph takes its first strong character's direction: here right to left.
        let hebrewFirst = shaped("אב ab", renderer: renderer)
        #expect(hebrewFirst.glyphs.map(\.glyph) == [0x61, 0x62, 0x20, 0x5D1, 0x5D0].map { face.glyphIndex(for: $0) })
    }

    @Test func theLayoutDirectionDecidesLinesWithoutStrongCharacters() throws {
        let renderer = try InternationalFonts.renderer()
        let face = renderer.defaultFace
        let digits = [0x31, 0x32, 0x2C, 0x20, 0x33, 0x34].map { face.glyphIndex(for: $0) } // "12, 34"
        // A joiner (shaped, not strong) and no letter: the layout direction decides.
        let leftToRight = shaped("12, 34\u{200D}", rightToLeft: false, renderer: renderer)
        let rightToLeft = shaped("12, 34\u{200D}", rightToLeft: true, renderer: renderer)
        #expect(Array(leftToRight.glyphs.map(\.glyph).prefix(6)) == digits)
        #expect(rightToLeft.glyphs.map(\.glyph) != leftToRight.glyphs.map(\.glyph))
        #expect(rightToLeft.glyphs.first.map(\.glyph) != face.glyphIndex(for: 0x31))
    }

    @Test func devanagariMatraIsReorderedBeforeItsConsonant() throws {
        let renderer = try InternationalFonts.renderer()
        // कि: the vowel sign I (U+093F) follows KA in memory but is drawn before (left of) it.
        let text = shaped("कि", renderer: renderer)
        let lohit = text.faces[Int(text.glyphs[0].face)]
        #expect(lohit.path == InternationalFonts.devanagari)
        #expect(text.glyphs.count == 2)
        #expect(text.glyphs[1].glyph == lohit.glyphIndex(for: 0x915))
        #expect(text.glyphs[0].glyph != lohit.glyphIndex(for: 0x915))
    }

    @Test func aTextIsShapedOncePerStringFontAndDirection() throws {
        let renderer = try InternationalFonts.renderer()
        let surface = textTestSurface(width: 200, height: 40, color: .white)
        let origin = FixedPoint(x: Fixed(4), y: Fixed(28))
        for _ in 0..<3 {
            renderer.draw("温室 لوحة", size: Fixed(20), baselineOrigin: origin, color: .black, into: surface, clip: surface.bounds)
        }
        _ = renderer.metrics(of: "温室 لوحة", size: Fixed(20))
        #expect(renderer.shapedTextCount == 1)
        let glyphs = renderer.renderedGlyphCount
        renderer.draw("温室 لوحة", size: Fixed(20), baselineOrigin: origin, color: .black, into: surface, clip: surface.bounds)
        #expect(renderer.renderedGlyphCount == glyphs) // bitmaps kept by (face, glyph, size, sub-pixel)
        renderer.draw("温室 لوحة", size: Fixed(20), rightToLeft: true, baselineOrigin: origin, color: .black, into: surface,
                      clip: surface.bounds)
        #expect(renderer.shapedTextCount == 2)
    }
}
