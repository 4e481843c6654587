import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Images and symbols drawn, compared byte for byte with Golden/image-*.png.
@MainActor
@Suite struct ImageGoldenTests {
    static let files = ImageDecoderTests.path("")

    private func render(_ view: some View, width: Int, height: Int) throws -> Surface {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts))
        return surface
    }

    @Test func symbolsAndLabels() throws {
        let names = ["house.fill", "gearshape", "bolt.fill", "flame", "drop", "lightbulb", "fan", "power", "wifi", "lock",
                     "bell", "clock", "xmark", "checkmark"]
        let surface = try render(VStack(spacing: 8) {
            HStack(spacing: 4) {
                ForEach(names, id: \.self) { Image(systemName: $0) }
            }
            .font(.system(size: 20))
            HStack(spacing: 12) {
                Label("21.5 °C", systemImage: "thermometer").foregroundColor(.red)
                Label("Lights", systemImage: "lightbulb.fill").labelStyle(.iconOnly).foregroundColor(.orange)
                Image(systemName: "exclamationmark.triangle").font(.system(size: 32)).foregroundColor(.blue)
                Image(systemName: "not.a.symbol")
            }
            .font(.title2)
        }, width: 360, height: 100)
        expectGolden(surface, named: "image-symbols")
    }

    @Test func photoTilesFitFillAndStretch() throws {
        let photo = Self.files + "thin-white-stripe.jpg"
        let surface = try render(HStack(spacing: 6) {
            Image(contentsOfFile: photo).resizable().scaledToFit()
                .frame(width: 100, height: 70).background(Color.gray)
            Image(contentsOfFile: photo).resizable().scaledToFill()
                .frame(width: 100, height: 70).clipped()
            Image(contentsOfFile: photo).resizable()
                .frame(width: 100, height: 70)
        }, width: 320, height: 80)
        expectGolden(surface, named: "image-tiles")
    }

    @Test func templateTinting() throws {
        let icon = Self.files + "input-dialpad.png"
        let surface = try render(HStack(spacing: 4) {
            Image(contentsOfFile: icon)
            Image(contentsOfFile: icon).renderingMode(.template).foregroundColor(.red)
            Image(contentsOfFile: icon).renderingMode(.template).foregroundColor(.blue)
            Image(contentsOfFile: icon).renderingMode(.template).resizable().frame(width: 48, height: 48).foregroundColor(.green)
        }.padding(4).background(Color(white: 0.85)), width: 180, height: 64)
        expectGolden(surface, named: "image-template")
    }

    @Test func nearestAgainstSmoothScaling() throws {
        let favicon = Self.files + "git-favicon.png", logo = Self.files + "pngtest.png"
        let surface = try render(VStack(spacing: 4) {
            HStack(spacing: 4) {
                Image(contentsOfFile: favicon).resizable().interpolation(.none).frame(width: 64, height: 64)
                Image(contentsOfFile: favicon).resizable().interpolation(.low).frame(width: 64, height: 64)
                Image(contentsOfFile: favicon).resizable().interpolation(.high).frame(width: 64, height: 64)
            }
            HStack(spacing: 4) {
                Image(contentsOfFile: logo).resizable().interpolation(.none).frame(width: 30, height: 23)
                Image(contentsOfFile: logo).resizable().interpolation(.high).frame(width: 30, height: 23)
                Image(contentsOfFile: logo).resizable().interpolation(.high).frame(width: 137, height: 104)
            }
        }, width: 220, height: 180)
        expectGolden(surface, named: "image-interpolation")
    }
}
