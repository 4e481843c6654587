import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Cap insets and tiling: the pieces a resizable image is cut into, and how they draw.
@MainActor
@Suite struct ImageSlicingTests {
    static let favicon = ImageDecoderTests.path("git-favicon.png")

    @Test func capInsetsCutNinePiecesWithCornersAtTheirSize() {
        let image = Image(contentsOfFile: "x").resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let pieces = ImageSlicing.pieces(of: image, width: 24, height: 24, in: FixedRect(x: 10, y: 20, width: 100, height: 40))
        #expect(pieces.count == 9)
        #expect(pieces[0] == .init(source: PixelRect(x: 0, y: 0, width: 8, height: 8),
                                   rect: FixedRect(x: 10, y: 20, width: 8, height: 8), isTiled: false))
        #expect(pieces[4] == .init(source: PixelRect(x: 8, y: 8, width: 8, height: 8),
                                   rect: FixedRect(x: 18, y: 28, width: 84, height: 24), isTiled: false))
        #expect(pieces[8] == .init(source: PixelRect(x: 16, y: 16, width: 8, height: 8),
                                   rect: FixedRect(x: 102, y: 52, width: 8, height: 8), isTiled: false))
    }

    @Test func capsShareAFrameShorterThanBoth() {
        let image = Image(contentsOfFile: "x").resizable(capInsets: EdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 2))
        let pieces = ImageSlicing.pieces(of: image, width: 16, height: 16, in: FixedRect(x: 0, y: 0, width: 4, height: 16))
        // No middle column: 4 px shared 3 : 1.
        #expect(pieces.map(\.rect) == [FixedRect(x: 0, y: 0, width: 3, height: 16), FixedRect(x: 3, y: 0, width: 1, height: 16)])
        #expect(pieces.map(\.source) == [PixelRect(x: 0, y: 0, width: 6, height: 16), PixelRect(x: 14, y: 0, width: 2, height: 16)])
    }

    @Test func tilingTilesEdgesAndMiddleNotCorners() {
        let plain = Image(contentsOfFile: "x").resizable(resizingMode: .tile)
        #expect(ImageSlicing.pieces(of: plain, width: 16, height: 16, in: FixedRect(x: 0, y: 0, width: 50, height: 50))
            == [.init(source: nil, rect: FixedRect(x: 0, y: 0, width: 50, height: 50), isTiled: true)])
        let capped = Image(contentsOfFile: "x").resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4),
                                                          resizingMode: .tile)
        let pieces = ImageSlicing.pieces(of: capped, width: 16, height: 16, in: FixedRect(x: 0, y: 0, width: 50, height: 50))
        #expect(pieces.map(\.isTiled) == [false, true, false, true, true, true, false, true, false])
    }

    @Test func aTiledImageRepeatsExactly() throws {
        let surface = try render(Image(contentsOfFile: Self.favicon).resizable(resizingMode: .tile).frame(width: 40, height: 20),
                                 width: 40, height: 20)
        let tile = try ImageDecoderTests.decode("git-favicon.png")
        for y in 0..<20 { for x in 0..<40 { #expect(surface[x, y] == tile[x % 16, y % 16]) } }
    }

    @Test func capInsetsKeepTheCornersPixelForPixel() throws {
        let surface = try render(Image(contentsOfFile: Self.favicon)
            .resizable(capInsets: EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)).interpolation(.none)
            .frame(width: 64, height: 30), width: 64, height: 30)
        let image = try ImageDecoderTests.decode("git-favicon.png")
        for y in 0..<5 {
            for x in 0..<5 {
                #expect(surface[x, y] == image[x, y])
                #expect(surface[63 - x, 29 - y] == image[15 - x, 15 - y])
            }
        }
    }

    @Test func slicesAndTilesGolden() throws {
        let icon = ImageDecoderTests.path("input-dialpad.png")
        let surface = try render(VStack(spacing: 4) {
            HStack(spacing: 4) {
                Image(contentsOfFile: Self.favicon).resizable(capInsets: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
                    .frame(width: 100, height: 30)
                Image(contentsOfFile: Self.favicon).resizable().frame(width: 100, height: 30)
            }
            HStack(spacing: 4) {
                Image(contentsOfFile: icon).resizable(resizingMode: .tile).frame(width: 100, height: 40)
                Image(contentsOfFile: icon).renderingMode(.template).resizable(resizingMode: .tile).frame(width: 100, height: 40)
                    .foregroundColor(.purple)
            }
        }, width: 210, height: 80)
        expectGolden(surface, named: "image-slices")
    }

    private func render(_ view: some View, width: Int, height: Int) throws -> Surface {
        let host = ViewHost(rootView: view, width: width, height: height)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: nil))
        return surface
    }
}
