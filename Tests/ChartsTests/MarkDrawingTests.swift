import Foundation
import Testing
import SwiftUI
import Charts
@testable import Charts

private struct Share: Identifiable {
    let name: String
    let kWh: Double
    var id: String { name }
}

/// Every kind of mark drawn as a view: paths in the display list, annotations as text.
@MainActor
@Suite struct MarkDrawingTests {
    private func paths(in host: ViewHost) -> [PathItem] {
        host.displayList.entries.compactMap { if case .path(let item) = $0.item { item } else { nil } }
    }

    @Test func aDonutDrawsASectorEachWithItsAnnotation() {
        let shares = [Share(name: "Heating", kWh: 6), Share(name: "Water", kWh: 3), Share(name: "Light", kWh: 1)]
        let host = ViewHost(rootView: Chart(shares) { share in
            SectorMark(angle: .value("kWh", share.kWh), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("Use", share.name))
                .annotation(position: .overlay) { Text("\(Int(share.kWh))") }
        }, width: 240, height: 240)
        host.update()
        // Three sectors and the legend's three swatches; no grid for a pie (nor axis labels).
        #expect(paths(in: host).count == 6)
        #expect(["6", "3", "1", "Heating", "Water", "Light"].allSatisfy(host.visibleTexts.contains))
        #expect(!host.visibleTexts.contains("0"))
    }

    @Test func pointsRulesRectanglesAndStepsAllDraw() {
        let host = ViewHost(rootView: Chart {
            ForEach(0..<5) { index in
                PointMark(x: .value("x", index), y: .value("y", index * 2)).symbol(by: .value("Kind", index % 2 == 0 ? "Even" : "Odd"))
                LineMark(x: .value("x", index), y: .value("y", 8 - index)).interpolationMethod(.stepCenter)
            }
            RectangleMark(xStart: .value("x", 1), xEnd: .value("x", 2), yStart: .value("y", 1), yEnd: .value("y", 3))
                .foregroundStyle(.green.opacity(0.3)).cornerRadius(3)
            RuleMark(x: .value("x", 3)).foregroundStyle(.red)
        }, width: 320, height: 200)
        host.update()
        let model = chartModel {
            ForEach(0..<5) { index in
                PointMark(x: .value("x", index), y: .value("y", index * 2)).symbol(by: .value("Kind", index % 2 == 0 ? "Even" : "Odd"))
            }
        }
        // The points alternate two symbols: circle, square.
        let symbols = model.allGeometry(in: CGSize(width: 100, height: 100)).compactMap { item -> BasicChartSymbolShape? in
            if case .symbol(_, let shape) = item { shape } else { nil }
        }
        #expect(symbols == [.circle, .square, .circle, .square, .circle])
        #expect(model.legend.map(\.label) == ["Even", "Odd"])
        // Grid, ticks, the points (one path), the line, the rectangle and the rule.
        #expect(paths(in: host).count >= 6)
        #expect(host.visibleTexts.contains("Even"))
    }
}
