/// Count, median, tail percentiles and maximum of a list of durations in nanoseconds.
///
/// Percentiles use the nearest-rank method: the p-th percentile of n sorted samples is the
/// sample at rank ⌈p/100 · n⌉ (1-based), so every figure is a value that was measured, never
/// an interpolation. With 100 samples p99 is the 99th smallest; with fewer than 100 it is
/// the maximum. p99.9, the tail a kiosk's user meets a few times an hour, is the maximum
/// below 1000 samples.
struct SampleSummary: Hashable, Sendable {
    var count: Int
    var p50: Int64
    var p95: Int64
    var p99: Int64
    /// The 99.9th percentile.
    var p999: Int64
    var max: Int64
    /// Arithmetic mean, rounded down (for totals; the percentiles are what to compare).
    var mean: Int64

    static let empty = SampleSummary(count: 0, p50: 0, p95: 0, p99: 0, p999: 0, max: 0, mean: 0)

    init(count: Int, p50: Int64, p95: Int64, p99: Int64, p999: Int64, max: Int64, mean: Int64) {
        self.count = count
        self.p50 = p50
        self.p95 = p95
        self.p99 = p99
        self.p999 = p999
        self.max = max
        self.mean = mean
    }

    /// Summarises `samples` (any order); all zero for none.
    init(_ samples: [Int64]) {
        guard !samples.isEmpty else { self = .empty; return }
        let sorted = samples.sorted()
        var total: Int64 = 0
        for sample in sorted { total &+= sample }
        self.init(count: sorted.count,
                  p50: SampleSummary.nearestRank(50, of: sorted),
                  p95: SampleSummary.nearestRank(95, of: sorted),
                  p99: SampleSummary.nearestRank(99, of: sorted),
                  p999: SampleSummary.nearestRank(perMille: 999, of: sorted),
                  max: sorted[sorted.count - 1],
                  mean: total / Int64(sorted.count))
    }

    /// The `percent`-th percentile of ascending `sorted` by nearest rank: the sample at
    /// rank ⌈percent · n / 100⌉, computed in integers so 95 % of 20 is exactly rank 19.
    static func nearestRank(_ percent: Int, of sorted: [Int64]) -> Int64 {
        nearestRank(perMille: percent * 10, of: sorted)
    }

    /// The same in thousandths: rank ⌈perMille · n / 1000⌉ (999: p99.9).
    static func nearestRank(perMille: Int, of sorted: [Int64]) -> Int64 {
        precondition(!sorted.isEmpty && perMille > 0 && perMille <= 1000, "nearest rank needs samples and 0 < p <= 100")
        let rank = (perMille * sorted.count + 999) / 1000
        return sorted[Swift.max(1, rank) - 1]
    }
}
