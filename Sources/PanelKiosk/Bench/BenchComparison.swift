/// `--compare A.json B.json`: for every scene and size in both files, each phase's p50 and
/// p99 before and after, the change in ms and the ratio B/A; runs found in only one file
/// are listed as such.
enum BenchComparison {
    static func render(_ a: BenchReport, _ b: BenchReport, nameA: String, nameB: String) -> String {
        var lines = ["comparing A = \(nameA) (\(a.build), \(a.renderer)) with B = \(nameB) (\(b.build), \(b.renderer)); times in ms, ratio = B/A"]
        var rows: [[String]] = [["scene", "phase", "A p50", "B p50", "Δp50", "×p50", "A p99", "B p99", "Δp99", "×p99"]]
        for runA in a.runs {
            guard let runB = b.runs.first(where: { $0.key == runA.key }) else { continue }
            var phases: [(String, SampleSummary, SampleSummary)] = []
            for (name, summaryA) in runA.phases {
                guard let summaryB = runB.phases.first(where: { $0.name == name })?.summary else { continue }
                phases.append((name, summaryA, summaryB))
            }
            if runA.latency.count > 0 || runB.latency.count > 0 { phases.append(("input_to_flip", runA.latency, runB.latency)) }
            for (name, x, y) in phases {
                rows.append([runA.key, name, BenchTable.ms(x.p50), BenchTable.ms(y.p50), signedMs(y.p50 - x.p50), change(x.p50, y.p50),
                             BenchTable.ms(x.p99), BenchTable.ms(y.p99), signedMs(y.p99 - x.p99), change(x.p99, y.p99)])
            }
            if runA.missedRefreshes != runB.missedRefreshes {
                lines.append("\(runA.key): missed refreshes \(runA.missedRefreshes) → \(runB.missedRefreshes)")
            }
        }
        lines += BenchTable.layOut(rows)
        for run in a.runs where !b.runs.contains(where: { $0.key == run.key }) { lines.append("only in A: \(run.key)") }
        for run in b.runs where !a.runs.contains(where: { $0.key == run.key }) { lines.append("only in B: \(run.key)") }
        return lines.joined(separator: "\n")
    }

    static func signedMs(_ nanoseconds: Int64) -> String { (nanoseconds > 0 ? "+" : "") + BenchTable.ms(nanoseconds) }

    /// B/A as "0.50x"; "-" when A is zero.
    static func change(_ a: Int64, _ b: Int64) -> String {
        a > 0 ? BenchTable.ratio(Double(b) / Double(a)) + "x" : "-"
    }
}
