/// What `soak` says about a run: a short table for people, and JSON with every figure
/// and every cycle's sample for tools (its fields are described in docs/soak.md).
struct SoakReport {
    var program: String
    var script: String
    var panel: String?
    var width: Int
    var height: Int
    var build: String
    var run: SoakRun
    var verdict: SoakVerdict
    var wallNanoseconds: Int64

    static let schemaName = "panel-soak"
    static let schemaVersion = 1

    // MARK: Text

    var text: String {
        let v = verdict
        let mark = { (failed: Bool) in failed ? "FAIL" : "ok" }
        let failed = Set(v.failures.map(\.check))
        var lines = ["\(program) soak: \(script)\(panel.map { " on \($0)" } ?? ""), \(run.cycles) cycles at \(width)x\(height), "
            + "baseline at cycle \(run.baselineCycle) (\(build) build)"]
        if let stopped = run.stoppedAtCycle {
            lines.append("  stopped at cycle \(stopped): memory had grown past \(SoakVerdict.percent(v.limits.certainMemoryGrowth, signed: false)), "
                + "failing for certain")
        }
        if run.retimingCycles > 0 {
            lines.append("  \(run.retimingCycles) more cycles played to time the last window again, after pauses (it was slower, or the machine busy)")
        }
        var rows: [[String]] = []
        rows.append(["  simulated time", SoakReport.duration(run.virtualNanoseconds) + ", in " + SoakReport.duration(wallNanoseconds), "", ""])
        rows.append(["  memory", "peak \(SoakVerdict.megabytes(v.baselinePeakKilobytes)) by the baseline, "
            + "\(SoakVerdict.megabytes(v.peakResidentKilobytes)) by the end", SoakVerdict.percent(v.memoryGrowth)
            + " (limit \(SoakVerdict.percent(v.limits.memoryGrowth, signed: false)))", mark(failed.contains(.memory))])
        rows.append(["", "resident \(SoakVerdict.megabytes(v.baseline.residentKilobytes)) at the baseline, "
            + "\(SoakVerdict.megabytes(v.end.residentKilobytes)) at the end: \(SoakVerdict.kilobytes(v.kilobytesPerCycle)) a cycle"
            + (run.peakResidentKilobytes == nil ? " (peak from the samples: the kernel's mark could not be reset)" : ""), "", ""])
        if let first = v.firstWindow, let last = v.lastWindow, let growth = v.timeGrowth {
            rows.append(["  time a cycle", "\(SoakVerdict.milliseconds(first.medianNanoseconds)) (cycles \(first.cycles.lowerBound)-"
                + "\(first.cycles.upperBound)), \(SoakVerdict.milliseconds(last.medianNanoseconds)) (cycles "
                + "\(last.cycles.lowerBound)-\(last.cycles.upperBound))", SoakVerdict.percent(growth)
                + " (limit \(SoakVerdict.percent(v.limits.timeGrowth, signed: false)))",
                v.machineWasBusy ? "not judged" : mark(failed.contains(.time))])
            if let fast = v.fastTimeGrowth {
                rows.append(["", "fastest tenth \(SoakVerdict.milliseconds(first.fastNanoseconds)), "
                    + "\(SoakVerdict.milliseconds(last.fastNanoseconds))", SoakVerdict.percent(fast), ""])
            }
            rows.append(["", "other processes kept \(SoakReport.cores(first.otherCores)) and \(SoakReport.cores(last.otherCores)) "
                + "busy", v.machineWasBusy ? "(limit \(SoakReport.cores(v.limits.busyCores)): a busy machine)" : "", ""])
        } else {
            rows.append(["  time a cycle", "not judged: too few cycles after the baseline to compare two windows", "", ""])
        }
        let names: [SoakVerdict.Failure.Check: String] = [.fds: "  open fds", .threads: "  threads", .timers: "  timers",
                                                          .modals: "  modal layers", .views: "  view nodes"]
        for (check, _, value) in SoakVerdict.counted {
            rows.append([names[check] ?? check.rawValue, "\(value(v.baseline)) at the baseline, \(value(v.end)) at the end", "",
                         mark(failed.contains(check))])
        }
        rows.append(["  screen", run.screenAsAtBaseline ? "at the end as at the baseline"
            : "at the end not as at the baseline (a clock, or a script that does not bring it back)", "", ""])
        lines += SoakReport.layOut(rows)
        if v.passed {
            lines.append("PASS: nothing grew in \(v.cyclesAfterBaseline) cycles after the baseline"
                + (v.machineWasBusy ? " (time per cycle not judged: other processes kept the machine busy)" : ""))
        } else {
            lines += v.failures.map { "FAIL: \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// Columns padded to their widest cell, trailing blanks dropped.
    static func layOut(_ rows: [[String]]) -> [String] {
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = Swift.max(widths[i], cell.count) } }
        return rows.map { row in
            var line = ""
            for (i, cell) in row.enumerated() {
                if i > 0 { line += "  " }
                line += cell + String(repeating: " ", count: widths[i] - cell.count)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// Cores with two decimals ("0.25 cores").
    static func cores(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) cores"
    }

    /// A span of time for people: "26.1 s", "2 h 5 min", "7 d 0 h".
    static func duration(_ nanoseconds: Int64) -> String {
        let seconds = nanoseconds / 1_000_000_000
        if seconds < 60 {
            let tenths = (nanoseconds + 50_000_000) / 100_000_000
            return "\(tenths / 10).\(tenths % 10) s"
        }
        if seconds < 3600 { return "\(seconds / 60) min \(seconds % 60) s" }
        if seconds < 86_400 { return "\(seconds / 3600) h \(seconds % 3600 / 60) min" }
        return "\(seconds / 86_400) d \(seconds % 86_400 / 3600) h"
    }

    // MARK: JSON

    var json: String {
        let v = verdict
        func count(_ sample: SoakSample) -> String {
            JSONWriter.object([
                ("rss_kb", String(sample.residentKilobytes)), ("fds", String(sample.openFileDescriptors)),
                ("threads", String(sample.threads)), ("gestures", String(sample.host.gestures)),
                ("frame_driven", String(sample.host.frameDriven)), ("timelines", String(sample.host.timelines)),
                ("timers", String(sample.host.timers)), ("modal_layers", String(sample.host.modalLayers)),
                ("view_nodes", String(sample.host.viewNodes)),
            ])
        }
        func window(_ window: SoakVerdict.Window?) -> String {
            guard let window else { return "null" }
            return JSONWriter.object([("first_cycle", String(window.cycles.lowerBound)), ("last_cycle", String(window.cycles.upperBound)),
                                      ("median_cpu_ns", String(window.medianNanoseconds)),
                                      ("p10_cpu_ns", String(window.fastNanoseconds)),
                                      ("other_cores", JSONWriter.number(window.otherCores))])
        }
        let failures = v.failures.map { JSONWriter.object([("check", JSONWriter.quoted($0.check.rawValue)), ("message", JSONWriter.quoted($0.description))]) }
        let rows = run.samples.map { s in
            "[\(s.cycle),\(s.residentKilobytes),\(s.cpuNanoseconds),\(s.openFileDescriptors),\(s.threads),\(s.host.gestures),"
                + "\(s.host.frameDriven),\(s.host.timelines),\(s.host.modalLayers),\(s.host.viewNodes),"
                + "\(s.wallNanoseconds),\(s.machineBusyNanoseconds),\(s.processCPUNanoseconds)]"
        }
        let columns = ["cycle", "rss_kb", "cpu_ns", "fds", "threads", "gestures", "frame_driven", "timelines", "modal_layers", "view_nodes",
                       "wall_ns", "machine_busy_ns", "process_cpu_ns"]
        let members: [(String, String)] = [
            ("schema", JSONWriter.quoted(SoakReport.schemaName)),
            ("version", String(SoakReport.schemaVersion)),
            ("program", JSONWriter.quoted(program)),
            ("script", JSONWriter.quoted(script)),
            ("panel", panel.map(JSONWriter.quoted) ?? "null"),
            ("width", String(width)),
            ("height", String(height)),
            ("build", JSONWriter.quoted(build)),
            ("cycles", String(run.cycles)),
            ("retiming_cycles", String(run.retimingCycles)),
            ("stopped_at_cycle", run.stoppedAtCycle.map { String($0) } ?? "null"),
            ("baseline_cycle", String(run.baselineCycle)),
            ("simulated_ns", String(run.virtualNanoseconds)),
            ("wall_ns", String(wallNanoseconds)),
            ("passed", v.passed ? "true" : "false"),
            ("failures", "[" + failures.joined(separator: ",") + "]"),
            ("limits", JSONWriter.object([("memory_growth", JSONWriter.number(v.limits.memoryGrowth)),
                                          ("time_growth", JSONWriter.number(v.limits.timeGrowth)),
                                          ("busy_cores", JSONWriter.number(v.limits.busyCores))])),
            ("memory", JSONWriter.object([
                ("baseline_rss_kb", String(v.baseline.residentKilobytes)),
                ("baseline_peak_rss_kb", String(v.baselinePeakKilobytes)),
                ("peak_rss_kb", String(v.peakResidentKilobytes)),
                ("peak_from", JSONWriter.quoted(run.peakResidentKilobytes == nil ? "samples" : "VmHWM")),
                ("end_rss_kb", String(v.end.residentKilobytes)),
                ("growth", JSONWriter.number(v.memoryGrowth)),
                ("kb_per_cycle", JSONWriter.number(v.kilobytesPerCycle)),
            ])),
            ("time", JSONWriter.object([("first_window", window(v.firstWindow)), ("last_window", window(v.lastWindow)),
                                        ("growth", v.timeGrowth.map(JSONWriter.number) ?? "null"),
                                        ("p10_growth", v.fastTimeGrowth.map(JSONWriter.number) ?? "null"),
                                        ("judged", v.firstWindow != nil && !v.machineWasBusy ? "true" : "false")])),
            ("baseline", count(v.baseline)),
            ("end", count(v.end)),
            ("screen_as_at_baseline", run.screenAsAtBaseline ? "true" : "false"),
            ("columns", "[" + columns.map(JSONWriter.quoted).joined(separator: ",") + "]"),
            ("samples", "[\n    " + rows.joined(separator: ",\n    ") + "\n  ]"),
        ]
        return "{\n  " + members.map { JSONWriter.quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n  ") + "\n}\n"
    }
}
