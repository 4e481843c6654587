import Glibc
import Testing
@testable import PanelBase
@testable import PanelRender

/// What a program's package learns from drawing it: the font files glyphs came from
/// (`TextRenderer.drawnFontFiles`, `snapshot --fonts-used`) and the characters no
/// installed font has, logged once each with the word "placeholder".
@Suite struct FontUseTests {
    static var fontsInstalled: Bool { InternationalFonts.missing.isEmpty }

    @Test(.enabled(if: fontsInstalled, "needs fonts-noto-cjk, fonts-lohit-deva, fonts-tlwg-loma-ttf"))
    func drawnFontFilesAreTheFacesGlyphsWereDrawnFromNotTheOnesMeasuredOrLoaded() throws {
        let renderer = try InternationalFonts.renderer()
        let surface = textTestSurface(width: 200, height: 40, color: .black)
        // Measuring loads the fallback face for 温 but draws nothing.
        _ = renderer.metrics(of: "Room 温", size: Fixed(16))
        #expect(renderer.drawnFontFiles.isEmpty)
        renderer.draw("Room", size: Fixed(16), baselineOrigin: FixedPoint(x: Fixed(2), y: Fixed(20)), color: .white,
                      into: surface, clip: surface.bounds)
        #expect(renderer.drawnFontFiles == [InternationalFonts.dejaVu])
        renderer.draw("温室", size: Fixed(16), baselineOrigin: FixedPoint(x: Fixed(2), y: Fixed(20)), color: .white,
                      into: surface, clip: surface.bounds)
        #expect(renderer.drawnFontFiles == [InternationalFonts.cjk, InternationalFonts.dejaVu].sorted())
    }

    @Test(.enabled(if: fontsInstalled, "needs fonts-noto-cjk, fonts-lohit-deva, fonts-tlwg-loma-ttf"))
    func drawnFontFilesOutliveTheGlyphCacheStartingAgain() throws {
        let renderer = try InternationalFonts.renderer()
        let surface = textTestSurface(width: 200, height: 40, color: .black)
        renderer.draw("温", size: Fixed(16), baselineOrigin: FixedPoint(x: Fixed(2), y: Fixed(20)), color: .white,
                      into: surface, clip: surface.bounds)
        renderer.cache.removeAll()
        #expect(renderer.drawnFontFiles.contains(InternationalFonts.cjk))
    }

    @Test func aCharacterNoFaceHasIsReportedOnceAsAPlaceholder() throws {
        let chain = FontFallback(library: try FontLibrary(), language: nil, candidates: [.init(path: InternationalFonts.dejaVu)],
                                 usesFontconfig: false)
        var lines: [String] = []
        chain.log = { lines.append($0) }
        #expect(chain.face(for: 0x6E29) == nil)
        #expect(chain.face(for: 0x6E29) == nil)
        #expect(lines.count == 1)
        #expect(lines.first?.contains("U+6E29") == true)
        #expect(lines.first?.contains("placeholder") == true)
        // Arabic is in DejaVu Sans: found, nothing said.
        #expect(chain.face(for: 0x0644) != nil)
        #expect(lines.count == 1)
    }

    @Test func privateUseCharactersAreNotReported() throws {
        let chain = FontFallback(library: try FontLibrary(), language: nil, candidates: [], usesFontconfig: false)
        var lines: [String] = []
        chain.log = { lines.append($0) }
        #expect(chain.face(for: 0xE8B8) == nil)
        #expect(lines.isEmpty)
    }
}
