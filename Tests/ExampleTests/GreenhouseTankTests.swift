import Glibc
import Testing
@testable import GreenhouseDashboard
@testable import Panel

/// The dashboard's water tank, a custom `Shape` with animatable data: its wave rolls for
/// as long as it is on screen, redrawing the tank alone, and its water follows the model.
@MainActor
@Suite(.serialized) struct GreenhouseTankTests {
    init() {
        setenv("PANEL_RESOURCES", GreenhouseDashboard.resourcesInSourceTree, 1)
    }

    private func dashboard(_ greenhouse: Greenhouse = Greenhouse()) throws -> (ViewHost, FontSet) {
        let fonts = try FontSet.loadDefault()
        let host = ViewHost(rootView: GreenhouseDashboard(greenhouse: greenhouse), width: 800, height: 480, textMeasurer: fonts)
        host.appStorage = AppStorageCenter()
        host.update(at: start)
        return (host, fonts)
    }

    private let start = MonotonicTime(seconds: 1)
    private func later(_ seconds: Double) -> MonotonicTime { start + Nanoseconds.clamping(seconds: seconds) }

    /// The water's two paths (far wave, near wave): the path items laid over the tank.
    private func water(_ host: ViewHost) -> [PathItem] {
        host.displayList.entries.compactMap { entry -> PathItem? in
            guard case .path(let item) = entry.item, item.rect.width == Fixed(76), item.rect.height == Fixed(112) else { return nil }
            return item
        }
    }

    private func render(_ host: ViewHost, fonts: FontSet) -> Surface {
        ExampleGolden.render(host, fonts: fonts, background: GreenhouseDashboard.background)
    }

    @Test func theWaveRollsAndOnlyTheTankIsRedrawn() throws {
        let (host, fonts) = try dashboard()
        #expect(water(host).count == 2, "the tank has no water paths")
        let tank = try #require(water(host).first).rect
        let before = render(host, fonts: fonts)
        let frame = host.update(at: later(0.6))
        let after = render(host, fonts: fonts)
        #expect(!ImageComparison(expected: before, actual: after).isIdentical, "the wave did not move")
        #expect(!frame.damage.isEmpty)
        let damage = frame.damage.bounds
        #expect(damage.x >= tank.minX.floorPixels - 1 && damage.x + damage.width <= tank.maxX.ceilPixels + 1
                && damage.y >= tank.minY.floorPixels - 1 && damage.y + damage.height <= tank.maxY.ceilPixels + 1,
                "a frame of the wave damaged \(damage), outside the tank \(tank)")
        #expect(host.isAnimating, "the wave stopped after one frame")
    }

    @Test func theWaveComesBackAfterOnePeriod() throws {
        let (host, fonts) = try dashboard()
        host.update(at: later(0.7))
        let first = render(host, fonts: fonts)
        host.update(at: later(0.7 + TankView.wavePeriod / 2))
        let half = render(host, fonts: fonts)
        host.update(at: later(0.7 + TankView.wavePeriod))
        let whole = render(host, fonts: fonts)
        #expect(!ImageComparison(expected: first, actual: half).isIdentical)
        #expect(ImageComparison(expected: first, actual: whole).isIdentical, "the wave is not where it was one period later")
    }

    @Test func theWaterFollowsTheModelsLevel() throws {
        let greenhouse = Greenhouse()
        let (host, _) = try dashboard(greenhouse)
        let full = try #require(water(host).last).drawnBounds.minY
        greenhouse.tankLitres = 500
        host.update(at: later(0.1))
        host.update(at: later(1.2))
        let low = try #require(water(host).last).drawnBounds.minY
        // 62 % to 25 % of 112 points: the surface 41 points lower.
        #expect(abs((low - full).roundedPixels - 41) <= 1, "the surface moved from \(full) to \(low)")
        #expect(host.displayList.texts.map(\.string).contains("25%"))
        #expect(host.displayList.texts.map(\.string).contains("500 of 2000 l"))
    }

    @Test func tankCardMidWave() throws {
        let fonts = try FontSet.loadDefault()
        let card = TankCard(greenhouse: Greenhouse())
            .frame(width: 248, height: 186)
            .preferredColorScheme(.dark)
        let host = ViewHost(rootView: card, width: 248, height: 186, textMeasurer: fonts)
        host.update(at: start)
        host.update(at: later(0.9))
        ExampleGolden.expect(ExampleGolden.render(host, fonts: fonts, background: GreenhouseDashboard.background),
                             "greenhouse-tank-card")
    }
}
