import Foundation
import Testing
import SwiftUI
import Charts
@testable import Charts

/// The values an axis marks for usual domains, and their labels.
@MainActor
@Suite struct AxisTickTests {
    @Test func barsUpTo97AreMarkedEvery20To100() {
        let model = chartModel {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 12))
            BarMark(x: .value("Day", "Tue"), y: .value("kWh", 97))
        }
        #expect(model.yAxis.map(\.label) == ["0", "20", "40", "60", "80", "100"])
        #expect(model.yAxis.map(\.fraction) == [0, 0.2, 0.4, 0.6, 0.8, 1])
        #expect(model.xAxis.map(\.label) == ["Mon", "Tue"])
    }

    @Test func smallNumbersGetTheDecimalsTheirStepNeeds() {
        let model = chartModel {
            LineMark(x: .value("t", 0), y: .value("V", 0.1))
            LineMark(x: .value("t", 1), y: .value("V", 0.47))
        }
        // 0.1...0.47 in about five steps: 0.1 apart, from 0.1 to 0.5.
        #expect(model.yAxis.map(\.label) == ["0.1", "0.2", "0.3", "0.4", "0.5"])
    }

    @Test func aDayOfDatesIsMarkedEverySixHoursFromMidnight() {
        let model = chartModel {
            ForEach(HourlyReading.day) { reading in
                LineMark(x: .value("Hour", reading.time), y: .value("°C", reading.celsius))
            }
        }
        let times = model.xAxis.compactMap { $0.value.continuous }.map { Date(timeIntervalSinceReferenceDate: $0) }
        #expect(times == [0, 6, 12, 18].map { HourlyReading.midnight.addingTimeInterval(Double($0) * 3600) })
        // ICU puts a narrow no-break space before the day period.
        let labels: [String] = model.xAxis.map { $0.label.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(labels == ["12 AM", "6 AM", "12 PM", "6 PM"])
    }

    @Test func aWeekOfDatesIsMarkedByDay() {
        let model = chartModel {
            LineMark(x: .value("Day", HourlyReading.midnight), y: .value("kWh", 3))
            LineMark(x: .value("Day", HourlyReading.midnight.addingTimeInterval(4 * 86400)), y: .value("kWh", 5))
        }
        #expect(model.xAxis.map(\.label) == ["Jan 1", "Jan 2", "Jan 3", "Jan 4", "Jan 5"])
    }

    @Test func strideAndDesiredCountChooseTheMarkedValues() {
        var overrides = ChartOverrides()
        overrides.xAxis.marks = [AnyAxisMarks(values: .stride(by: .hour, count: 3), position: .automatic, parts: nil, stroke: nil)]
        overrides.yAxis.marks = [AnyAxisMarks(values: .automatic(desiredCount: 3), position: .automatic, parts: nil, stroke: nil)]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let model = ChartModel(content: ForEach(HourlyReading.day) { reading in
            LineMark(x: .value("Hour", reading.time), y: .value("°C", reading.celsius))
        }, overrides: overrides, calendar: calendar, locale: Locale(identifier: "en_US_POSIX"), timeZone: calendar.timeZone)
        #expect(model.xAxis.count == 8)
        // 14.8...24.8 rounds out to 14...26 in steps of 2 (five steps); three marks wanted: steps of 5.
        #expect(model.yAxis.map(\.label) == ["15", "20", "25"])
    }

    @Test func anExplicitCategoryDomainOrdersTheBands() {
        let model = chartModel(xDomain: ["Tue", "Mon"]) {
            BarMark(x: .value("Day", "Mon"), y: .value("kWh", 10))
        }
        #expect(model.xAxis.map(\.label) == ["Tue", "Mon"])
        #expect(model.rects(in: CGSize(width: 200, height: 100)).first?.minX == 110)
    }

    @Test func aHiddenAxisMarksNothing() {
        var overrides = ChartOverrides()
        overrides.yAxis.visibility = .hidden
        let model = ChartModel(content: BarMark(x: .value("Day", "Mon"), y: .value("kWh", 10)), overrides: overrides)
        #expect(model.yAxis.isEmpty)
        #expect(!model.xAxis.isEmpty)
    }
}
