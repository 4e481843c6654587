import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Image layout (SwiftUI's rules), resources, placeholders, symbols and labels.
@MainActor
@Suite(.serialized) struct ImageViewTests {
    static let files = ImageDecoderTests.path("")

    private func layout(_ view: some View, width: Int = 400, height: Int = 300,
                        measurer: any TextMeasuring = ApproximateTextMeasurer()) -> ViewHost {
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: measurer)
        host.update()
        return host
    }

    /// Collects what images log while `body` runs.
    private func logged(_ body: () -> Void) -> [String] {
        var lines: [String] = []
        let previous = ImageResources.write
        ImageResources.write = { lines.append($0) }
        body()
        ImageResources.write = previous
        return lines
    }

    // MARK: Layout

    @Test func aNonResizableImageHasItsNaturalSize() throws {
        let host = layout(Image(contentsOfFile: Self.files + "git-logo.png").frame(width: 300, height: 200))
        let item = try #require(host.images.first)
        // Centred: (300 − 27) / 2 = 136.5, placed on the whole pixel below.
        #expect(item.rect == FixedRect(x: 164, y: 137, width: 72, height: 27))
        #expect(item.image.width == 72 && item.tint == nil && item.interpolation == .high)
    }

    @Test func aResizableImageTakesTheProposedSize() throws {
        let host = layout(Image(contentsOfFile: Self.files + "git-logo.png").resizable().frame(width: 100, height: 50))
        #expect(host.images.first?.rect == FixedRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func aResizableImageIsFlexibleInAStack() throws {
        // Like a shape, it takes what the stack has left.
        let host = layout(HStack(spacing: 0) {
            Image(contentsOfFile: Self.files + "git-logo.png").resizable()
            Color.red.frame(width: 50)
        }.frame(width: 300, height: 100))
        #expect(host.images.first?.rect == FixedRect(x: 50, y: 100, width: 250, height: 100))
    }

    @Test func resizableImagesShareAStackEqually() throws {
        let host = layout(HStack(spacing: 0) {
            Image(contentsOfFile: Self.files + "git-logo.png").resizable()
            Image(contentsOfFile: Self.files + "git-favicon.png").resizable()
            Image(contentsOfFile: Self.files + "thin-white-stripe.jpg").resizable()
        }.frame(width: 300, height: 100))
        #expect(host.images.map(\.rect.width) == [Fixed(100), Fixed(100), Fixed(100)])
    }

    @Test func scaledToFitKeepsProportionsInsideAWideProposal() throws {
        // 91×69 in 200×100: the height limits it.
        let host = layout(Image(contentsOfFile: Self.files + "pngtest.png").resizable().scaledToFit().frame(width: 200, height: 100))
        let rect = try #require(host.images.first?.rect)
        #expect(rect.height == Fixed(100))
        #expect(rect.width == Fixed(raw: roundedDivision(Fixed(100).raw * 91, 69)))
        #expect(rect.minY == Fixed(100))
        #expect(abs((rect.minX + rect.width / 2 - Fixed(200)).raw) <= Fixed.scale / 2)
    }

    @Test func scaledToFillCoversATallProposal() throws {
        // 91×69 in 100×200: the height decides, the width overflows.
        let host = layout(Image(contentsOfFile: Self.files + "pngtest.png").resizable().scaledToFill().frame(width: 100, height: 200))
        let rect = try #require(host.images.first?.rect)
        #expect(rect.height == Fixed(200))
        #expect(rect.width == Fixed(raw: roundedDivision(Fixed(200).raw * 91, 69)))
    }

    @Test func fillThenFrameAndClippedClipsToTheFrame() throws {
        let host = layout(Image(contentsOfFile: Self.files + "thin-white-stripe.jpg").resizable().aspectRatio(contentMode: .fill)
            .frame(width: 100, height: 100).clipped())
        let rect = try #require(host.images.first?.rect)
        #expect(rect.height == Fixed(100) && rect.width > Fixed(800))
        #expect(host.groupEffects.first?.clip == FixedRect(x: 150, y: 100, width: 100, height: 100))
    }

    @Test func aGivenAspectRatioFitsAndFills() throws {
        let fit = layout(Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100))
        #expect(fit.fill(of: .red) == FixedRect(x: 150, y: 125, width: 100, height: 50))
        let fill = layout(Color.red.aspectRatio(CGSize(width: 1, height: 2), contentMode: .fill).frame(width: 100, height: 100))
        #expect(fill.fill(of: .red)?.size == FixedSize(width: Fixed(100), height: Fixed(200)))
    }

    @Test func aspectRatioLeavesANonResizableImageAsItIs() throws {
        let host = layout(Image(contentsOfFile: Self.files + "git-logo.png").scaledToFit().frame(width: 300, height: 300))
        #expect(host.images.first?.rect.size == FixedSize(width: Fixed(72), height: Fixed(27)))
    }

    @Test func renderingModeInterpolationAndForegroundColour() throws {
        let host = layout(Image(contentsOfFile: Self.files + "input-dialpad.png").renderingMode(.template).interpolation(.none)
            .foregroundColor(.red))
        let item = try #require(host.images.first)
        #expect(item.tint == Color.red.pixelColor)
        #expect(item.interpolation == ImageInterpolation.none)
    }

    // MARK: Resources and problems

    @Test func resourcesAreFoundByNameWithOrWithoutTheirEnding() throws {
        setenv(ImageResources.environmentVariable, Self.files, 1)
        defer { unsetenv(ImageResources.environmentVariable) }
        let bare = layout(Image("git-favicon"))
        #expect(bare.images.first?.image.width == 16)
        let jpeg = layout(Image(decorative: "plus-grey"))
        #expect(jpeg.images.first?.image.name.hasSuffix("plus-grey.jpg") == true)
        let named = layout(Image("thin-white-stripe.jpg"))
        #expect(named.images.first?.image.width == 493)
    }

    @Test func theSameFileIsDecodedOnceForEveryView() throws {
        let path = Self.files + "git-favicon.png"
        let host = layout(HStack { Image(contentsOfFile: path); Image(contentsOfFile: path) })
        let images = host.images
        #expect(images.count == 2 && images[0].image === images[1].image)
    }

    @Test func aMissingImageIsLoggedOnceAndShownAsAPlaceholder() throws {
        var host: ViewHost?
        let lines = logged {
            host = layout(VStack {
                Image("no-such-image-anywhere")
                Image("no-such-image-anywhere").resizable().frame(width: 60, height: 40)
            })
        }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("Image(\"no-such-image-anywhere\")") == true)
        #expect(lines.first?.contains("cannot be opened") == true)
        let placeholders = try #require(host).fills(of: ImageNode.placeholderFill)
        #expect(placeholders.map(\.size) == [FixedSize(width: Fixed(17), height: Fixed(17)),
                                             FixedSize(width: Fixed(60), height: Fixed(40))])
        #expect(try #require(host).images.isEmpty)
    }

    @Test func aBrokenFileIsLoggedWithItsReason() throws {
        let folder = TemporaryFolder("image-broken")
        defer { folder.remove() }
        folder.write("this is no picture", to: "broken.png")
        let lines = logged { _ = layout(Image(contentsOfFile: folder.file("broken.png"))) }
        #expect(lines == ["Image(contentsOfFile:): \(folder.file("broken.png")) is neither a PNG nor a JPEG image; showing a placeholder"])
    }

    // MARK: Symbols

    @Test func aSymbolIsAGlyphOfTheSymbolFontSizedByTheFont() throws {
        let host = layout(Image(systemName: "house").font(.system(size: 40)).foregroundColor(.blue))
        let run = try #require(host.displayList.texts.first)
        #expect(run.usesSymbolFont)
        #expect(run.string.unicodeScalars.first?.value == 0xE88A)
        #expect(run.fontSize == Fixed(40))
        #expect(run.color == Color.blue.pixelColor)
        // A 40×40 square in the middle of the screen, its baseline at the bottom.
        #expect(run.baselineOrigin == FixedPoint(x: Fixed(180), y: Fixed(170)))
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let host = layout(Image(systemName: "gear").resizable().frame(width: 80, height: 60))
        #expect(host.displayList.texts.first?.fontSize == Fixed(60))
    }

    @Test func anUnknownSymbolIsLoggedAndShownAsAQuestionMarkBox() throws {
        var host: ViewHost?
        let lines = logged { host = layout(Image(systemName: "no.such.symbol")) }
        #expect(lines.count == 1 && lines[0].contains("no.such.symbol"))
        #expect(try #require(host).fill(of: ImageNode.placeholderFill) != nil)
        #expect(try #require(host).displayList.texts.map(\.string) == ["?"])
    }

    @Test func aMissingSymbolFontIsLoggedAndShownAsAPlaceholder() throws {
        let fonts = FontSet(renderer: try TextRenderer())
        var host: ViewHost?
        let lines = logged { host = layout(Image(systemName: "bolt.slash"), measurer: fonts) }
        #expect(lines.count == 1 && lines[0].contains("fonts-material-design-icons-iconfont"))
        #expect(try #require(host).displayList.texts.allSatisfy { !$0.usesSymbolFont })
    }

    @Test func everySymbolOfTheTableIsInTheInstalledFont() throws {
        // The table's code points against the package's own list and the font's cmap.
        let list = try FileReader.read("/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss", limit: 1 << 20)
        let text = String(decoding: list, as: UTF8.self)
        let face = try FontFace(path: try #require(FontFace.symbolFontPath))
        #expect(SystemSymbols.table.count >= 80)
        for (name, entry) in SystemSymbols.table {
            let hex = String(entry.codePoint, radix: 16)
            #expect(text.contains("\"\(entry.material)\": \(hex),"), "\(name)")
            #expect(face.glyphIndex(for: entry.codePoint) != 0, "\(name)")
        }
    }

    // MARK: Labels

    @Test func labelStylesShowTitleIconOrBoth() throws {
        let both = layout(Label("Heating", systemImage: "flame"))
        #expect(both.displayList.texts.map(\.usesSymbolFont) == [true, false])
        #expect(both.displayList.texts.last?.string == "Heating")
        let icon = layout(Label("Heating", systemImage: "flame").labelStyle(.iconOnly))
        #expect(icon.displayList.texts.map(\.usesSymbolFont) == [true])
        let title = layout(Label("Heating", systemImage: "flame").labelStyle(.titleOnly))
        #expect(title.displayList.texts.map(\.string) == ["Heating"])
        let custom = layout(Label { Text("Power") } icon: { Image(systemName: "power") }.font(.system(size: 30)))
        let texts = custom.displayList.texts
        #expect(texts.count == 2 && texts[0].fontSize == Fixed(30))
        // The icon sits left of the title.
        #expect(texts[0].baselineOrigin.x < texts[1].baselineOrigin.x)
    }
}

extension ViewHost {
    var images: [ImageItem] {
        displayList.entries.compactMap { if case .image(let item) = $0.item { return item } else { return nil } }
    }
}
