import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct CanvasTextTests {
    @Test func canvasTranslationMovesTextAndItsClipBoundsIt() throws {
        let renderer = try TextRenderer()
        let background = PixelColor(red: 10, green: 10, blue: 10)
        let viaCanvas = textTestSurface(width: 100, height: 50, color: background)
        let direct = textTestSurface(width: 100, height: 50, color: background)
        let canvas = RasterCanvas(surface: viaCanvas)
        let clip = PixelRect(x: 10, y: 0, width: 40, height: 50)
        canvas.withTranslation(FixedPoint(x: Fixed(raw: 5 * 64 + 16), y: Fixed(3))) {
            canvas.withClip(PixelRect(x: 5, y: -3, width: 40, height: 50)) {
                _ = canvas.drawText("Canvas", with: renderer, size: Fixed(16), baselineOrigin: FixedPoint(x: Fixed(2), y: Fixed(20)), color: .white)
            }
        }
        renderer.draw("Canvas", size: Fixed(16), baselineOrigin: FixedPoint(x: Fixed(raw: 7 * 64 + 16), y: Fixed(23)),
                      color: .white, into: direct, clip: clip)
        #expect(textInk(in: viaCanvas, background: background).count > 0)
        #expect(viaCanvas.hasSamePixels(as: direct))
    }
}
