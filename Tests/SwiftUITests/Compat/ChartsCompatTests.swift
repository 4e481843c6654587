import Foundation
import Testing
import Panel
import SwiftUI
import Charts

// Swift Charts as apps write them: a week of steps, energy by source, a day of readings
// with a scrubbing overlay, a donut.

private struct DailySteps: Identifiable {
    let date: Date
    let steps: Int
    var id: Date { date }
}

private struct EnergyUse: Identifiable {
    let day: String
    let source: String
    let kilowattHours: Double
    var id: String { day + source }
}

private let firstDay = Date(timeIntervalSince1970: 1_767_225_600)   // 2026-01-01 00:00 UTC

private let week: [DailySteps] = [4000, 8000, 6000, 10000, 2000].enumerated().map {
    DailySteps(date: firstDay.addingTimeInterval(Double($0.offset) * 86400), steps: $0.element)
}

private let energy: [EnergyUse] = [
    EnergyUse(day: "Mon", source: "Solar", kilowattHours: 20),
    EnergyUse(day: "Mon", source: "Grid", kilowattHours: 30),
    EnergyUse(day: "Tue", source: "Solar", kilowattHours: 40),
    EnergyUse(day: "Tue", source: "Grid", kilowattHours: 10),
]

private struct StepsChart: View {
    var body: some View {
        Chart(week) {
            BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.steps))
                .foregroundStyle(Color.blue)
        }
        .chartYScale(domain: 0...20000)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 200, height: 100)
    }
}

private struct EnergyChart: View {
    var grouped = false
    var body: some View {
        Chart {
            ForEach(energy) { use in
                if grouped {
                    BarMark(x: .value("Day", use.day), y: .value("kWh", use.kilowattHours))
                        .foregroundStyle(by: .value("Source", use.source))
                        .position(by: .value("Source", use.source))
                } else {
                    BarMark(x: .value("Day", use.day), y: .value("kWh", use.kilowattHours))
                        .foregroundStyle(by: .value("Source", use.source))
                }
            }
        }
        .chartForegroundStyleScale(["Solar": Color.yellow, "Grid": Color.gray])
        .chartYScale(domain: 0...50)
        .chartLegend(.hidden)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 200, height: 100)
    }
}

private struct StackedAreas: View {
    var stacking: MarkStackingMethod
    var body: some View {
        Chart(energy) { use in
            AreaMark(x: .value("Day", use.day == "Mon" ? 0 : 1), y: .value("kWh", use.kilowattHours), stacking: stacking)
                .foregroundStyle(by: .value("Source", use.source))
        }
        .chartForegroundStyleScale(["Solar": Color.yellow, "Grid": Color.gray])
        .chartXScale(domain: 0...1)
        .chartLegend(.hidden)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 200, height: 100)
    }
}

private struct HourlyTemperature: View {
    @State private var selected: Date?
    let readings: [(hour: Date, celsius: Double)] = (0..<24).map {
        (firstDay.addingTimeInterval(Double($0) * 3600), 15 + Double($0 % 12))
    }

    var body: some View {
        VStack {
            Chart {
                ForEach(readings, id: \.hour) { reading in
                    LineMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                        .interpolationMethod(.catmullRom)
                        .symbol(by: .value("Kind", "Measured"))
                    PointMark(x: .value("Hour", reading.hour), y: .value("°C", reading.celsius))
                }
                RuleMark(y: .value("Limit", 25))
                    .foregroundStyle(.red)
                    .annotation(position: .top, alignment: .leading) { Text("Limit") }
                RectangleMark(xStart: .value("Start", firstDay.addingTimeInterval(6 * 3600)),
                              xEnd: .value("End", firstDay.addingTimeInterval(9 * 3600)),
                              yStart: .value("Low", 15), yEnd: .value("High", 30))
                    .foregroundStyle(.green.opacity(0.2))
                if let selected {
                    RuleMark(x: .value("Selected", selected))
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYScale(domain: 0...40)
            .chartXAxisLabel("Hour")
            .chartYAxisLabel("°C", position: .leading)
            .chartLegend(position: .top, alignment: .leading)
            .chartPlotStyle { plot in
                plot.background(Color.gray.opacity(0.1)).border(Color.gray)
            }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                guard let plotFrame = proxy.plotFrame else { return }
                                let x = value.location.x - geometry[plotFrame].origin.x
                                selected = proxy.value(atX: x, as: Date.self)
                            })
                }
            }
            Text(selected.map { "Selected \(Int($0.timeIntervalSince(firstDay) / 3600))" } ?? "None")
        }
        .padding(.leading, 40)
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
        .environment(\.locale, Locale(identifier: "en_US"))
    }
}

private struct Donut: View {
    let shares: [(name: String, value: Double)] = [("Heating", 3), ("Lights", 1)]
    @State private var selectedAngle: Double?

    /// The share whose slice of the running total holds the selected angle value.
    private var selectedShare: String? {
        guard let selectedAngle else { return nil }
        var total = 0.0
        for share in shares {
            total += share.value
            if selectedAngle <= total { return share.name }
        }
        return nil
    }

    var body: some View {
        VStack(spacing: 0) {
            Chart(shares, id: \.name) { share in
                SectorMark(angle: .value("Share", share.value), innerRadius: .ratio(0.5), angularInset: 1.5)
                    .foregroundStyle(by: .value("Use", share.name))
                    .cornerRadius(4)
            }
            .chartForegroundStyleScale(domain: ["Heating", "Lights"], range: [Color.orange, Color.blue])
            .chartLegend(.hidden)
            .chartAngleSelection(value: $selectedAngle)
            .frame(width: 100, height: 100)
            Text(selectedShare ?? "nothing")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct SelectableWeek: View {
    @State private var selectedDay: String?
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]

    var body: some View {
        VStack(spacing: 0) {
            Chart(days, id: \.self) { day in
                BarMark(x: .value("Day", day), y: .value("Steps", 10))
                    .foregroundStyle(selectedDay == day ? Color.orange : Color.blue)
            }
            .chartXSelection(value: $selectedDay)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
            .frame(width: 200, height: 100)
            Text(selectedDay ?? "none")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private struct PlottedLine: View {
    var body: some View {
        Chart {
            Plot {
                LineMark(x: .value("x", 0), y: .value("y", 0))
                LineMark(x: .value("x", 10), y: .value("y", 10))
            }
            .foregroundStyle(.purple)
            .lineStyle(StrokeStyle(lineWidth: 4))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite struct ChartsCompatTests {
    /// The top of the colour's run down the column `x` (nil when it is not there).
    private func top(of color: Color, atX x: Int, in screen: CompatScreen) -> Int? {
        (0..<screen.surface.height).first { screen.pixel(x, $0, is: color) }
    }

    private func bottom(of color: Color, atX x: Int, in screen: CompatScreen) -> Int? {
        (0..<screen.surface.height).last { screen.pixel(x, $0, is: color) }
    }

    @Test func barHeightsScaleWithTheDomain() throws {
        let screen = CompatScreen(StepsChart(), width: 200, height: 100)
        // Five days, each a band of 40: 10 000 of 20 000 is half the plot.
        let columns = (0..<5).map { 20 + 40 * $0 }
        let tops = columns.map { top(of: .blue, atX: $0, in: screen) }
        #expect(tops.allSatisfy { $0 != nil })
        let heights = tops.map { 100 - ($0 ?? 100) }
        let expected = week.map { Double($0.steps) / 20000 * 100 }
        for (height, wanted) in zip(heights, expected) {
            #expect(abs(Double(height) - wanted) <= 1.5)
        }
    }

    @Test func stackedBarsStackAndPositionedBarsStandSideBySide() {
        let stacked = CompatScreen(EnergyChart(), width: 200, height: 100)
        // Monday's band is 0…100: Solar 20 at the bottom (0…40 px), Grid 30 above it.
        let solarTop = top(of: .yellow, atX: 50, in: stacked), gridTop = top(of: .gray, atX: 50, in: stacked)
        #expect(solarTop.map { abs($0 - 60) <= 1 } == true)
        #expect(gridTop.map { abs($0 - 0) <= 1 } == true)
        #expect(bottom(of: .gray, atX: 50, in: stacked).map { abs($0 - 59) <= 1 } == true)
        let grouped = CompatScreen(EnergyChart(grouped: true), width: 200, height: 100)
        // Side by side in Monday's band: Solar then Grid, both from the bottom.
        let leftTop = (20..<50).compactMap { top(of: .yellow, atX: $0, in: grouped) }.min()
        let rightTop = (50..<80).compactMap { top(of: .gray, atX: $0, in: grouped) }.min()
        #expect(leftTop.map { abs($0 - 60) <= 1 } == true)
        #expect(rightTop.map { abs($0 - 40) <= 1 } == true)
        #expect(bottom(of: .gray, atX: 65, in: grouped).map { $0 >= 98 } == true)
    }

    @Test func areaStackingMethods() {
        let standard = CompatScreen(StackedAreas(stacking: .standard), width: 200, height: 100)
        let normalized = CompatScreen(StackedAreas(stacking: .normalized), width: 200, height: 100)
        let unstacked = CompatScreen(StackedAreas(stacking: .unstacked), width: 200, height: 100)
        // Standard on Monday: 20 + 30 = 50, the whole plot (0…50).
        #expect(standard.pixel(2, 2, is: .gray))
        // Normalized: every x sums to the whole plot; Monday's solar is 40 %.
        #expect(top(of: .yellow, atX: 1, in: normalized).map { abs($0 - 60) <= 2 } == true)
        #expect(normalized.pixel(198, 2, is: .gray))
        // Unstacked: each from zero, on a scale to the largest (40): Monday's grid (30)
        // reaches a quarter down, drawn over the solar (20) from the bottom.
        #expect(unstacked.isBlank(1, 20))
        #expect(unstacked.pixel(1, 30, is: .gray))
        #expect(unstacked.isBlank(198, 2) == false)
    }

    @Test func aTapOnTheOverlayReadsTheValueUnderIt() throws {
        let fonts = try FontSet.loadDefault()
        let screen = CompatScreen(HourlyTemperature(), width: 480, height: 300, fonts: fonts)
        #expect(screen.texts.contains("None"))
        #expect(screen.texts.contains("Limit"))
        #expect(screen.texts.contains("Hour"))
        #expect(screen.texts.contains("6 AM") || screen.texts.contains("6\u{202F}AM"))
        // A finger half way across the plot reads about noon; a quarter of the way, 6 AM.
        let plot = plotFrame(in: screen)
        #expect(plot.minX >= 40)
        screen.touch(.began, plot.midX, plot.midY)
        let selected = screen.texts.first { $0.hasPrefix("Selected") }
        #expect(selected == "Selected 11" || selected == "Selected 12")
        screen.touch(.moved, plot.minX + plot.width / 4, plot.midY)
        let moved = screen.texts.first { $0.hasPrefix("Selected") }
        #expect(moved == "Selected 5" || moved == "Selected 6")
        screen.touch(.ended, plot.minX + plot.width / 4, plot.midY)
    }

    /// The plot's frame: the background the plot style put behind the marks.
    private func plotFrame(in screen: CompatScreen) -> CGRect {
        let fill = Color.gray.opacity(0.1).pixelColor
        for entry in screen.host.displayList.entries {
            if case .fill(_, let rect, let color) = entry.item, color == fill { return rect.cgRect }
        }
        return .zero
    }

    @Test func aDonutsAngleSelectionFindsTheTouchedSector() {
        let screen = CompatScreen(Donut(), width: 100, height: 130)
        #expect(screen.host.visibleTexts.contains("nothing"))
        screen.touch(.began, 90, 50)                  // 3 o'clock: a quarter of 4, in heating
        #expect(screen.host.visibleTexts.contains("Heating"))
        screen.touch(.moved, 20, 20)                  // 10:30: seven eighths, in lights
        #expect(screen.host.visibleTexts.contains("Lights"))
        screen.touch(.ended, 20, 20)
        #expect(screen.host.visibleTexts.contains("nothing"))
    }

    @Test func aDonutsSectorsShareTheCircle() {
        let screen = CompatScreen(Donut(), width: 100, height: 130)
        // Three quarters heating from 12 o'clock clockwise, then a quarter lights.
        #expect(screen.pixel(50, 90, is: .orange))    // 6 o'clock
        #expect(screen.pixel(90, 50, is: .orange))    // 3 o'clock
        #expect(screen.pixel(75, 25, is: .orange))    // between 12 and 3 o'clock
        #expect(screen.pixel(25, 25, is: .blue))      // between 9 and 12 o'clock
        #expect(screen.isBlank(50, 50))               // the hole
    }

    @Test func xSelectionFollowsTheFingerAndClearsWhenItLifts() {
        let screen = CompatScreen(SelectableWeek(), width: 200, height: 140)
        #expect(screen.host.visibleTexts.contains("none"))
        screen.touch(.began, 50, 50)                  // the second of five bands of 40
        #expect(screen.host.visibleTexts.contains("Tue"))
        #expect(screen.pixel(60, 50, is: .orange))
        screen.touch(.moved, 130, 50)
        #expect(screen.host.visibleTexts.contains("Thu"))
        screen.touch(.ended, 130, 50)
        #expect(screen.host.visibleTexts.contains("none"))
        #expect(screen.pixel(140, 50, is: .blue))
    }

    @Test func plotGroupsMarksUnderOneModifier() {
        let screen = CompatScreen(PlottedLine(), width: 100, height: 100)
        // From (0, 0) at the bottom left to (10, 10) at the top right.
        #expect(screen.pixel(50, 50, is: .purple))
        #expect(screen.pixel(80, 20, is: .purple))
        #expect(screen.isBlank(80, 80))
    }
}
