import Foundation
import Testing
import Charts
import SwiftUI
@testable import PanelUI

/// A temperature in its own type, plotted through the `Double` that stands for it.
private struct Celsius: Plottable, Comparable {
    var degrees: Double
    init(_ degrees: Double) { self.degrees = degrees }
    var primitivePlottable: Double { degrees }
    init?(primitivePlottable: Double) { degrees = primitivePlottable }
    static func < (a: Celsius, b: Celsius) -> Bool { a.degrees < b.degrees }
}

/// Shifts of a day, plotted as categories through names of their own (not raw values).
private enum Shift: Plottable {
    case early, late, night
    var primitivePlottable: String {
        switch self {
        case .early: "Early"
        case .late: "Late"
        case .night: "Night"
        }
    }
    init?(primitivePlottable: String) {
        switch primitivePlottable {
        case "Early": self = .early
        case "Late": self = .late
        case "Night": self = .night
        default: return nil
        }
    }
}

/// Output per shift and a day's temperatures, a range of which is selected by a drag.
private struct PlantCharts: View {
    @State private var range: ClosedRange<Double>?
    @State private var shift: Shift?
    let readings: [(hour: Double, temperature: Celsius)] = (0...10).map { (Double($0), Celsius(15 + Double($0))) }

    var body: some View {
        VStack(spacing: 0) {
            Chart(readings, id: \.hour) { reading in
                LineMark(x: .value("Hour", reading.hour), y: .value("Temperature", reading.temperature))
            }
            .chartXSelection(range: $range)
            .chartXScale(domain: 0...10)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 200, height: 60)
            Chart([Shift.early, .late, .night], id: \.self) { shift in
                BarMark(x: .value("Shift", shift), y: .value("Units", 10))
                    .foregroundStyle(self.shift == shift ? Color.orange : Color.blue)
            }
            .chartXSelection(value: $shift)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 150, height: 40)
            Text(range.map { "\(Int($0.lowerBound.rounded()))-\(Int($0.upperBound.rounded()))" } ?? "none")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

@MainActor
@Suite struct ChartRangeAndPlottableTests {
    @Test func aDragSelectsTheRangeItSpansAndLiftingClearsIt() {
        let screen = CompatScreen(PlantCharts(), width: 200, height: 140)
        #expect(screen.host.visibleTexts.contains("none"))
        // 20 px an hour: from hour 6 back to hour 2 (either direction gives the same range).
        screen.touch(.began, 120, 30)
        screen.touch(.moved, 80, 30)
        screen.touch(.moved, 40, 30)
        #expect(screen.host.visibleTexts.contains("2-6"))
        screen.touch(.ended, 40, 30)
        #expect(screen.host.visibleTexts.contains("none"))
    }

    @Test func aCustomPlottableIsPlacedAndSelectedThroughItsPrimitiveValue() {
        #expect(Celsius(21.5)._plottedValue == .number(21.5))
        #expect(Celsius._value(plotted: .number(3)) == Celsius(3))
        #expect(Shift.late._plottedValue == .category("Late"))
        #expect(Shift._value(plotted: .category("Night")) == .night)
        #expect(Shift._value(plotted: .category("Noon")) == nil)
        let screen = CompatScreen(PlantCharts(), width: 200, height: 140)
        // The lower chart, 150 wide centred under the upper one (x 25 to 175, from y 60):
        // three bands of 50, the middle one "Late".
        screen.touch(.began, 100, 80)
        #expect(screen.pixel(100, 80, is: .orange))
        #expect(screen.pixel(50, 80, is: .blue))
        screen.touch(.ended, 100, 80)
        #expect(screen.pixel(100, 80, is: .blue))
    }
}
