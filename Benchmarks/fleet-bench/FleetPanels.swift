import Glibc
import Panel

/// The real panels: `panel-app run` processes, headless, each with a panel file of three
/// toggles and a touch script tapping its own toggle `rate` times a second:
///
/// - `own`, touched by the script, published as `panel/fleet<N>/own/state`;
/// - `peer`, following the next panel's `own` (a touch on one panel, seen on another);
/// - `sim`, following simulated device N's state.
///
/// Each runs with `--trace-values`, so its output times every change and every followed
/// value shown.
final class FleetPanels {
    let processes: [FleetProcess]
    private(set) var traces: [[(time: Int64, event: String, id: String, value: String)]]
    /// Lines that are not traces (the panels' logs), kept to explain a failure.
    private(set) var logs: [[String]]
    /// When each panel said it was connected to the broker (the first time).
    private(set) var connectedAt: [MonotonicTime?]
    /// Touches each panel's script makes.
    let taps: Int

    init(options: FleetOptions, port: Int32, directory: String) throws(FleetError) {
        var processes: [FleetProcess] = []
        let count = options.panels
        let pause = max(0, 1 / Double(options.rate) - 0.05)
        let taps = Int(options.seconds * Double(options.rate))
        for index in 0..<count {
            let panel = """
            {"title": "Fleet \(index)", "columns": 3, "controls": [
             {"type": "toggle", "id": "own", "label": "Own"},
             {"type": "toggle", "id": "peer", "label": "Peer", "stateTopic": "panel/fleet\((index + 1) % count)/own/state"},
             {"type": "toggle", "id": "sim", "label": "Sim", "stateTopic": "\(SimulatedPanels.topic(index))"}]}
            """
            var script = "wait \(options.settle - 0.5)\n"
            for _ in 0..<taps { script += "tap \"Own\"\nwait \(pause)\n" }
            let panelPath = "\(directory)/fleet\(index).json", scriptPath = "\(directory)/fleet\(index).txt"
            guard FleetPanels.write(panel, to: panelPath), FleetPanels.write(script, to: scriptPath) else {
                throw FleetError("cannot write the panel files in \(directory)")
            }
            processes.append(try FleetProcess(options.panelApp, [
                "run", "--display", "headless", "--input", "none", "--panel", panelPath, "--script", scriptPath,
                "--mqtt", "mqtt://127.0.0.1:\(port)", "--node", "fleet\(index)", "--trace-values",
            ]))
        }
        self.processes = processes
        self.taps = taps
        traces = Array(repeating: [], count: count)
        logs = Array(repeating: [], count: count)
        connectedAt = Array(repeating: nil, count: count)
    }

    /// Reads what the panels printed since the last call.
    func collect() {
        for (index, process) in processes.enumerated() {
            for line in process.readLines() {
                let fields = line.split(separator: " ")
                if fields.count == 5, fields[0] == "trace", let time = Int64(fields[1]) {
                    traces[index].append((time, String(fields[2]), String(fields[3]), String(fields[4])))
                } else {
                    if connectedAt[index] == nil && line.contains("mqtt: connected to") { connectedAt[index] = .now() }
                    if logs[index].count < 200 { logs[index].append(line) }
                }
            }
        }
    }

    var allConnected: Bool { connectedAt.allSatisfy { $0 != nil } }

    /// Whether every panel's script has made all its touches.
    var allTouched: Bool { (0..<processes.count).allSatisfy { events($0, "changed", "own").count >= taps } }

    /// Panel `index`'s trace events of one kind for one control.
    func events(_ index: Int, _ event: String, _ id: String) -> [LatencyMatching.Event] {
        traces[index].filter { $0.event == event && $0.id == id }.map { .init(time: $0.time, value: $0.value) }
    }

    var cpuNanoseconds: Int64 { processes.reduce(0) { $0 + $1.cpuNanoseconds } }

    func stop() { for process in processes { process.stop() } }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
