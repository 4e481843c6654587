import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// `GraphicsContext.addFilter`: each filter changes what is drawn after it, by the colour
/// it is known to give.
@MainActor
@Suite struct GraphicsContextFilterTests {
    private func render(width: Int = 100, height: Int = 100, region: Region? = nil,
                        _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> Surface {
        let host = ViewHost(rootView: CanvasView(renderer: draw), width: width, height: height)
        host.update()
        let surface = Surface(width: width, height: height)
        DisplayListRenderer(fonts: nil).draw(host.displayList, into: surface, region: region ?? [surface.bounds])
        return surface
    }

    static let square = Path(CGRect(x: 30, y: 30, width: 40, height: 40))

    /// The centre pixel of the square filled with `color` after `filter`.
    private func centre(_ filter: GraphicsContext.Filter, _ color: Color) -> PixelColor {
        render { context, _ in
            context.addFilter(filter)
            context.fill(Self.square, with: .color(color))
        }[50, 50]
    }

    @Test func colourFilters() {
        let grey = centre(.grayscale(1), .red)
        #expect(grey.red == grey.green && grey.green == grey.blue)
        #expect(centre(.saturation(0), .blue).red == centre(.saturation(0), .blue).blue)
        #expect(centre(.colorInvert(), .white) == PixelColor.black)
        #expect(centre(.colorInvert(), .black) == PixelColor.white)
        let brighter = centre(.brightness(0.5), .black)
        #expect(brighter.red == 128 && brighter.blue == 128)
        #expect(centre(.contrast(0), .red) == PixelColor(red: 128, green: 128, blue: 128))
        #expect(centre(.colorMultiply(Color(red: 1, green: 0, blue: 0)), .white) == PixelColor(red: 255, green: 0, blue: 0))
        // Half a turn takes red to cyan: little red, much green and blue.
        let turned = centre(.hueRotation(.degrees(180)), Color(red: 1, green: 0, blue: 0))
        #expect(turned.red < 60 && turned.green > 100 && turned.blue > 100)
    }

    @Test func luminanceBecomesAlpha() {
        // White is wholly light: opaque black. Black is not light at all: nothing drawn.
        #expect(centre(.luminanceToAlpha, .white) == PixelColor.black)
        #expect(centre(.luminanceToAlpha, .black) == PixelColor.white)
    }

    @Test func alphaThresholdKeepsOnlyAlphaInRange() {
        #expect(centre(.alphaThreshold(min: 0.5, color: .green), Color.blue.opacity(0.3)) == PixelColor.white)
        #expect(centre(.alphaThreshold(min: 0.5, color: .green), Color.blue.opacity(0.8)) == Color.green.pixelColor)
    }

    @Test func opacityFadesWhatIsDrawn() {
        let half = centre(.opacity(0.5), .black)
        #expect(half.red >= 126 && half.red <= 129)
    }

    @Test func blurSpreadsTheEdges() {
        let surface = render { context, _ in
            context.addFilter(.blur(radius: 4))
            context.fill(Self.square, with: .color(.black))
        }
        #expect(surface[50, 50] == PixelColor.black)
        // Just outside the square: grey; well away from it: untouched.
        #expect(surface[28, 50].red > 60 && surface[28, 50].red < 250)
        #expect(surface[50, 72].red > 60 && surface[50, 72].red < 250)
        #expect(surface[10, 50] == PixelColor.white)
        // Drawn in pieces (the damage of a frame), the same bytes.
        let pieces = render(region: [PixelRect(x: 0, y: 0, width: 100, height: 45), PixelRect(x: 0, y: 45, width: 27, height: 55),
                                     PixelRect(x: 27, y: 45, width: 73, height: 55)]) { context, _ in
            context.addFilter(.blur(radius: 4))
            context.fill(Self.square, with: .color(.black))
        }
        #expect(pieces.hasSamePixels(as: surface))
    }

    @Test func shadowFallsBeneathAndMoved() {
        let surface = render { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, x: 10, y: 10))
            context.fill(Self.square, with: .color(.white))
        }
        #expect(surface[50, 50] == PixelColor.white)
        #expect(surface[75, 75].red < 200)
        #expect(surface[25, 25] == PixelColor.white)
    }

    @Test func projectionMovesWhatIsDrawn() {
        let surface = render { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 20, y: 0))))
            context.fill(Self.square, with: .color(.black))
        }
        #expect(surface[35, 50] == PixelColor.white)
        #expect(surface[85, 50] == PixelColor.black)
    }

    @Test func filtersApplyToLaterDrawingsInTheOrderAdded() {
        let surface = render { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            // Inverted, then faded: white at half over white stays white; the other order
            // (faded black, then inverted) would be the same white too, so brightness tells:
            // inverted black is white, then made no brighter.
            context.addFilter(.colorInvert())
            context.addFilter(.brightness(-0.5))
            context.fill(Self.square, with: .color(.black))
        }
        // The square drawn before the filters stays black.
        #expect(surface[10, 10] == PixelColor.black)
        // Black inverted is white, then darkened by half: grey (the other order gives white).
        #expect(surface[50, 50].red >= 126 && surface[50, 50].red <= 129)
    }

    @Test func aLayerIsFilteredAsOne() {
        let surface = render { context, _ in
            context.addFilter(.grayscale(1))
            context.drawLayer { layer in
                layer.fill(Self.square, with: .color(.red))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            }
        }
        let a = surface[50, 50], b = surface[10, 10]
        #expect(a.red == a.green && a.green == a.blue)
        #expect(b.red == b.green && b.green == b.blue)
    }
}
