import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct GlyphCacheTests {
    @Test func drawingTwiceRendersEachGlyphOnce() throws {
        let renderer = try TextRenderer()
        let surface = Surface(width: 100, height: 40)
        let origin = FixedPoint(x: Fixed(4), y: Fixed(30))
        renderer.draw("Hello", size: Fixed(16), baselineOrigin: origin, color: .white, into: surface, clip: surface.bounds)
        // H, e, l, o: "l" twice at different sub-pixel offsets may need two renderings.
        let first = renderer.renderedGlyphCount
        #expect(first >= 4 && first <= 5)
        renderer.draw("Hello", size: Fixed(16), baselineOrigin: origin, color: .white, into: surface, clip: surface.bounds)
        #expect(renderer.renderedGlyphCount == first)
        _ = renderer.metrics(of: "Hello", size: Fixed(16))
        #expect(renderer.renderedGlyphCount == first) // measuring renders nothing
    }

    @Test func subPixelOffsetsAndSizesAreCachedSeparately() throws {
        let renderer = try TextRenderer()
        let surface = Surface(width: 60, height: 40)
        func draw(x: Fixed, size: Int) {
            renderer.draw("H", size: Fixed(size), baselineOrigin: FixedPoint(x: x, y: Fixed(30)), color: .white,
                          into: surface, clip: surface.bounds)
        }
        draw(x: Fixed(10), size: 16)
        #expect(renderer.renderedGlyphCount == 1)
        draw(x: Fixed(10) + Fixed(raw: 16), size: 16)
        #expect(renderer.renderedGlyphCount == 2)
        draw(x: Fixed(20), size: 16) // whole pixels away: same bitmap
        draw(x: Fixed(10) + Fixed(raw: 3), size: 16) // rounds to the same quarter
        #expect(renderer.renderedGlyphCount == 2)
        draw(x: Fixed(10), size: 17)
        #expect(renderer.renderedGlyphCount == 3)
    }

    @Test func overBudgetCacheStartsAgainWithTheSameBitmaps() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        let cache = GlyphCache(byteBudget: 300)
        let slot = cache.slot(for: face)
        let a = face.glyphIndex(for: 0x41), b = face.glyphIndex(for: 0x42)
        func bytes(_ glyph: CachedGlyph) -> [UInt8] {
            cache.withCoverage { Array($0[glyph.offset..<(glyph.offset + Int(glyph.width * glyph.height))]) }
        }
        let first = cache.glyph(face: face, slot: slot, glyph: a, size: 20 * 64, subpixel: 0)
        let firstBytes = bytes(first)
        #expect(firstBytes.count > 150) // more than half the budget: "B" cannot fit beside it
        #expect(!firstBytes.isEmpty && firstBytes.contains(255))
        _ = cache.glyph(face: face, slot: slot, glyph: b, size: 20 * 64, subpixel: 0)
        #expect(cache.renderCount == 2)
        let again = cache.glyph(face: face, slot: slot, glyph: a, size: 20 * 64, subpixel: 0)
        #expect(cache.renderCount == 3) // the budget dropped "A" to make room for "B"
        #expect(bytes(again) == firstBytes)
        #expect(again.left == first.left && again.top == first.top)
    }

    /// The face asked for last is remembered; emptying the cache forgets it too.
    @Test func aFaceAskedForAgainAfterTheCacheIsEmptiedGetsAFreshSlot() throws {
        let cache = GlyphCache()
        let library = try FontLibrary()
        let first = try FontFace(path: FontFace.defaultPath, library: library)
        let second = try FontFace(path: FontFace.defaultPath, library: library)
        #expect(cache.slot(for: first) == 0)
        #expect(cache.slot(for: second) == 1)
        #expect(cache.slot(for: first) == 0)
        cache.removeAll()
        #expect(cache.slot(for: first) == 0)
        #expect(cache.slot(for: second) == 1)
    }

    @Test func manyFacesDoNotAccumulate() throws {
        let cache = GlyphCache()
        let library = try FontLibrary()
        var slots: [Int32] = []
        for _ in 0..<(GlyphCache.maximumFaces + 3) {
            let face = try FontFace(path: FontFace.defaultPath, library: library)
            let slot = cache.slot(for: face)
            _ = cache.glyph(face: face, slot: slot, glyph: face.glyphIndex(for: 0x41), size: 12 * 64, subpixel: 0)
            slots.append(slot)
        }
        #expect(slots.max() == Int32(GlyphCache.maximumFaces - 1))
        #expect(slots.last == 2) // started again after the limit
    }
}
