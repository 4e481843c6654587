import Testing
@testable import PanelBase
@testable import PanelRender

/// What the renderer keeps between frames stays bounded by what the screen has been
/// showing lately: a kiosk draws for months, and sub-pixel positions of its animations
/// never repeat on purpose.
@Suite struct RendererMemoryTests {
    @Test func aLayerNoFrameCompositesAnyMoreIsLetGo() {
        let cache = GroupLayerCache()
        let bounds = PixelRect(x: 0, y: 0, width: 8, height: 8)
        let unused = GroupLayerCache.Key(entries: [], bounds: bounds, shadow: nil, clip: nil)
        let used = GroupLayerCache.Key(entries: [], bounds: PixelRect(x: 8, y: 0, width: 8, height: 8), shadow: nil, clip: nil)
        _ = cache.store(Surface(width: 8, height: 8), shadowMask: nil, for: unused)
        _ = cache.store(Surface(width: 8, height: 8), shadowMask: nil, for: used)
        for _ in 0..<(GroupLayerCache.staleAfterFrames - 1) {
            cache.beginFrame()
            #expect(cache.layer(for: used) != nil)
        }
        #expect(cache.count == 2, "kept while younger than the stale age")
        for _ in 0..<(2 * GroupLayerCache.sweepInterval) {
            cache.beginFrame()
            _ = cache.layer(for: used)
        }
        #expect(cache.count == 1)
        #expect(cache.layer(for: unused) == nil)
        #expect(cache.layer(for: used) != nil)
    }

    @Test func aGroupAnimatingInsideIsNotKeptFrameAfterFrame() {
        let cache = GroupLayerCache()
        let bounds = PixelRect(x: 0, y: 0, width: 8, height: 8)
        func key(_ width: Int) -> GroupLayerCache.Key {
            let rect = PixelRect(x: 0, y: 0, width: width, height: 4)
            let entry = DisplayList.Entry(item: .fill(.rectangle, rect: FixedRect(x: .zero, y: .zero, width: Fixed(width), height: Fixed(4)), color: .white),
                                          bounds: rect, localBounds: rect)
            return GroupLayerCache.Key(entries: [entry], bounds: bounds, shadow: nil, clip: nil)
        }
        // First drawn, and changed once (a press): kept.
        cache.beginFrame()
        #expect(cache.isWorthKeeping(key(1)))
        cache.beginFrame()
        #expect(cache.isWorthKeeping(key(2)))
        // Changing frame after frame (a bar filling inside it): drawn for the frame only,
        // however many damaged rectangles ask for it.
        for width in 3...8 {
            cache.beginFrame()
            #expect(!cache.isWorthKeeping(key(width)))
            #expect(!cache.isWorthKeeping(key(width)))
        }
        // At rest again: the content seen last frame is kept.
        cache.beginFrame()
        #expect(cache.isWorthKeeping(key(8)))
        // A change long after is a press again.
        for _ in 0..<10 { cache.beginFrame() }
        #expect(cache.isWorthKeeping(key(4)))
    }

    @Test func aRecordingNoFrameReplaysAnyMoreIsLetGo() {
        let rasterizer = ShapeRasterizer()
        let canvas = RasterCanvas(surface: Surface(width: 60, height: 30), rasterizer: rasterizer)
        let atRest = RoundedShape.roundedRectangle(FixedRect(x: Fixed(3), y: Fixed(2), width: Fixed(20), height: Fixed(10)), cornerRadius: Fixed(4))
        let other = RoundedShape.roundedRectangle(FixedRect(x: Fixed(30), y: Fixed(2), width: Fixed(12), height: Fixed(10)), cornerRadius: Fixed(5))
        canvas.fill(atRest, color: .white)
        canvas.fill(other, color: .white)
        #expect(rasterizer.recordedShapeCount == 2)
        for _ in 0..<(CoverageRecordingCache.staleAfterFrames + 2 * CoverageRecordingCache.sweepInterval) {
            rasterizer.beginFrame()
            canvas.fill(atRest, color: .white)
        }
        #expect(rasterizer.recordedShapeCount == 1)
    }

    @Test func scratchLayersAreTransparentAndServeEveryFrameFromTheSameMemory() {
        let scratch = ScratchLayers()
        let first = scratch.take(width: 30, height: 20)
        #expect(first.width == 30 && first.height == 20 && first.stride == 30)
        first.clear(to: .white)
        let memory = first.pixels
        scratch.giveBack(first)
        let again = scratch.take(width: 20, height: 10)
        #expect(again.pixels == memory, "the same block serves the next layer")
        #expect((0..<10).allSatisfy { y in (0..<20).allSatisfy { x in again[x, y] == .clear } })
        // A layer drawn inside another (nested groups) gets memory of its own.
        let nested = scratch.take(width: 20, height: 10)
        #expect(nested.pixels != again.pixels)
        scratch.giveBack(nested)
        scratch.giveBack(again)
        // What is kept is a few blocks, whatever the number of layers drawn.
        for size in 1...50 {
            let layer = scratch.take(width: size * 3, height: size)
            scratch.giveBack(layer)
        }
        #expect(scratch.freeBytes <= ScratchLayers.keptBlocks * (150 * 50 * 4 + ScratchLayers.granularity))
    }
}
