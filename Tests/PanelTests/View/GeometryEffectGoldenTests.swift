import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import Panel

/// Rotated text and a rotated image drawn on an 800x480 and a 480x272 panel, compared byte
/// for byte with Golden/geometry-*.png. `PANEL_UPDATE_GOLDEN=1` rewrites them.
@MainActor
@Suite struct GeometryEffectGoldenTests {
    private func render(_ view: some View, width: Int, height: Int) throws -> Surface {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts))
        return surface
    }

    @Test(arguments: [(800, 480), (480, 272)])
    func rotatedText(width: Int, height: Int) throws {
        let view = VStack(spacing: 24) {
            Text("Turned 30°").font(.title).rotationEffect(.degrees(-30))
            HStack(spacing: 40) {
                Text("Quarter").rotationEffect(.degrees(90), anchor: .leading)
                Text("Upside down").foregroundColor(.blue).rotationEffect(.degrees(180))
                Text("Slanted").font(.headline).transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 0, ty: 0))
            }
        }
        expectGolden(try render(view, width: width, height: height), named: "geometry-rotated-text-\(width)x\(height)")
    }

    @Test(arguments: [(800, 480), (480, 272)])
    func rotatedImage(width: Int, height: Int) throws {
        let photo = ImageDecoderTests.path("thin-white-stripe.jpg"), logo = ImageDecoderTests.path("pngtest.png")
        let gitLogo = ImageDecoderTests.path("git-logo.png")
        let view = HStack(spacing: 30) {
            Image(contentsOfFile: photo).resizable().frame(width: 160, height: 40).rotationEffect(.degrees(20))
            Image(contentsOfFile: logo).rotationEffect(.degrees(-45), anchor: .bottomTrailing)
            Image(contentsOfFile: gitLogo).resizable().frame(width: 96, height: 36)
                .rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
        }
        .padding(20)
        .background(Color(white: 0.9))
        expectGolden(try render(view, width: width, height: height), named: "geometry-rotated-image-\(width)x\(height)")
    }
}
