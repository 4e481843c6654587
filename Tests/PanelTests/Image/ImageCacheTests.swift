import Glibc
import Testing
@testable import PanelBase
@testable import PanelRender

/// The decoded-image cache, the scaled-copy cache and the renderer's use of it.
@Suite struct ImageCacheTests {
    static func copy(_ name: String, to path: String) throws {
        let bytes = try ImageDecoderTests.bytes(name)
        try OutputFile.write(bytes, to: path)
    }

    @Test func theSameFileIsDecodedOnce() throws {
        let cache = DecodedImageCache()
        let path = ImageDecoderTests.path("git-logo.png")
        let first = try cache.image(atPath: path)
        let second = try cache.image(atPath: path)
        #expect(first === second)
        #expect(cache.decodeCount == 1)
        #expect(cache.byteCount == 72 * 27 * 4)
    }

    @Test func aFileChangedOnDiskIsDecodedAgain() throws {
        let folder = TemporaryFolder("image-cache")
        defer { folder.remove() }
        let path = folder.file("picture.png")
        try Self.copy("git-favicon.png", to: path)
        let cache = DecodedImageCache()
        let before = try cache.image(atPath: path)
        try Self.copy("plus.png", to: path)
        let after = try cache.image(atPath: path)
        #expect(before !== after)
        #expect(after.width == 11 && cache.decodeCount == 2)
        #expect(cache.byteCount == 11 * 11 * 4)
    }

    @Test func failuresAreKeptUntilTheFileChanges() throws {
        let folder = TemporaryFolder("image-cache-failure")
        defer { folder.remove() }
        let path = folder.file("picture.png")
        folder.write("not a picture", to: "picture.png")
        let cache = DecodedImageCache()
        #expect(throws: ImageDecodeError.self) { try cache.image(atPath: path) }
        #expect(throws: ImageDecodeError.self) { try cache.image(atPath: path) }
        #expect(cache.decodeCount == 1)
        try Self.copy("plus.png", to: path)
        #expect(try cache.image(atPath: path).width == 11)
    }

    @Test func theLeastRecentlyUsedImageIsEvicted() throws {
        // The logo (7776 bytes), the favicon (1024), plus (484) and the dial pad (2304) hold
        // 11588 bytes: over 10600, and under it once the favicon alone is gone.
        let cache = DecodedImageCache(byteLimit: 10600)
        let logo = ImageDecoderTests.path("git-logo.png"), favicon = ImageDecoderTests.path("git-favicon.png")
        let plus = ImageDecoderTests.path("plus.png"), dialpad = ImageDecoderTests.path("input-dialpad.png")
        _ = try cache.image(atPath: logo)
        _ = try cache.image(atPath: favicon)
        _ = try cache.image(atPath: plus)
        _ = try cache.image(atPath: logo) // used again: the favicon is now the oldest
        _ = try cache.image(atPath: dialpad) // 24×24: the favicon must go
        #expect(!cache.contains(path: favicon))
        #expect(cache.contains(path: logo) && cache.contains(path: plus) && cache.contains(path: dialpad))
        #expect(cache.byteCount <= cache.byteLimit)
    }

    @Test func aScaledCopyIsMadeOncePerSizeAndKind() throws {
        let image = DecodedImage(surface: try ImageDecoderTests.decode("git-favicon.png"), name: "favicon")
        let cache = ScaledImageCache()
        let key = ScaledImageCache.Key(image: image, width: 32, height: 32, interpolation: .low, tint: nil)
        let whole = PixelRect(x: 0, y: 0, width: 32, height: 32)
        let first = cache.copy(key, region: whole).surface
        #expect(cache.copy(key, region: whole).surface === first)
        #expect(cache.scaleCount == 1)
        var other = key
        other.interpolation = .none
        _ = cache.copy(other, region: whole)
        other.tint = .black
        _ = cache.copy(other, region: whole)
        #expect(cache.scaleCount == 3 && cache.byteCount == 3 * 32 * 32 * 4)
    }

    @Test func scaledCopiesAreEvictedOldestFirst() throws {
        let image = DecodedImage(surface: try ImageDecoderTests.decode("git-favicon.png"), name: "favicon")
        let cache = ScaledImageCache(byteLimit: 2 * 32 * 32 * 4)
        func key(_ side: Int) -> ScaledImageCache.Key {
            ScaledImageCache.Key(image: image, width: side, height: 32, interpolation: .high, tint: nil)
        }
        let region = PixelRect(x: 0, y: 0, width: 1, height: 1)
        _ = cache.copy(key(32), region: region)
        _ = cache.copy(key(31), region: region)
        _ = cache.copy(key(32), region: region)
        _ = cache.copy(key(30), region: region)
        #expect(cache.contains(key(32)) && cache.contains(key(30)) && !cache.contains(key(31)))
        #expect(cache.byteCount == (32 + 30) * 32 * 4)
    }

    @Test func theRendererReusesTheScaledCopyAcrossFrames() throws {
        let image = DecodedImage(surface: try ImageDecoderTests.decode("git-logo.png"), name: "logo")
        var list = DisplayList()
        let rect = FixedRect(x: 10, y: 10, width: 144, height: 54)
        list.entries.append(.init(item: .image(ImageItem(image: image, rect: rect, interpolation: .none)), bounds: rect.enclosingPixels,
                                  localBounds: rect.enclosingPixels))
        let renderer = DisplayListRenderer(fonts: nil)
        let surface = Surface(width: 200, height: 100)
        renderer.draw(list, into: surface, region: [surface.bounds])
        renderer.draw(list, into: surface, region: [PixelRect(x: 0, y: 0, width: 50, height: 50)])
        #expect(renderer.scaledImages.scaleCount == 1)
        // Drawn where it was put: the logo's corner pixel, twice as large.
        #expect(surface[10, 10] == image.surface[0, 0] && surface[11, 11] == image.surface[0, 0])
        #expect(surface[9, 9] == .white)
    }

    @Test func redrawingDamageOnlyGivesTheSameImageAsDrawingAll() throws {
        // Scaled, placed at a fraction of a pixel and tinted, across the damage's edges.
        let image = DecodedImage(surface: try ImageDecoderTests.decode("pngtest.png"), name: "pngtest")
        var list = DisplayList()
        for (index, rect) in [FixedRect(x: Fixed(raw: 200), y: Fixed(raw: 330), width: Fixed(130), height: Fixed(97)),
                              FixedRect(x: 60, y: 20, width: 40, height: 90)].enumerated() {
            let item = ImageItem(image: image, rect: rect, interpolation: index == 0 ? .high : .low,
                                 tint: index == 0 ? nil : PixelColor(red: 0, green: 0, blue: 255), isTiled: false)
            list.entries.append(.init(item: .image(item), bounds: rect.enclosingPixels, localBounds: rect.enclosingPixels))
        }
        let whole = Surface(width: 160, height: 120)
        DisplayListRenderer(fonts: nil).draw(list, into: whole, region: [whole.bounds])
        let parts = Surface(width: 160, height: 120)
        parts.clear(to: PixelColor(red: 255, green: 0, blue: 255))
        let renderer = DisplayListRenderer(fonts: nil)
        for y in stride(from: 0, to: 120, by: 17) {
            for x in stride(from: 0, to: 160, by: 23) {
                renderer.draw(list, into: parts, region: [PixelRect(x: x, y: y, width: 23, height: 17)])
            }
        }
        #expect(parts.hasSamePixels(as: whole))
    }

    @Test func anImageAtItsOwnSizeNeedsNoCopyAndIsExact() throws {
        let image = DecodedImage(surface: try ImageDecoderTests.decode("input-dialpad.png"), name: "dialpad")
        let surface = Surface(width: 24, height: 24)
        let canvas = RasterCanvas(surface: surface)
        canvas.drawImage(ImageItem(image: image, rect: FixedRect(x: 0, y: 0, width: 24, height: 24)), cache: ScaledImageCache())
        #expect(surface.hasSamePixels(as: image.surface))
    }
}
