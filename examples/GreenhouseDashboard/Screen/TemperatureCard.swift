import Charts
import SwiftUI

/// The air temperature of the last 24 hours: a line over a shaded area, the heating's set
/// point as a dashed rule, and the hours marked every six.
struct TemperatureCard: View {
    let greenhouse: Greenhouse
    /// The chart's floor: the shaded area starts here.
    static let floor = 16.0

    var body: some View {
        Card("Air, last 24 hours") {
            Chart {
                ForEach(greenhouse.temperatures) { sample in
                    AreaMark(x: .value("Time", sample.time),
                             yStart: .value("Floor", TemperatureCard.floor),
                             yEnd: .value("Air", sample.celsius))
                        .foregroundStyle(LinearGradient(colors: [Color.orange.opacity(0.45), Color.orange.opacity(0.02)],
                                                        startPoint: .top, endPoint: .bottom))
                        .interpolationMethod(.monotone)
                    LineMark(x: .value("Time", sample.time), y: .value("Air", sample.celsius))
                        .foregroundStyle(Color.orange)
                        .lineStyle(StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                        .interpolationMethod(.monotone)
                }
                RuleMark(y: .value("Set point", greenhouse.setPoint))
                    .foregroundStyle(Palette.accent)
                    .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                    .annotation(position: .bottomLeading) {
                        Text("Heating below \(greenhouse.setPoint, specifier: "%.0f")°")
                            .font(.caption2)
                            .foregroundStyle(Palette.accent)
                    }
            }
            .chartYScale(domain: TemperatureCard.floor...30)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .chartYAxis {
                AxisMarks(values: .stride(by: 4)) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
            .chartYAxisLabel("°C")
            .environment(\.timeZone, greenhouse.timeZone)
            .environment(\.locale, greenhouse.locale)
        }
    }
}
