import Foundation
import SwiftUI
import Charts
@testable import Charts

/// A chart's content resolved as a `Chart` resolves it, for reading its geometry.
@MainActor
func chartModel<C: ChartContent>(xDomain: (any ScaleDomain)? = nil, yDomain: (any ScaleDomain)? = nil,
                                 timeZone: TimeZone = TimeZone(identifier: "UTC")!,
                                 @ChartContentBuilder _ content: () -> C) -> ChartModel {
    var overrides = ChartOverrides()
    overrides.xDomain = xDomain?._scaleDomain
    overrides.yDomain = yDomain?._scaleDomain
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return ChartModel(content: content(), overrides: overrides, calendar: calendar,
                      locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone)
}

extension ChartModel {
    /// Every layer's geometry in a plot of `size`, in drawing order.
    func allGeometry(in size: CGSize) -> [MarkGeometry] {
        layers.indices.flatMap { geometry(of: $0, in: size) }
    }

    func rects(in size: CGSize) -> [CGRect] {
        allGeometry(in: size).compactMap { if case .rect(let rect, _) = $0 { rect } else { nil } }
    }
}

/// A day of readings from midnight UTC, one an hour.
struct HourlyReading: Identifiable {
    let hour: Int
    let celsius: Double
    var id: Int { hour }
    static let midnight = Date(timeIntervalSince1970: 1_767_225_600) // 2026-01-01 00:00 UTC
    var time: Date { Self.midnight.addingTimeInterval(Double(hour) * 3600) }

    /// A cool night, a warm afternoon: whole tenths of a degree, the same everywhere.
    static let day: [HourlyReading] = [
        16.2, 15.8, 15.5, 15.1, 14.9, 14.8, 15.3, 16.4, 17.9, 19.5, 21.0, 22.4,
        23.5, 24.3, 24.8, 24.6, 23.9, 22.7, 21.3, 20.1, 19.0, 18.1, 17.4, 16.8,
    ].enumerated().map { HourlyReading(hour: $0.offset, celsius: $0.element) }
}
