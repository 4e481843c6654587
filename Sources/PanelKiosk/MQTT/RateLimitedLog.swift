import Panel

/// A warning that may come without end (a flood of bad commands from the broker) logged at
/// most `burst` times per `interval`; what is left out is counted and said with the next
/// line that is logged.
struct RateLimitedLog {
    var burst = 5
    var interval: Int64 = 10_000_000_000
    private var windowStart: MonotonicTime?
    private var loggedInWindow = 0
    private(set) var suppressed = 0

    init(burst: Int = 5, interval: Int64 = 10_000_000_000) {
        self.burst = burst
        self.interval = interval
    }

    /// `message` as it should be logged now, or nil when it is left out.
    mutating func admit(_ message: String, at now: MonotonicTime) -> String? {
        if windowStart.map({ now - $0 >= interval }) ?? true {
            windowStart = now
            loggedInWindow = 0
        }
        guard loggedInWindow < burst else {
            suppressed += 1
            return nil
        }
        loggedInWindow += 1
        defer { suppressed = 0 }
        return suppressed == 0 ? message : "\(message) (and \(suppressed) more left out of the log)"
    }
}
