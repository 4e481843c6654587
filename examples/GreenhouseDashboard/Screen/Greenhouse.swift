import SwiftUI

/// What the dashboard shows of the greenhouse: the water tank, the irrigation's progress,
/// the heating's set point and the air temperature of the last 24 hours. Views that read a
/// property are redrawn when it changes (`@Observable`): a new level redraws the tank, a
/// new reading the chart. The values are a sample day (a real kiosk reads its sensors).
@Observable @MainActor
public final class Greenhouse {
    public var tankLitres: Double
    public let tankCapacity: Double
    /// How far the current irrigation run is, from 0 to 1.
    public var irrigation: Double
    /// The heating keeps the air above this, in °C.
    public var setPoint: Double
    /// Air temperatures, oldest first.
    public var temperatures: [TemperatureSample]
    /// Where the greenhouse is: the chart's hours are its local hours.
    public let timeZone: TimeZone
    /// The language of the chart's hour labels.
    public let locale: Locale

    public init(tankLitres: Double = 1240, tankCapacity: Double = 2000, irrigation: Double = 0.4,
                setPoint: Double = 20, temperatures: [TemperatureSample] = TemperatureSample.lastDay,
                timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!, locale: Locale = Locale(identifier: "en_US")) {
        self.tankLitres = tankLitres
        self.tankCapacity = tankCapacity
        self.irrigation = irrigation
        self.setPoint = setPoint
        self.temperatures = temperatures
        self.timeZone = timeZone
        self.locale = locale
    }

    /// How full the tank is, from 0 to 1.
    public var tankLevel: Double { min(max(tankLitres / tankCapacity, 0), 1) }
}
