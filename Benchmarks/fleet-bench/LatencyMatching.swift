/// Values sent in order (a touch's changes, a device's publications) and the values a
/// screen showed later, in order: MQTT keeps one publisher's messages to one subscriber in
/// order, and a panel shows every followed value that differs from the one before (a
/// toggle's alternate), so the k-th shown value is the k-th sent one. A sent value the
/// panel never saw (sent before it subscribed) is skipped to the next sent one with the
/// shown value; `unmatched` counts the sent values never shown.
struct LatencyMatching {
    struct Event {
        var time: Int64
        var value: String
    }

    private(set) var latencies: [Int64] = []
    private(set) var unmatched = 0

    mutating func match(sent: [Event], shown: [Event]) {
        var next = 0
        var matched = 0
        for event in shown {
            var candidate = next
            while candidate < sent.count && sent[candidate].time <= event.time && sent[candidate].value != event.value {
                candidate += 1
            }
            guard candidate < sent.count, sent[candidate].time <= event.time else { continue }
            latencies.append(event.time - sent[candidate].time)
            next = candidate + 1
            matched += 1
        }
        unmatched += sent.count - matched
    }

    /// The value at `fraction` (0.5: the median) of the sorted latencies, in milliseconds.
    func percentile(_ fraction: Double) -> Double? {
        guard !latencies.isEmpty else { return nil }
        let sorted = latencies.sorted()
        let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
        return Double(sorted[max(0, index)]) / 1e6
    }
}
