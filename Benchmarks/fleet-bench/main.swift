import Glibc
import Panel

// A fleet of panels on one broker (docs/fleet.md): real `panel-app` processes touched by
// scripts and simulated panels publishing, each toggling `rate` times a second. Reports
// the time from a touch on one panel to the change on another's screen, from a device's
// message to a panel's screen, and the CPU the broker, the panels and the simulated ones
// used. Exits with 1 when a panel does not end showing the last value sent to it.

signal(SIGPIPE, SIG_IGN)
let options: FleetOptions
do { options = try FleetOptions(Array(CommandLine.arguments.dropFirst())) } catch {
    standardError("fleet-bench: \(error)")
    exit(2)
}
var template = Array("/tmp/panel-fleet-XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { fatalError("mkdtemp") }
let directory = String(cString: made)
defer { _ = system("rm -rf '\(directory)'") }

do {
    let broker = try FleetBroker(path: options.mosquitto, directory: directory)
    let dispatcher = EventDispatcher()
    let start = MonotonicTime.now()
    let panels = try FleetPanels(options: options, port: broker.port, directory: directory)
    let simulated = try SimulatedPanels(count: options.simulated, port: broker.port, recorded: options.panels, dispatcher: dispatcher)
    func turn(until deadline: MonotonicTime, or done: () -> Bool = { false }) {
        while MonotonicTime.now() < deadline && !done() {
            let nudge = dispatcher.addDeadlineSource(at: min(deadline, MonotonicTime.now() + 20_000_000)) { _ in nil }
            _ = try? dispatcher.dispatch()
            dispatcher.remove(nudge)
            panels.collect()
        }
    }
    // The panels' scripts start touching `settle` seconds after they start; so do the
    // simulated ones.
    let touching = start + Int64(options.settle * 1e9)
    let end = touching + Int64(options.seconds * 1e9)
    turn(until: touching, or: { panels.allConnected })
    guard panels.allConnected, MonotonicTime.now() + 500_000_000 < touching else {
        let ready = panels.connectedAt.compactMap { $0 }.count
        throw FleetError("\(ready) of \(options.panels) panels were connected half a second before the touches began: give them longer with --settle (now \(options.settle) s)")
    }
    turn(until: touching)
    let cpuAtStart = (broker: broker.process.cpuNanoseconds, panels: panels.cpuNanoseconds, own: FleetReport.ownCPU())
    simulated.toggle(from: touching, until: end, rate: options.rate)
    turn(until: end)
    let cpuAtEnd = (broker: broker.process.cpuNanoseconds, panels: panels.cpuNanoseconds, own: FleetReport.ownCPU())
    // The panels' last touches (a loaded machine runs their scripts late), then what is
    // on its way.
    turn(until: end + 30_000_000_000, or: { panels.allTouched })
    turn(until: MonotonicTime.now() + 2_000_000_000)
    let report = FleetReport(options: options, panels: panels, simulated: simulated,
                             cpu: (cpuAtEnd.broker - cpuAtStart.broker, cpuAtEnd.panels - cpuAtStart.panels, cpuAtEnd.own - cpuAtStart.own),
                             connectedSimulated: simulated.connectedCount)
    simulated.stop()
    panels.stop()
    broker.process.stop()
    print(report.text)
    if let json = options.json, let file = fopen(json, "w") {
        fputs(report.json, file)
        fclose(file)
    }
    if !report.consistent {
        for (index, lines) in panels.logs.enumerated() where report.inconsistentPanels.contains(index) {
            standardError("fleet\(index)'s log:\n  " + lines.suffix(20).joined(separator: "\n  "))
        }
    }
    exit(report.consistent ? 0 : 1)
} catch {
    standardError("fleet-bench: \(error)")
    exit(1)
}

/// Writes a line to standard error (file descriptor 2).
func standardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
