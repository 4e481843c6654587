import SwiftUI

/// What the thermostat knows: the room's temperature from the sensor, the set point the
/// user chose, and whether it heats. Views that read a property are redrawn when it
/// changes (`@Observable`), and only they: a new reading redraws the reading, the gauge
/// and the status line, not the set point's buttons.
@Observable @MainActor
public final class ThermostatModel {
    /// The sensor's readings so far.
    public private(set) var tick = 0
    public private(set) var temperature = SimulatedSensor.reading(at: 0)
    public var setPoint = 21.0

    public static let setPointRange = 16.0...28.0
    public static let step = 0.5

    public init() {}

    /// Heats while the room is more than a tenth of a degree below the set point.
    public var isHeating: Bool { temperature < setPoint - 0.1 }

    /// Moves the set point by `amount`, within its range.
    public func changeSetPoint(by amount: Double) {
        let range = ThermostatModel.setPointRange
        setPoint = Swift.min(Swift.max(setPoint + amount, range.lowerBound), range.upperBound)
    }

    /// Takes the sensor's next reading.
    public func advance() {
        tick += 1
        temperature = SimulatedSensor.reading(at: tick)
    }

    /// Reads the sensor every `SimulatedSensor.interval` seconds until the task running it
    /// is cancelled (the screen's `.task`).
    public func readSensor() async {
        while !Task.isCancelled {
            do { try await Task.sleep(nanoseconds: UInt64(SimulatedSensor.interval * 1e9)) } catch { return }
            advance()
        }
    }
}
