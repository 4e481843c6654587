import Glibc

/// A room's temperature sensor, simulated: a reading every `interval` seconds, each a
/// fixed formula of the number of readings so far (a slow swing around 20.5 °C), so the
/// screen at any tick is the same on every run.
public enum SimulatedSensor {
    /// Seconds between readings.
    public static let interval = 2.0

    /// The temperature at reading `tick`, in tenths of a degree.
    public static func reading(at tick: Int) -> Double {
        let swing = 1.5 * sin(Double(tick) * 0.35)
        return (205 + swing * 10).rounded() / 10
    }
}
