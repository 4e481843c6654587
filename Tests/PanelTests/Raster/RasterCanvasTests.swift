import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct RasterCanvasTests {
    @Test func absurdGeometryDrawsWithoutTrapping() {
        let surface = Surface(width: 40, height: 30)
        let canvas = RasterCanvas(surface: surface)
        let huge = Fixed(1e30), nan = Fixed(Double.nan)
        let rects = [
            FixedRect(x: -huge, y: -huge, width: huge, height: huge),
            FixedRect(x: huge, y: huge, width: huge, height: huge),
            FixedRect(x: nan, y: nan, width: nan, height: nan),
            FixedRect(x: Fixed(5), y: Fixed(5), width: Fixed(-10), height: Fixed(20)),
            FixedRect(x: Fixed(raw: -1 << 39), y: Fixed(10), width: Fixed(raw: 1 << 40), height: Fixed(raw: 1)),
        ]
        for rect in rects {
            for shape in [RoundedShape.rectangle(rect), .roundedRectangle(rect, cornerRadius: huge), .circle(in: rect),
                          .ellipse(in: rect), .capsule(in: rect)] {
                canvas.fill(shape, color: .white)
                canvas.stroke(shape, lineWidth: huge, color: .white)
                canvas.stroke(shape, lineWidth: Fixed(raw: 1), color: .white)
                canvas.drawShadow(of: shape, color: .black, radius: huge, offset: FixedPoint(x: huge, y: -huge), cache: ShadowMaskCache())
            }
        }
        let layer = Surface(width: 8, height: 8)
        layer.clear(to: .white)
        for scale in [Fixed(raw: 1), huge, Fixed(raw: -64), .zero] {
            canvas.composite(layer, at: FixedPoint(x: Fixed(3), y: Fixed(3)), scale: scale, anchor: FixedPoint(x: huge, y: nan))
        }
        canvas.composite(layer, at: FixedPoint(x: -huge, y: huge), opacity: 255)
        // The one shape that does meet the surface left a band across it.
        #expect(surface[20, 10].alpha > 0)
    }

    @Test func emptySurfacesAcceptDrawing() {
        let surface = Surface(width: 0, height: 0)
        let canvas = RasterCanvas(surface: surface)
        canvas.fill(.circle(in: FixedRect(x: 0, y: 0, width: 10, height: 10)), color: .white)
        canvas.fill(PixelRect(x: 0, y: 0, width: 5, height: 5), color: .white)
        canvas.composite(Surface(width: 0, height: 0), at: (x: 0, y: 0))
        canvas.drawShadow(of: .rectangle(FixedRect(x: 0, y: 0, width: 3, height: 3)), color: .black, radius: Fixed(2), offset: .zero, cache: ShadowMaskCache())
        #expect(canvas.clip.isEmpty)
    }

    @Test func canvasesSharingARasterizerReplayEachOthersShapes() {
        let rasterizer = ShapeRasterizer()
        let shape = RoundedShape.roundedRectangle(FixedRect(x: Fixed(raw: 200), y: Fixed(raw: 300), width: Fixed(20), height: Fixed(10)), cornerRadius: Fixed(4))
        let first = Surface(width: 40, height: 30), second = Surface(width: 40, height: 30), third = Surface(width: 40, height: 30)
        // Drawn once, a shape is not recorded; the second drawing records it, the third replays.
        RasterCanvas(surface: first, rasterizer: rasterizer).fill(shape, color: .white)
        #expect(rasterizer.recordedShapeCount == 0)
        RasterCanvas(surface: second, rasterizer: rasterizer).fill(shape, color: .white)
        #expect(rasterizer.recordedShapeCount == 1)
        RasterCanvas(surface: third, rasterizer: rasterizer).fill(shape, color: .white)
        #expect(rasterizer.recordedShapeCount == 1)
        #expect(first.hasSamePixels(as: second) && first.hasSamePixels(as: third))
    }

    @Test func aShapeOnWholePixelsIsRecordedTheFirstTimeItIsDrawn() {
        let rasterizer = ShapeRasterizer()
        let atRest = RoundedShape.roundedRectangle(FixedRect(x: Fixed(3), y: Fixed(2), width: Fixed(20), height: Fixed(10)), cornerRadius: Fixed(4))
        RasterCanvas(surface: Surface(width: 40, height: 30), rasterizer: rasterizer).fill(atRest, color: .white)
        #expect(rasterizer.recordedShapeCount == 1)
    }

    @Test func translationMovesEverythingAndClipsFollowIt() {
        let moved = Surface(width: 50, height: 40), direct = Surface(width: 50, height: 40)
        let canvas = RasterCanvas(surface: moved)
        canvas.withTranslation(FixedPoint(x: Fixed(10), y: Fixed(raw: 5 * 64 + 32))) {
            canvas.withClip(PixelRect(x: 0, y: 0, width: 20, height: 40)) {
                canvas.fill(.capsule(in: FixedRect(x: 2, y: 2, width: 30, height: 12)), color: .white)
            }
        }
        let plain = RasterCanvas(surface: direct)
        plain.withClip(PixelRect(x: 10, y: 6, width: 20, height: 40)) {
            plain.fill(.capsule(in: FixedRect(x: Fixed(12), y: Fixed(raw: 7 * 64 + 32), width: Fixed(30), height: Fixed(12))), color: .white)
        }
        #expect(moved.hasSamePixels(as: direct))
        #expect(canvas.translation == .zero && canvas.clip == moved.bounds)
    }
}
