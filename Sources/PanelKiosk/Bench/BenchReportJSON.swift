/// A bench report that could not be read, naming the file and the field.
struct BenchFileError: Error, CustomStringConvertible {
    var path: String
    var message: String
    var description: String { "\(path): \(message)" }
}

/// Writes and reads bench reports as JSON; the schema is documented in docs/benchmark.md.
enum BenchReportJSON {
    // MARK: Writing

    static func encode(_ report: BenchReport) -> String {
        let runs = report.runs.map(encode).joined(separator: ",\n    ")
        let members: [(String, String)] = [
            ("schema", JSONWriter.quoted(BenchReport.schemaName)),
            ("version", String(BenchReport.schemaVersion)),
            ("panel_version", JSONWriter.quoted(report.panelVersion)),
            ("build", JSONWriter.quoted(report.build)),
            ("display", JSONWriter.quoted(report.display)),
            ("clock", JSONWriter.quoted(report.clock)),
            ("renderer", JSONWriter.quoted(report.renderer)),
            ("machine", JSONWriter.quoted(report.machine)),
            ("peak_rss_kb", String(report.peakResidentKilobytes)),
            ("runs", "[\n    " + runs + "\n  ]"),
        ]
        return "{\n  " + members.map { JSONWriter.quoted($0.0) + ": " + $0.1 }.joined(separator: ",\n  ") + "\n}\n"
    }

    static func encode(_ run: BenchRun) -> String {
        let phases = run.phases.map { JSONWriter.quoted($0.name) + ":" + encode($0.summary, floor: run.floor) }
        let samples = run.samples.map { "[\($0.updateLayout),\($0.render),\($0.present),\($0.flipWait)]" }
        var members: [(String, String)] = [
            ("scene", JSONWriter.quoted(run.scene)),
            ("width", String(run.width)),
            ("height", String(run.height)),
            ("rotation", String(run.rotation)),
            ("refresh_interval_ns", String(run.refreshInterval)),
            ("memcpy_ns", String(run.floor.memcpyNanoseconds)),
            ("memset_ns", String(run.floor.memsetNanoseconds)),
            ("frames", String(run.frameCount)),
            ("missed_refreshes", String(run.missedRefreshes)),
            ("phases", "{" + phases.joined(separator: ",") + "}"),
            ("input_to_flip", encode(run.latency, floor: nil)),
            ("samples", "[" + samples.joined(separator: ",") + "]"),
            ("notes", "[" + run.notes.map(JSONWriter.quoted).joined(separator: ",") + "]"),
        ]
        if let tail = run.idleTail {
            // Rates per second are derived, ignored on reading.
            members.append(("idle_tail", JSONWriter.object([
                ("duration_ns", String(tail.duration)), ("wakeups", String(tail.wakeUps)), ("frames", String(tail.frames)),
                ("wakeups_per_second", JSONWriter.number((tail.wakeUpsPerSecond * 100).rounded() / 100)),
                ("frames_per_second", JSONWriter.number((tail.framesPerSecond * 100).rounded() / 100)),
            ])))
        }
        return JSONWriter.object(members)
    }

    static func encode(_ summary: SampleSummary, floor: MemoryFloor?) -> String {
        var members: [(String, String)] = [
            ("count", String(summary.count)),
            ("p50_ns", String(summary.p50)),
            ("p95_ns", String(summary.p95)),
            ("p99_ns", String(summary.p99)),
            ("p999_ns", String(summary.p999)),
            ("max_ns", String(summary.max)),
            ("mean_ns", String(summary.mean)),
        ]
        if let floor, floor.memcpyNanoseconds > 0 {
            // Ratios to the full-surface memcpy, rounded to 1/1000: derived, ignored on reading.
            func ratio(_ value: Int64) -> String { JSONWriter.number((floor.memcpyRatio(value) * 1000).rounded() / 1000) }
            members += [("p50_memcpy", ratio(summary.p50)), ("p95_memcpy", ratio(summary.p95)),
                        ("p99_memcpy", ratio(summary.p99)), ("p999_memcpy", ratio(summary.p999)),
                        ("max_memcpy", ratio(summary.max))]
        }
        return JSONWriter.object(members)
    }

    // MARK: Reading

    static func decode(_ text: String, path: String) throws(BenchFileError) -> BenchReport {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch { throw BenchFileError(path: path, message: error.description) }
        let reader = Reader(path: path)
        let schema = try reader.string(root, "schema")
        guard schema == BenchReport.schemaName else {
            throw reader.failure(root, "schema is \"\(schema)\", not a Panel bench report (\"\(BenchReport.schemaName)\")")
        }
        let version = try reader.int(root, "version")
        guard version == BenchReport.schemaVersion else {
            throw reader.failure(root, "schema version \(version) is not supported (this panel-app reads version \(BenchReport.schemaVersion))")
        }
        var runs: [BenchRun] = []
        for item in try reader.array(root, "runs") { runs.append(try decodeRun(item, reader)) }
        return BenchReport(panelVersion: try reader.string(root, "panel_version"), build: try reader.string(root, "build"),
                           display: try reader.string(root, "display"), clock: try reader.string(root, "clock"),
                           renderer: try reader.string(root, "renderer"), machine: try reader.string(root, "machine"),
                           peakResidentKilobytes: try reader.int(root, "peak_rss_kb"), runs: runs)
    }

    private static func decodeRun(_ value: JSONValue, _ reader: Reader) throws(BenchFileError) -> BenchRun {
        let width = try reader.int(value, "width"), height = try reader.int(value, "height")
        let floor = MemoryFloor(width: width, height: height, memcpyNanoseconds: Int64(try reader.int(value, "memcpy_ns")),
                                memsetNanoseconds: Int64(try reader.int(value, "memset_ns")))
        guard let phasesValue = value["phases"], case let .object(members, _) = phasesValue else {
            throw reader.failure(value, "\"phases\" must be an object of phase summaries")
        }
        var phases: [(name: String, summary: SampleSummary)] = []
        for member in members { phases.append((member.key, try decodeSummary(member.value, reader))) }
        var samples: [FrameSample] = []
        for item in (try? reader.array(value, "samples")) ?? [] {
            guard case let .array(numbers, _) = item, numbers.count == 4 else {
                throw reader.failure(item, "each sample must be [update_layout, render, present, flip_wait] in ns")
            }
            var fields: [Int64] = []
            for number in numbers { fields.append(Int64(try reader.intValue(number, "sample"))) }
            samples.append(FrameSample(updateLayout: fields[0], render: fields[1], present: fields[2], flipWait: fields[3]))
        }
        var notes: [String] = []
        for item in (try? reader.array(value, "notes")) ?? [] {
            guard case let .string(note, _) = item else { throw reader.failure(item, "notes must be strings") }
            notes.append(note)
        }
        guard let latencyValue = value["input_to_flip"] else { throw reader.failure(value, "missing \"input_to_flip\"") }
        var idleTail: BenchIdleTail?
        if let tail = value["idle_tail"] {
            idleTail = BenchIdleTail(duration: Int64(try reader.int(tail, "duration_ns")), wakeUps: try reader.int(tail, "wakeups"),
                                     frames: try reader.int(tail, "frames"))
        }
        return BenchRun(scene: try reader.string(value, "scene"), width: width, height: height,
                        rotation: try reader.int(value, "rotation"),
                        refreshInterval: Int64(try reader.int(value, "refresh_interval_ns")), floor: floor,
                        frameCount: try reader.int(value, "frames"), missedRefreshes: try reader.int(value, "missed_refreshes"),
                        phases: phases, latency: try decodeSummary(latencyValue, reader), samples: samples, notes: notes,
                        idleTail: idleTail)
    }

    private static func decodeSummary(_ value: JSONValue, _ reader: Reader) throws(BenchFileError) -> SampleSummary {
        let max = Int64(try reader.int(value, "max_ns"))
        // Files written before p99.9 was reported: below 1000 frames it is the maximum.
        let p999 = value["p999_ns"] == nil ? max : Int64(try reader.int(value, "p999_ns"))
        return SampleSummary(count: try reader.int(value, "count"), p50: Int64(try reader.int(value, "p50_ns")),
                             p95: Int64(try reader.int(value, "p95_ns")), p99: Int64(try reader.int(value, "p99_ns")),
                             p999: p999, max: max, mean: Int64(try reader.int(value, "mean_ns")))
    }

    /// Field access with messages naming the file, line and field.
    private struct Reader {
        let path: String

        func failure(_ value: JSONValue, _ message: String) -> BenchFileError {
            BenchFileError(path: path, message: "\(value.position): \(message)")
        }

        func member(_ value: JSONValue, _ key: String) throws(BenchFileError) -> JSONValue {
            guard case .object = value else { throw failure(value, "expected an object holding \"\(key)\", found \(value.kindDescription)") }
            guard let member = value[key] else { throw failure(value, "missing \"\(key)\"") }
            return member
        }

        func string(_ value: JSONValue, _ key: String) throws(BenchFileError) -> String {
            let member = try member(value, key)
            guard case let .string(text, _) = member else { throw failure(member, "\"\(key)\" must be a string, not \(member.kindDescription)") }
            return text
        }

        func int(_ value: JSONValue, _ key: String) throws(BenchFileError) -> Int {
            try intValue(try member(value, key), key)
        }

        func intValue(_ value: JSONValue, _ key: String) throws(BenchFileError) -> Int {
            guard case let .number(number, _) = value, number.isFinite, number == number.rounded(), abs(number) < 9e15 else {
                throw failure(value, "\"\(key)\" must be a whole number, not \(value.kindDescription)")
            }
            return Int(number)
        }

        func array(_ value: JSONValue, _ key: String) throws(BenchFileError) -> [JSONValue] {
            let member = try member(value, key)
            guard case let .array(items, _) = member else { throw failure(member, "\"\(key)\" must be an array, not \(member.kindDescription)") }
            return items
        }
    }
}
