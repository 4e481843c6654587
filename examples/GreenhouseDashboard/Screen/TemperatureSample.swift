import Foundation

/// One air temperature reading and when it was taken.
public struct TemperatureSample: Identifiable, Sendable {
    public let time: Date
    public let celsius: Double
    public var id: Date { time }

    public init(time: Date, celsius: Double) {
        self.time = time
        self.celsius = celsius
    }

    /// A sample day, hour by hour from 2026-06-20 14:00 to 2026-06-21 14:00 UTC: a hot
    /// afternoon, a night the heating holds near its set point, a cloudy morning. Fixed
    /// numbers, so the chart is the same picture on every run.
    public static let lastDay: [TemperatureSample] = {
        let start = Date(timeIntervalSince1970: 1_781_964_000)
        let celsius = [
            26.8, 26.3, 25.5, 24.4, 23.1, 22.0, 21.1, 20.5, 20.1, 19.8, 19.6, 19.5,
            19.4, 19.4, 19.5, 19.7, 20.2, 20.8, 21.3, 21.7, 22.0, 22.2, 22.3, 22.4, 22.4,
        ]
        return celsius.enumerated().map { hour, value in
            TemperatureSample(time: start.addingTimeInterval(Double(hour) * 3600), celsius: value)
        }
    }()
}
