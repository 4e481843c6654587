import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// Groups composited with a blend mode: `.blendMode(_:)` on a view and a canvas drawing
/// with `GraphicsContext.blendMode`, combined with what is under them.
@MainActor
@Suite struct BlendedGroupTests {
    private func render(_ view: some View, width: Int = 100, height: Int = 100, region: Region? = nil) -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: region ?? [surface.bounds])
        return surface
    }

    static let yellow = Color(red: 1, green: 1, blue: 0)
    static let halfGrey = Color(white: 0.5)

    @Test func multiplyOverAColourDarkensIt() {
        let view = ZStack {
            Self.yellow.frame(width: 80, height: 80)
            Self.halfGrey.frame(width: 40, height: 40).blendMode(.multiply)
        }
        let surface = render(view)
        let backdrop = surface[15, 15], blended = surface[50, 50]
        #expect(backdrop == Self.yellow.pixelColor)
        // Yellow times grey: each channel halved, blue stays 0.
        #expect(blended.red == multiplyDiv255(255, UInt32(Self.halfGrey.pixelColor.red)).byte)
        #expect(blended.blue == 0)
        #expect(blended.alpha == 255)
    }

    @Test func screenAndDifferenceDifferFromNormal() {
        func centre(_ mode: BlendMode) -> PixelColor {
            render(ZStack {
                Self.yellow.frame(width: 80, height: 80)
                Self.halfGrey.frame(width: 40, height: 40).blendMode(mode)
            })[50, 50]
        }
        #expect(centre(.normal) == Self.halfGrey.pixelColor)
        #expect(centre(.screen).red == 255 && centre(.screen).blue == Self.halfGrey.pixelColor.blue)
        #expect(centre(.difference).blue == Self.halfGrey.pixelColor.blue && centre(.difference).red < 130)
    }

    @Test func redrawingPartOfTheDamageGivesTheSameBytes() {
        let view = ZStack {
            Self.yellow.frame(width: 80, height: 80)
            Circle().fill(Color.blue).frame(width: 50, height: 50).shadow(color: .black, radius: 3).blendMode(.hardLight)
        }
        let whole = render(view)
        let pieces: Region = [PixelRect(x: 0, y: 0, width: 100, height: 37), PixelRect(x: 0, y: 37, width: 51, height: 63),
                              PixelRect(x: 51, y: 37, width: 49, height: 63)]
        let parts = render(view, region: pieces)
        #expect(whole.hasSamePixels(as: parts))
    }

    @Test func canvasDrawingsEachBlendWithWhatIsUnder() {
        let view = CanvasView { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(Self.yellow))
            context.blendMode = .multiply
            context.fill(Path(CGRect(x: 10, y: 10, width: 50, height: 50)), with: .color(Self.halfGrey))
            context.fill(Path(CGRect(x: 40, y: 40, width: 50, height: 50)), with: .color(Self.halfGrey))
        }
        let surface = render(view)
        let once = surface[20, 20], twice = surface[50, 50]
        // Each drawing multiplies what is already there: the overlap twice.
        #expect(once.red == 128 && once.blue == 0)
        #expect(twice.red == 64 && twice.blue == 0)
        #expect(surface[95, 5] == Self.yellow.pixelColor)
    }

    @Test func destinationOutErasesInsideALayer() {
        let view = CanvasView { context, _ in
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.red))
                layer.blendMode = .destinationOut
                layer.fill(Path(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50)), with: .color(.black))
            }
        }
        let surface = render(view)
        // The hole shows the white background; around it the layer's red.
        #expect(surface[50, 50] == PixelColor.white)
        #expect(surface[5, 5] == Color.red.pixelColor)
    }

    @Test func theBlendModeIsPartOfTheDisplayItem() {
        var a = GroupEffect(), b = GroupEffect()
        b.blendMode = .multiply
        #expect(a != b)
        #expect(!b.isIdentity)
        a.blendMode = .multiply
        #expect(a == b)
    }
}

private extension UInt32 {
    var byte: UInt8 { UInt8(truncatingIfNeeded: self) }
}
