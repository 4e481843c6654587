/// What the thermostat knows: the room's temperature from the sensor, the set point the
/// user chose, and whether it heats.
public struct ThermostatModel: Equatable {
    /// The sensor's readings so far.
    public var tick = 0
    public var temperature = SimulatedSensor.reading(at: 0)
    public var setPoint = 21.0

    public static let setPointRange = 16.0...28.0
    public static let step = 0.5

    public init() {}

    /// Heats while the room is more than a tenth of a degree below the set point.
    public var isHeating: Bool { temperature < setPoint - 0.1 }

    /// The next reading from the sensor.
    public mutating func advance() {
        tick += 1
        temperature = SimulatedSensor.reading(at: tick)
    }
}
