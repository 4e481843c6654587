import Testing
import Panel
@testable import PanelKiosk

/// The `paths` and `livechart` scenes: every custom shape made again at each frame, and a
/// live chart whose new reading redraws its plot alone.
@MainActor
@Suite struct PathAndChartSceneTests {
    private func paths(_ host: ViewHost) -> [PathItem] {
        host.displayList.entries.compactMap { if case .path(let item) = $0.item { item } else { nil } }
    }

    @Test func everyMovingShapeIsANewPathAtEachFrame() throws {
        let environment = try BenchEnvironment()
        let host = PathsScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update(at: MonotonicTime(seconds: 1))
        // A third of a second in, every shape is mid-way (no easing near its ends).
        host.update(at: MonotonicTime(seconds: 1) + 20 * 16_666_667)
        var previous = paths(host)
        // Two waves, the dial's scale, its needle and the stars.
        #expect(previous.count == 2 + 2 + PathsPanel.starRows * PathsPanel.starColumns)
        for frame in 21...23 {
            host.update(at: MonotonicTime(seconds: 1) + Int64(frame) * 16_666_667)
            let current = paths(host)
            let changed = zip(previous, current).filter { $0.geometry != $1.geometry }.count
            // All but the scale.
            #expect(changed == current.count - 1, "frame \(frame): \(changed) of \(current.count) paths changed")
            previous = current
        }
        #expect(host.isAnimating)
    }

    @Test func aReadingAFrameRedrawsThePlotAlone() throws {
        let environment = try BenchEnvironment()
        let host = LiveChartScene().makeHost(width: 800, height: 480, measurer: environment.measurer)
        host.update(at: MonotonicTime(seconds: 1))
        host.advance(to: MonotonicTime(seconds: 1) + LiveChartScene.readingInterval)
        host.update(at: MonotonicTime(seconds: 1) + LiveChartScene.readingInterval)
        func line() throws -> PathItem { try #require(paths(host).last) }
        let grid = try #require(paths(host).first)
        var previous = try line()
        #expect(previous.geometry.elements.count == LiveChartScene.points)
        for frame in 1...3 {
            // As the loop does: timers and timeline entries due by the frame, then the frame.
            let time = MonotonicTime(seconds: 1) + Int64(frame + 1) * LiveChartScene.readingInterval
            host.advance(to: time)
            let update = host.update(at: time)
            let current = try line()
            let moved = current.geometry != previous.geometry
            #expect(moved, "frame \(frame) drew the same line")
            #expect(current.geometry.elements.count == LiveChartScene.points)
            // The line moved one reading to the left: the old second point's height is the
            // new first point's.
            if case .line(let oldSecond) = previous.geometry.elements[1], case .move(let newFirst) = current.geometry.elements[0] {
                #expect(oldSecond.y == newFirst.y)
            } else {
                Issue.record("the line does not start with a move and a line")
            }
            let plot = grid.drawnBounds
            let damage = update.damage.bounds
            #expect(!update.damage.isEmpty)
            #expect(damage.x >= plot.minX.floorPixels - 2 && damage.y >= plot.minY.floorPixels - 2
                    && damage.x + damage.width <= plot.maxX.ceilPixels + 2 && damage.y + damage.height <= plot.maxY.ceilPixels + 2,
                    "frame \(frame) damaged \(damage), outside the plot \(plot)")
            previous = current
        }
    }

    @Test func theSeriesIsTheSameOnEveryRun() {
        let a = LiveSeries(count: 100), b = LiveSeries(count: 100)
        #expect(a.window(at: 5_000_000_000) == b.window(at: 7_000_000_000))
        let later = a.window(at: 5_000_000_000 + 3 * LiveChartScene.readingInterval)
        #expect(later.count == 100)
        #expect(Array(later.prefix(97)) == Array(b.window(at: 7_000_000_000).suffix(97)))
        #expect(later.allSatisfy { (0...1).contains($0) })
    }
}
