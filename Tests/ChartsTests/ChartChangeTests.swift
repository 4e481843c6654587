import Foundation
import Testing
import SwiftUI
import Charts
@testable import Charts
@testable import PanelBase
@testable import PanelRender

@Observable private final class Levels {
    var values: [Double] = (0..<2_000).map { 20 + Double(($0 &* 7_919) % 61) / 10 }
}

/// An area and a line over fixed domains: a changed reading moves marks, never the axes.
private struct FixedDomainChart: View {
    let levels: Levels
    var body: some View {
        Chart {
            ForEach(levels.values.indices, id: \.self) { index in
                AreaMark(x: .value("Sample", index), yStart: .value("Floor", 14), yEnd: .value("Level", levels.values[index]))
                    .foregroundStyle(Color.orange.opacity(0.3))
                LineMark(x: .value("Sample", index), y: .value("Level", levels.values[index]))
            }
        }
        .chartXScale(domain: 0...2_000)
        .chartYScale(domain: 14...28)
    }
}

/// What a change to a chart's data redraws and draws.
@MainActor
@Suite struct ChartChangeTests {
    @Test func aChangedReadingDamagesThePlotAndNotTheAxisLabels() {
        let levels = Levels()
        let host = ViewHost(rootView: FixedDomainChart(levels: levels), width: 480, height: 272)
        let first = host.update()
        let labels = first.displayList.entries.filter { if case .text = $0.item { true } else { false } }.map(\.bounds)
        #expect(labels.count >= 8)
        levels.values[1_000] = 27.5
        let frame = host.update()
        #expect(!frame.damage.isEmpty)
        // The labels keep their place: none is in the damage.
        for label in labels { #expect(frame.damage.rects.allSatisfy { $0.intersection(label).isEmpty }) }
    }

    /// A line decimated to the plot's pixel columns keeps the first, lowest, highest and
    /// last point of each: stroked, it covers what the line through every point covers
    /// (the joins inside a column differ by a few levels at the line's edges).
    @Test(arguments: [(4_000, 480), (3_000, 400), (2_500, 250)])
    func theDecimatedLineCoversWhatTheWholeLineCovers(count: Int, width: Int) {
        var state: UInt64 = 9
        let points = (0..<count).map { index -> CGPoint in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let noise = CGFloat(state >> 40) / CGFloat(1 << 24) * 30
            return CGPoint(x: CGFloat(index) * CGFloat(width) / CGFloat(count), y: 100 + 60 * sin(CGFloat(index) / 300) + noise)
        }
        let decimated = LineDecimation.decimate(points, width: CGFloat(width))
        #expect(decimated.count < points.count / 2)
        func coverage(_ line: [CGPoint]) -> Surface {
            var path = Path()
            path.addLines(line)
            let surface = Surface(width: width, height: 240)
            surface.clear(to: PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
            var sink = SurfaceColorSink(surface: surface, color: .white)
            PathRasterizer().stroke(path.geometry(relativeTo: .zero), at: .zero,
                                    style: PathStrokeStyle(lineWidth: Fixed(2), cap: .round, join: .round),
                                    clip: PixelRect(x: 0, y: 0, width: width, height: 240), into: &sink)
            return surface
        }
        let whole = coverage(points), kept = coverage(decimated)
        var covered = 0, missed = 0, added = 0
        for y in 0..<240 {
            for x in 0..<width {
                let a = Int(whole[x, y].alpha), b = Int(kept[x, y].alpha)
                if a > 0 { covered += 1 }
                if a >= 128 && b < 64 { missed += 1 }
                if b >= 128 && a < 64 { added += 1 }
            }
        }
        #expect(covered > 0)
        #expect(missed * 200 <= covered && added * 200 <= covered)
    }
}
