import Foundation
import Testing
import SwiftUI
import Charts
@testable import Charts

/// Marks placed from their values and the scales' domains, in a 200 × 100 plot unless
/// said otherwise.
@MainActor
@Suite struct MarkGeometryTests {
    let plot = CGSize(width: 200, height: 100)

    @Test func aBarRunsFromZeroToItsValueAcrossFourFifthsOfItsBand() {
        let model = chartModel {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 40))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 80))
        }
        // Domain 0...80 (a nice top already); two bands of 100; bars 80 wide, centred.
        #expect(model.rects(in: plot) == [CGRect(x: 10, y: 50, width: 80, height: 50), CGRect(x: 110, y: 0, width: 80, height: 100)])
    }

    @Test func barsOfSeveralSeriesAtOnePlaceStack() {
        let model = chartModel {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 30)).foregroundStyle(by: .value("Source", "Solar"))
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 50)).foregroundStyle(by: .value("Source", "Grid"))
        }
        // 30 + 50 = 80 on a domain of 0...80: the second bar starts where the first ends.
        let rects = model.rects(in: plot)
        #expect(rects == [CGRect(x: 20, y: 62.5, width: 160, height: 37.5), CGRect(x: 20, y: 0, width: 160, height: 62.5)])
        #expect(model.legend.map(\.label) == ["Solar", "Grid"])
    }

    @Test func positionBySetsBarsSideBySide() {
        let model = chartModel {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 30)).position(by: .value("Source", "Solar"))
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 60)).position(by: .value("Source", "Grid"))
        }
        // Domain 0...60; the 160 px of the bar split in two halves, both from zero.
        #expect(model.rects(in: plot) == [CGRect(x: 20, y: 50, width: 80, height: 50), CGRect(x: 100, y: 0, width: 80, height: 100)])
    }

    @Test func aCategoryOnYMakesABarHorizontal() {
        let model = chartModel {
            BarMark(x: .value("kWh", 25), y: .value("Room", "Hall"))
            BarMark(x: .value("kWh", 50), y: .value("Room", "Loft"))
        }
        // x domain 0...50; bands of 50 high, the first at the top; bars 40 thick.
        #expect(model.rects(in: plot) == [CGRect(x: 0, y: 5, width: 100, height: 40), CGRect(x: 0, y: 55, width: 200, height: 40)])
    }

    @Test func aLineGoesThroughItsPointsInOrder() {
        let values: [Double] = [1, 3, 2, 4, 0]
        let model = chartModel {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("Step", index), y: .value("Level", values[index]))
            }
        }
        // Both domains 0...4 (a line does not force zero; 0 is in the data): 100 px a step
        // across 400, 25 px a unit down 100.
        let geometry = model.allGeometry(in: CGSize(width: 400, height: 100))
        #expect(geometry == [.polyline(values.indices.map { CGPoint(x: CGFloat($0) * 100, y: 100 - values[$0] * 25) })])
    }

    @Test func seriesMakeOneLineEach() {
        let model = chartModel {
            ForEach(0..<3) { index in
                LineMark(x: .value("Hour", index), y: .value("°C", 20 + index)).foregroundStyle(by: .value("Room", "Hall"))
                LineMark(x: .value("Hour", index), y: .value("°C", 10 + index)).foregroundStyle(by: .value("Room", "Loft"))
            }
        }
        #expect(model.layers.count == 2)
        #expect(model.layers.map(\.marks.count) == [3, 3])
        #expect(model.legend.map(\.label) == ["Hall", "Loft"])
    }

    @Test func sectorsShareTheTurnByTheirValues() {
        let model = chartModel {
            SectorMark(angle: .value("kWh", 1))
            SectorMark(angle: .value("kWh", 1))
            SectorMark(angle: .value("kWh", 2), innerRadius: .ratio(0.5), angularInset: 0)
        }
        let sectors = model.allGeometry(in: CGSize(width: 100, height: 80)).compactMap { item -> [Double]? in
            if case .sector(_, let inner, let outer, let start, let end) = item { [start, end, inner, outer] } else { nil }
        }
        // Quarter, quarter, half, clockwise from 12 o'clock; the radius is half the
        // smaller side, the donut's hole half of that.
        #expect(sectors == [[0, 90, 0, 40], [90, 180, 0, 40], [180, 360, 20, 40]])
        #expect(model.xAxis.isEmpty && model.yAxis.isEmpty)
    }

    @Test func aRuleAtAValueCrossesTheWholePlot() {
        let model = chartModel(yDomain: 0...50) {
            RuleMark(y: .value("Set point", 20))
            RuleMark(x: .value("Hour", 5))
        }
        let geometry = model.allGeometry(in: plot)
        #expect(geometry.first == .segment(CGPoint(x: 0, y: 60), CGPoint(x: 200, y: 60)))
        #expect(geometry.count == 2)
    }

    @Test func anExplicitDomainPlacesMarksAsGiven() {
        let model = chartModel(yDomain: 0...200) {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 50))
        }
        #expect(model.rects(in: plot) == [CGRect(x: 20, y: 75, width: 160, height: 25)])
    }

    @Test func areasStackAndStartAtZero() {
        let model = chartModel {
            AreaMark(x: .value("Hour", 0), y: .value("kW", 1)).foregroundStyle(by: .value("Source", "A"))
            AreaMark(x: .value("Hour", 4), y: .value("kW", 1)).foregroundStyle(by: .value("Source", "A"))
            AreaMark(x: .value("Hour", 0), y: .value("kW", 3)).foregroundStyle(by: .value("Source", "B"))
            AreaMark(x: .value("Hour", 4), y: .value("kW", 3)).foregroundStyle(by: .value("Source", "B"))
        }
        // y domain 0...4: A from 0 to 1, B from 1 to 4.
        let areas = model.allGeometry(in: CGSize(width: 100, height: 100))
        #expect(areas == [
            .area(top: [CGPoint(x: 0, y: 75), CGPoint(x: 100, y: 75)], bottom: [CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100)]),
            .area(top: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], bottom: [CGPoint(x: 0, y: 75), CGPoint(x: 100, y: 75)]),
        ])
    }
}
