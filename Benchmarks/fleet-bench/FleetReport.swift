import Glibc
import Panel

/// What a fleet run measured, as a table and as JSON, and whether every panel ended
/// showing the last value sent to it (nothing lost: at most overtaken by a later value).
struct FleetReport {
    let options: FleetOptions
    var touchToPeer = LatencyMatching()
    var deviceToScreen = LatencyMatching()
    /// CPU used while toggling, nanoseconds: the broker, all real panels, the simulated ones.
    let cpu: (broker: Int64, panels: Int64, simulated: Int64)
    let connectedSimulated: Int
    let published: Int
    let touches: Int
    private(set) var inconsistentPanels: [Int] = []

    init(options: FleetOptions, panels: FleetPanels, simulated: SimulatedPanels,
         cpu: (Int64, Int64, Int64), connectedSimulated: Int) {
        self.options = options
        self.cpu = cpu
        self.connectedSimulated = connectedSimulated
        published = simulated.published
        var touches = 0
        for index in 0..<options.panels {
            // Panel `index` follows the next one's own toggle.
            let next = (index + 1) % options.panels
            let changed = panels.events(next, "changed", "own")
            touches += changed.count
            let peerShown = panels.events(index, "shown", "peer")
            touchToPeer.match(sent: changed, shown: peerShown)
            var consistent = changed.last?.value == peerShown.last?.value
            if options.simulated > 0 {
                let simShown = panels.events(index, "shown", "sim")
                deviceToScreen.match(sent: simulated.sent[index], shown: simShown)
                consistent = consistent && simulated.sent[index].last?.value == simShown.last?.value
            }
            if !consistent || changed.isEmpty { inconsistentPanels.append(index) }
        }
        self.touches = touches
    }

    var consistent: Bool { inconsistentPanels.isEmpty }

    /// This process's CPU time so far (the simulated panels run here), nanoseconds.
    static func ownCPU() -> Int64 {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let user = Int64(usage.ru_utime.tv_sec) * 1_000_000_000 + Int64(usage.ru_utime.tv_usec) * 1000
        let system = Int64(usage.ru_stime.tv_sec) * 1_000_000_000 + Int64(usage.ru_stime.tv_usec) * 1000
        return user + system
    }

    private func percent(_ nanoseconds: Int64) -> Double { Double(nanoseconds) / (options.seconds * 1e9) * 100 }

    private func line(_ name: String, _ matching: LatencyMatching, sent: Int) -> String {
        let p50 = matching.percentile(0.5).map { format($0) } ?? "-"
        let p99 = matching.percentile(0.99).map { format($0) } ?? "-"
        let max = matching.percentile(1).map { format($0) } ?? "-"
        return "\(name): p50 \(p50) ms, p99 \(p99) ms, max \(max) ms (\(matching.latencies.count) shown of \(sent) sent)"
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(String(hundredths % 100).count == 1 ? "0" : "")\(hundredths % 100)"
    }

    var text: String {
        """
        fleet: \(options.panels) panels and \(options.simulated) simulated (\(connectedSimulated) connected), \(options.rate) toggles a second each, \(options.seconds) s
        \(line("touch on a panel -> another panel's screen", touchToPeer, sent: touches))
        \(line("device message -> a panel's screen", deviceToScreen, sent: deviceToScreen.latencies.count + deviceToScreen.unmatched))
        messages published by the simulated panels: \(published)
        CPU while toggling (% of one core): broker \(format(percent(cpu.broker))), panels \(format(percent(cpu.panels))) in all (\(format(percent(cpu.panels) / Double(options.panels))) each), simulated panels \(format(percent(cpu.simulated)))
        every panel ends showing the last value sent to it: \(consistent ? "yes" : "no (fleet\(inconsistentPanels.map(String.init).joined(separator: ", fleet")))")
        """
    }

    var json: String {
        func latency(_ matching: LatencyMatching) -> String {
            "{\"shown\": \(matching.latencies.count), \"unmatched\": \(matching.unmatched), \"p50_ms\": \(matching.percentile(0.5) ?? -1), \"p99_ms\": \(matching.percentile(0.99) ?? -1), \"max_ms\": \(matching.percentile(1) ?? -1)}"
        }
        return """
        {"panels": \(options.panels), "simulated": \(options.simulated), "rate": \(options.rate), "seconds": \(options.seconds),
         "touch_to_peer": \(latency(touchToPeer)), "device_to_screen": \(latency(deviceToScreen)),
         "published": \(published), "cpu_percent": {"broker": \(percent(cpu.broker)), "panels": \(percent(cpu.panels)), "simulated": \(percent(cpu.simulated))},
         "consistent": \(consistent)}

        """
    }
}
