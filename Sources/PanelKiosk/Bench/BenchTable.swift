/// The human-readable form of a report: one line per run, durations in milliseconds, and
/// the frame figures as multiples of the full-surface memcpy.
enum BenchTable {
    static func render(_ report: BenchReport) -> String {
        var lines: [String] = []
        lines.append("panel-app bench \(report.panelVersion) (\(report.build) build, \(report.display), \(report.clock) clock, renderer: \(report.renderer))")
        lines.append("machine: \(report.machine); peak RSS \(report.peakResidentKilobytes) kB")
        lines.append("times in ms; ×memcpy = frame time / one full-surface memcpy at the same size, measured in this run")
        var rows: [[String]] = [[
            "scene", "frames", "missed", "upd+layout p50", "p99", "render p50", "p99", "present p50", "p99",
            "frame p50", "p95", "p99", "p99.9", "max", "×memcpy p50", "p99", "memcpy", "memset", "flip wait p50", "in→flip p50", "p99", "n",
        ]]
        for run in report.runs {
            let update = run.phase(.updateLayout) ?? .empty, render = run.phase(.render) ?? .empty
            let present = run.phase(.present) ?? .empty, frame = run.phase(.frame) ?? .empty
            rows.append([
                run.key, String(run.frameCount), String(run.missedRefreshes),
                ms(update.p50), ms(update.p99), ms(render.p50), ms(render.p99), ms(present.p50), ms(present.p99),
                ms(frame.p50), ms(frame.p95), ms(frame.p99), ms(frame.p999), ms(frame.max),
                ratio(run.floor.memcpyRatio(frame.p50)), ratio(run.floor.memcpyRatio(frame.p99)),
                ms(run.floor.memcpyNanoseconds), ms(run.floor.memsetNanoseconds),
                run.phase(.flipWait).map { ms($0.p50) } ?? "-",
                run.latency.count > 0 ? ms(run.latency.p50) : "-", run.latency.count > 0 ? ms(run.latency.p99) : "-",
                String(run.latency.count),
            ])
        }
        lines += layOut(rows)
        for run in report.runs {
            guard let tail = run.idleTail else { continue }
            lines.append("idle tail (\(run.key)): \(shortMs(tail.duration)) ms without input: \(tail.wakeUps) loop wake-ups "
                + "(\(rate(tail.wakeUpsPerSecond))/s), \(tail.frames) frames (\(rate(tail.framesPerSecond))/s)")
        }
        // A note every run shares is printed once.
        let shared = report.runs.first?.notes.filter { note in report.runs.allSatisfy { $0.notes.contains(note) } } ?? []
        for note in shared { lines.append("note: " + note) }
        for run in report.runs {
            let own = run.notes.filter { !shared.contains($0) }
            if !own.isEmpty { lines.append("note (\(run.key)): " + own.joined(separator: "; ")) }
        }
        return lines.joined(separator: "\n")
    }

    /// Columns padded to their widest cell: the first left-aligned, the others right-aligned.
    static func layOut(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return i == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ")
        }
    }

    /// Nanoseconds as milliseconds with three decimals ("0.042").
    static func ms(_ nanoseconds: Int64) -> String {
        let micro = (nanoseconds + (nanoseconds >= 0 ? 500 : -500)) / 1000
        let sign = micro < 0 ? "-" : ""
        let magnitude = abs(micro)
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Nanoseconds as milliseconds without trailing zeros ("12.5", "0.25", "100"): axis labels.
    static func shortMs(_ nanoseconds: Int64) -> String {
        var text = ms(nanoseconds)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A rate with one decimal ("2.0").
    static func rate(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let tenths = Int((value * 10).rounded())
        return (tenths < 0 ? "-" : "") + String(abs(tenths) / 10) + "." + String(abs(tenths) % 10)
    }

    /// A ratio with two decimals ("0.85").
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let hundredths = Int((value * 100).rounded())
        let fraction = String(abs(hundredths) % 100)
        return (hundredths < 0 ? "-" : "") + String(abs(hundredths) / 100) + "." + String(repeating: "0", count: 2 - fraction.count) + fraction
    }
}
