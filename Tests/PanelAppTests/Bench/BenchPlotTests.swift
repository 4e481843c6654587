import Testing
import Panel
@testable import PanelKiosk

@MainActor
@Suite struct BenchPlotTests {
    @Test func plotDrawsEveryRunAndIsDeterministic() throws {
        let report = BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 4_000_000),
                                           BenchFixtures.run(scene: "dense", frameCost: 20_000_000, frames: 120)])
        let plot = try BenchPlot()
        let image = plot.draw(report)
        #expect(image.width == BenchPlot.width)
        #expect(image.height == BenchPlot.headerHeight + 2 * BenchPlot.rowHeight)
        // Bars in each phase colour, the refresh line and text were drawn.
        let colours = histogram(of: image)
        #expect((colours[BenchPlot.updateColor.argb] ?? 0) > 1000)
        #expect((colours[BenchPlot.renderColor.argb] ?? 0) > 1000)
        #expect((colours[BenchPlot.refreshColor.argb] ?? 0) > 500)
        #expect((colours[BenchPlot.ink.argb] ?? 0) > 500)
        #expect(colours.count > 20) // anti-aliased text
        // The same report gives the same pixels (so the same PNG); another report does not.
        let again = try BenchPlot().draw(report)
        #expect(image.hasSamePixels(as: again))
        let other = plot.draw(BenchFixtures.report([BenchFixtures.run(scene: "toggle", frameCost: 9_000_000),
                                                    BenchFixtures.run(scene: "dense", frameCost: 20_000_000, frames: 120)]))
        #expect(!other.hasSamePixels(as: image))
    }

    @Test func aRunWithoutFramesStillPlots() throws {
        let idle = BenchFixtures.run(scene: "idle", frameCost: 0, frames: 0)
        let image = try BenchPlot().draw(BenchFixtures.report([idle]))
        let colours = histogram(of: image)
        #expect(image.width * image.height - (colours[BenchPlot.background.argb] ?? 0) > 1000)
    }

    /// How many pixels of each colour the image has.
    private func histogram(of image: Surface) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        let pixels = UnsafeBufferPointer(start: image.pixels, count: image.stride * image.height)
        for pixel in pixels { counts[pixel, default: 0] += 1 }
        return counts
    }

    @Test func axisMaximumIsOneTwoOrFiveTimesAPowerOfTen() {
        #expect(BenchPlot.niceCeiling(18_333_333) == 20_000_000)
        #expect(BenchPlot.niceCeiling(20_000_000) == 20_000_000)
        #expect(BenchPlot.niceCeiling(21_000_000) == 50_000_000)
        #expect(BenchPlot.niceCeiling(1) == 1)
    }
}
