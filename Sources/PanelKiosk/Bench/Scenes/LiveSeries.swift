import Glibc
import Panel

/// The live chart's readings: a deterministic signal (two slow waves and a fast ripple
/// from a fixed integer sequence), one reading per timeline entry counted from the first
/// entry asked for, the last `count` of them kept.
@MainActor
final class LiveSeries {
    let count: Int
    private var values: [Double] = []
    private var firstEntry: Int64?
    /// The reading the last value is.
    private var newest = -1

    init(count: Int) {
        self.count = count
    }

    /// The `count` readings up to the one for `entry` (nanoseconds of wall-clock time).
    func window(at entry: Int64) -> [Double] {
        let first = firstEntry ?? entry
        firstEntry = first
        // Rounded: entries come at frame times a nanosecond either side of the reading grid.
        let interval = LiveChartScene.readingInterval
        let target = count - 1 + Int((entry - first + interval / 2) / interval)
        if newest < 0 {
            values = (0..<count).map(LiveSeries.reading)
            newest = count - 1
        }
        while newest < target {
            newest += 1
            values.append(LiveSeries.reading(newest))
        }
        if values.count > count { values.removeFirst(values.count - count) }
        return values
    }

    /// Reading `index`, within 0...1.
    static func reading(_ index: Int) -> Double {
        let t = Double(index)
        // A small ripple from a linear congruential sequence: noise that every run repeats.
        let ripple = Double((index &* 1_103_515_245 &+ 12_345) >> 16 & 0xFF) / 255
        return 0.5 + 0.25 * sin(t / 140) + 0.12 * sin(t / 23) + 0.06 * (ripple - 0.5)
    }
}
