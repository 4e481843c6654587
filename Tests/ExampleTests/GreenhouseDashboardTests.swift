import Glibc
import Testing
@testable import GreenhouseDashboard
@testable import Panel

/// The greenhouse dashboard, an ordinary SwiftUI screen: its pixels at the kiosk's two
/// sizes (golden images, compared exactly), and what its parts show and do.
@MainActor
@Suite(.serialized) struct GreenhouseDashboardTests {
    init() {
        setenv("PANEL_RESOURCES", GreenhouseDashboard.resourcesInSourceTree, 1)
    }

    private func host(width: Int = 800, height: Int = 480) throws -> (ViewHost, FontSet) {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: GreenhouseDashboard(), width: width, height: height, textMeasurer: fonts)
        // The devices' switches are `@AppStorage`: each host starts from the defaults.
        host.appStorage = AppStorageCenter()
        host.update()
        return (host, fonts)
    }

    private func render(_ host: ViewHost, fonts: FontSet) -> Surface {
        ExampleGolden.render(host, fonts: fonts, background: GreenhouseDashboard.background)
    }

    private func expectGolden(_ surface: Surface, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        ExampleGolden.expect(surface, name, sourceLocation: sourceLocation)
    }

    @Test func screenAt800x480() throws {
        let (host, fonts) = try host()
        expectGolden(render(host, fonts: fonts), "greenhouse-dashboard-800x480")
    }

    @Test func screenAt1920x1080() throws {
        let (host, fonts) = try host(width: 1920, height: 1080)
        expectGolden(render(host, fonts: fonts), "greenhouse-dashboard-1920x1080")
    }

    @Test func readingsAreFormattedWithTheirSpecifiersAndUnits() throws {
        let (host, _) = try host()
        let texts = host.displayList.texts.map(\.string)
        for expected in ["22.4 °C", "18.9 °C", "64 %", "12.5 klx", "1240 of 2000 l", "62%"] {
            #expect(texts.contains(expected), "\(expected) is not on screen: \(texts)")
        }
    }

    @Test func everyIconIsASymbolAndEveryPhotoIsDrawn() throws {
        // The tiles are shown where the screen is tall enough for them and the chart.
        let (host, _) = try host(width: 1920, height: 1080)
        let symbols = host.displayList.texts.filter(\.usesSymbolFont)
        // Two in the header, the tank's water, one per reading, three devices, four tiles.
        #expect(symbols.count == 2 + 1 + Reading.current.count + 3 + Zone.all.count)
        #expect(host.displayList.texts.map(\.string).contains("41 % moisture"))
        #expect(!symbols.contains { $0.string == "?" }, "an icon name has no symbol")
        let photos = host.displayList.entries.compactMap { entry -> ImageItem? in
            if case .image(let item) = entry.item { return item } else { return nil }
        }
        #expect(photos.count == Zone.all.count)
        #expect(Set(photos.map { ObjectIdentifier($0.image) }).count == Zone.all.count, "two tiles show the same photo")
        // The grid's four columns share the row: the tiles are equally wide and apart.
        let tiles = photos.map(\.rect).sorted { $0.minX < $1.minX }
        #expect(Set(tiles.map(\.width)).count == 1 && tiles[0].minX < tiles[1].minX)
    }

    @Test func aDeviceToggleSwitchesOnATap() throws {
        let (host, fonts) = try host()
        let before = render(host, fonts: fonts)
        let lights = try #require(host.interactiveElements().first { $0.label == "Lights" })
        host.send(PointerEvent(pointer: 1, phase: .began, location: lights.activationPoint, timestamp: MonotonicTime(seconds: 1)))
        host.send(PointerEvent(pointer: 1, phase: .ended, location: lights.activationPoint, timestamp: MonotonicTime(seconds: 1.05)))
        host.update(at: MonotonicTime(seconds: 3))
        let after = render(host, fonts: fonts)
        #expect(!ImageComparison(expected: before, actual: after).isIdentical, "tapping Lights changed nothing")
    }

    @Test func secondaryTextIsLightOnTheDarkScheme() throws {
        let (host, _) = try host()
        // The card titles have no foreground of their own: `.secondary` is the dark
        // scheme's secondary label colour, a light grey, not the light scheme's.
        let title = try #require(host.displayList.texts.first { $0.string == "Water tank" })
        #expect(title.color.alpha == 153)
        #expect(title.color.red > 100, "secondary text is dark on the dark screen: \(title.color)")
    }
}
