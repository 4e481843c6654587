/// The limits that keep a chatty or runaway program from costing the panel its frames, its
/// touches, its signals or its memory. docs/panel-file.md lists them.
enum ActionLimits {
    /// A line of output longer than this is cut: its first `lineBytes` bytes are logged and
    /// the rest of it is dropped and counted.
    static let lineBytes = 4096
    /// At most this much of one program's output is read each time the loop wakes, so the
    /// loop gets back to frames, touches and signals however fast a program writes.
    static let readBytesPerWakeUp = 64 * 1024
    /// At most this many lines of one program's output reach the log each second; the rest
    /// are dropped and counted (a program printing in a loop must not flood the journal).
    static let loggedLinesPerSecond = 50
    /// At most this many programs run at once; a use beyond it fails with a message.
    static let runningPrograms = 32
    /// The longest timeout, as the panel-file decoder allows; the shortest one a program
    /// gets to start in.
    static let longestTimeout = 3600.0
    static let shortestTimeout = 0.001

    /// `seconds` as nanoseconds within the limits: a value from elsewhere than the decoder
    /// (NaN, infinite, huge, negative) can never trap or overflow a deadline.
    static func timeoutNanoseconds(_ seconds: Double) -> Int64 {
        guard seconds.isFinite else { return Int64(longestTimeout * 1e9) }
        return Int64(min(max(seconds, shortestTimeout), longestTimeout) * 1e9)
    }

    /// The timeout in seconds that `timeoutNanoseconds` enforces.
    static func effectiveTimeout(_ seconds: Double) -> Double {
        Double(timeoutNanoseconds(seconds)) / 1e9
    }
}
