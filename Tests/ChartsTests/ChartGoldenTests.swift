import Foundation
import Testing
import SwiftUI
import Charts

/// A thermostat's day, as written for Swift Charts: the temperature as a line over a
/// shaded area, and the set point as a dashed rule.
struct TemperatureDayChart: View {
    let readings: [HourlyReading]
    let setPoint: Double

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                AreaMark(x: .value("Hour", reading.time), yStart: .value("Floor", 10), yEnd: .value("Temperature", reading.celsius))
                    .foregroundStyle(LinearGradient(colors: [Color.orange.opacity(0.5), Color.orange.opacity(0.05)],
                                                    startPoint: .top, endPoint: .bottom))
                    .interpolationMethod(.monotone)
                LineMark(x: .value("Hour", reading.time), y: .value("Temperature", reading.celsius))
                    .foregroundStyle(.orange)
                    .interpolationMethod(.monotone)
            }
            RuleMark(y: .value("Set point", setPoint))
                .foregroundStyle(.blue)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Set \(Int(setPoint))°").font(.caption2).foregroundStyle(.blue)
                }
        }
        .chartYScale(domain: 10...30)
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        .chartYAxisLabel("°C")
        .padding(12)
    }
}

@MainActor
@Suite struct ChartGoldenTests {
    @Test func aDayOfTemperaturesAt480x272() throws {
        let fonts = try FontSet.loadDefault()
        let view = TemperatureDayChart(readings: HourlyReading.day, setPoint: 21)
            .environment(\.timeZone, TimeZone(identifier: "UTC")!)
            .environment(\.locale, Locale(identifier: "en_US_POSIX"))
            .background(Color.white)
        let host = ViewHost(rootView: view, width: 480, height: 272, textMeasurer: fonts)
        let renderer = DisplayListRenderer(fonts: fonts, background: PixelColor(red: 255, green: 255, blue: 255))
        let surface = Surface(width: 480, height: 272)
        _ = host.render(into: surface, with: renderer)
        #expect(host.visibleTexts.contains("Set 21°"))
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast()
        let path = parts.joined(separator: "/") + "/Golden/temperature-day.png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden temperature-day: \(failure)")
        }
    }
}
