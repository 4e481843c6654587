import Panel

/// How regularly a run of flips came: the mean time between consecutive flips and the
/// vblanks that passed between them without one.
struct FlipTiming: Equatable {
    /// Nanoseconds; zero with fewer than two flips.
    var meanInterval: Int64
    var skippedVblanks: Int

    init(_ flips: [FlipCompletion]) {
        let pairs = zip(flips, flips.dropFirst())
        let deltas = pairs.map { previous, next in next.timestamp - previous.timestamp }
        meanInterval = deltas.isEmpty ? 0 : deltas.reduce(0, +) / Int64(deltas.count)
        // The counter wraps; a flip on the very next vblank skips none.
        skippedVblanks = pairs.reduce(0) { $0 + max(0, Int($1.1.vblankSequence &- $1.0.vblankSequence) - 1) }
    }
}
