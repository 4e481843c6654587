import Foundation

/// Round steps for a numeric axis: 1, 2 or 5 times a power of ten, so that a domain is
/// split into about `desiredCount` parts (0...97 in 5: steps of 20, 0 to 100).
enum NiceNumbers {
    static func step(lower: Double, upper: Double, desiredCount: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite else { return 1 }
        let raw = span / Double(max(1, desiredCount))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let normalized = raw / magnitude
        let factor: Double = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10
        return factor * magnitude
    }

    /// The domain grown outwards to whole steps.
    static func rounded(lower: Double, upper: Double, desiredCount: Int) -> (Double, Double) {
        let step = step(lower: lower, upper: upper, desiredCount: desiredCount)
        return ((lower / step).rounded(.down) * step, (upper / step).rounded(.up) * step)
    }

    /// Multiples of `step` within the domain (a little tolerance for rounding).
    static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
        guard step > 0, upper >= lower else { return [] }
        let epsilon = step * 1e-9
        var values: [Double] = []
        var index = (lower / step - 1e-9).rounded(.up)
        while index * step <= upper + epsilon, values.count < 1000 {
            let value = index * step
            values.append(abs(value) < epsilon ? 0 : value)
            index += 1
        }
        return values
    }
}
