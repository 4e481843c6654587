extension Int64 {
    /// `value` rounded toward zero and clamped into `Int64` (NaN is zero): the conversion
    /// that never traps, for numbers that may come from outside (`Int64(_:)` traps on NaN,
    /// infinities and anything beyond ±2⁶³).
    @inlinable public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            // 2⁶³ is the first Double beyond Int64.max; −2⁶³ is Int64.min exactly.
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self.init(value)
        }
    }
}
