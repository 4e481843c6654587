import Foundation
import Testing
import SwiftUI
import Charts
@testable import Charts

@Observable private final class Readings {
    var values: [Double] = (0..<50).map { Double($0 % 7) }
}

private struct Dashboard: View {
    let readings: Readings
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 40)
            Chart {
                ForEach(readings.values.indices, id: \.self) { index in
                    LineMark(x: .value("Sample", index), y: .value("Level", readings.values[index]))
                }
            }
            .frame(height: 150)
            Color.blue.frame(height: 50)
        }
    }
}

/// Charts as views: what they show, and what they redraw.
@MainActor
@Suite struct ChartViewTests {
    @Test func theLegendNamesEachSeriesOnce() {
        let chart = Chart {
            ForEach(0..<4) { hour in
                LineMark(x: .value("Hour", hour), y: .value("°C", 20 + hour)).foregroundStyle(by: .value("Room", "Kitchen"))
                LineMark(x: .value("Hour", hour), y: .value("°C", 15 + hour)).foregroundStyle(by: .value("Room", "Cellar"))
            }
        }
        let host = ViewHost(rootView: chart, width: 320, height: 200)
        host.update()
        #expect(host.visibleTexts.filter { $0 == "Kitchen" || $0 == "Cellar" } == ["Kitchen", "Cellar"])
        let hidden = ViewHost(rootView: chart.chartLegend(.hidden), width: 320, height: 200)
        hidden.update()
        #expect(!hidden.visibleTexts.contains("Kitchen"))
    }

    @Test func axisLabelsAndTitlesAreShown() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 97))
        }
        .chartXAxisLabel("Day")
        .chartYAxis {
            AxisMarks(values: .stride(by: 50)) { value in
                AxisGridLine()
                AxisValueLabel("\(value.as(Int.self) ?? 0) kWh")
            }
        }
        let host = ViewHost(rootView: chart, width: 320, height: 200)
        host.update()
        // 0...100 marked every 50, labelled by the closure.
        #expect(host.visibleTexts.contains("0 kWh") && host.visibleTexts.contains("50 kWh") && host.visibleTexts.contains("100 kWh"))
        #expect(host.visibleTexts.contains("Mon") && host.visibleTexts.contains("Day"))
    }

    @Test func aStyleScaleOrdersTheLegendAndStylesItsSeries() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 3)).foregroundStyle(by: .value("Source", "Grid"))
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 5)).foregroundStyle(by: .value("Source", "Solar"))
        }
        .chartForegroundStyleScale(["Solar": Color.yellow, "Grid": Color.gray])
        let host = ViewHost(rootView: chart, width: 320, height: 200)
        host.update()
        // The scale's order (here its keys sorted), not the order the marks came in.
        #expect(host.visibleTexts.filter { $0 == "Grid" || $0 == "Solar" } == ["Grid", "Solar"])
        let fills = host.displayList.entries.compactMap { entry -> PixelColor? in
            if case .path(let item) = entry.item, case .color(let color) = item.paint { color } else { nil }
        }
        #expect(fills.contains(Color.yellow.pixelColor) && fills.contains(Color.gray.pixelColor))
    }

    @Test func leadingAxisMarksPutTheYLabelsOnTheLeft() {
        func labelX(_ chart: some View) -> Int? {
            let host = ViewHost(rootView: chart, width: 320, height: 200)
            host.update()
            return host.frames(ofText: "100").first.map { $0.minX.roundedPixels }
        }
        let bars = Chart { BarMark(x: .value("Day", "Mon"), y: .value("kWh", 97)) }
        let trailing = labelX(bars)
        let leading = labelX(bars.chartYAxis { AxisMarks(position: .leading) })
        #expect(trailing.map { $0 > 280 } == true)
        #expect(leading.map { $0 < 20 } == true)
    }

    @Test func tenThousandPointsAreDecimatedToThePlotsColumns() {
        let count = 10_000
        let model = chartModel {
            ForEach(0..<count) { index in
                LineMark(x: .value("Sample", index), y: .value("Level", Double((index * 7919) % 1000)))
            }
        }
        let width: CGFloat = 400
        guard case .polyline(let points)? = model.geometry(of: 0, in: CGSize(width: width, height: 200)).first else {
            Issue.record("no line")
            return
        }
        // At most four points a column (first, lowest, highest, last), in order along x.
        #expect(points.count <= Int(width + 1) * 4)
        #expect(points.count > Int(width))
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x <= $1.x })
        // The extremes survive: a column's lowest and highest values are kept (the domain
        // is 0...1000: 999 is near the top, 0 at the bottom).
        let highest: CGFloat = 200 - 999.0 / 1000 * 200
        let top = points.map(\.y).min() ?? 0, bottom = points.map(\.y).max() ?? 0
        #expect(abs(top - highest) < 1e-6)
        #expect(bottom == 200)
    }

    @Test func tenThousandPointsMakeOnePathOfBoundedSize() {
        let values = (0..<10_000).map { Double(($0 * 37) % 101) }
        let host = ViewHost(rootView: Chart {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("Sample", index), y: .value("Level", values[index]))
            }
        }, width: 480, height: 272)
        host.update()
        let pathPoints = host.displayList.entries.compactMap { entry -> Int? in
            if case .path(let item) = entry.item { item.geometry.elements.count } else { nil }
        }
        // The grid, the ticks and one line: no path anywhere near 10,000 points.
        #expect(!pathPoints.isEmpty)
        #expect(pathPoints.max()! < 480 * 4 * 2)
    }

    @Test func appendingAPointRedrawsOnlyTheChart() {
        let readings = Readings()
        let host = ViewHost(rootView: Dashboard(readings: readings), width: 320, height: 240)
        host.update()
        readings.values.append(12)
        let frame = host.update()
        // The chart sits between the red band (0..<40) and the blue one (190..<240).
        #expect(!frame.damage.isEmpty)
        #expect(frame.damage.bounds.y >= 40)
        #expect(frame.damage.bounds.maxY <= 190)
    }
}

@Observable private final class LongSeries {
    var values: [Double] = (0..<10_000).map { Double(($0 * 37) % 101) }
}

private struct LongSeriesChart: View {
    let series: LongSeries
    var body: some View {
        Chart {
            ForEach(series.values.indices, id: \.self) { index in
                LineMark(x: .value("Sample", index), y: .value("Level", series.values[index]))
            }
        }
    }
}

/// A long series is redrawn from its data at each change: the chart's work grows with the
/// points, once.
@MainActor
@Suite struct ChartFrameTimeTests {
    @Test func appendingToTenThousandPointsStaysLinear() {
        let series = LongSeries()
        let host = ViewHost(rootView: LongSeriesChart(series: series), width: 480, height: 272)
        host.update()
        let clock = ContinuousClock()
        var worst = Duration.zero
        for step in 0..<5 {
            series.values.append(Double(step * 20))
            let elapsed = clock.measure { _ = host.update() }
            worst = max(worst, elapsed)
        }
        // A debug build takes about 0.1 s (an optimised one a tenth of that); what this
        // guards against is work growing faster than the points (a second or more).
        #expect(worst < .seconds(1))
    }
}
