/// Durations and times in nanoseconds (`Int64`), converted and combined without ever
/// trapping: Swift traps on an `Int64` overflow and on converting a `Double` that is NaN,
/// infinite or beyond ±2⁶³, and a number from a file, an option or the environment can be
/// any of those. Sums and products saturate at `Int64.min`/`Int64.max` (about ±292 years),
/// which every deadline treats as "never"; conversions either check against a documented
/// limit or clamp.
public enum Nanoseconds {
    public static let perSecond: Int64 = 1_000_000_000
    public static let perMillisecond: Int64 = 1_000_000
    public static let perMicrosecond: Int64 = 1000

    /// The longest duration (an idle time, a wait, a watch) any number from outside may
    /// name: 365 days. Every duration limit in docs/limits.md is at most this, so a
    /// deadline such a number sets lies centuries inside `Int64`.
    public static let maximumSecondsFromOutside: Double = 31_536_000

    /// `seconds` in nanoseconds when it is a finite number from 0 to `maximumSeconds`
    /// (itself at most 9.2e9, the range of `Int64` nanoseconds); nil otherwise.
    public static func checked(seconds: Double, maximumSeconds: Double = maximumSecondsFromOutside) -> Int64? {
        guard seconds.isFinite, seconds >= 0, seconds <= maximumSeconds else { return nil }
        return clamping(seconds: seconds)
    }

    /// `seconds` in nanoseconds, rounded; NaN is zero, and values beyond what `Int64`
    /// holds (infinities included) become `Int64.min` or `Int64.max`.
    public static func clamping(seconds: Double) -> Int64 {
        Int64(saturating: (seconds * Double(perSecond)).rounded())
    }

    /// a + b, saturating.
    @inlinable public static func sum(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.addingReportingOverflow(b)
        if overflow { return b > 0 ? .max : .min }
        return result
    }

    /// a − b, saturating.
    @inlinable public static func difference(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.subtractingReportingOverflow(b)
        if overflow { return b < 0 ? .max : .min }
        return result
    }

    /// a × b, saturating.
    @inlinable public static func product(_ a: Int64, _ b: Int64) -> Int64 {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        if overflow { return (a < 0) == (b < 0) ? .max : .min }
        return result
    }

    /// Whole seconds and a fraction in nanoseconds (a `timespec`, a `timeval` scaled, an
    /// evemu time) as one count, saturating.
    @inlinable public static func from(seconds: Int64, nanoseconds: Int64) -> Int64 {
        sum(product(seconds, perSecond), nanoseconds)
    }
}
