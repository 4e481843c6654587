import Glibc
import Panel

/// `panel-app bench`: frame timing per phase, missed refreshes and input-to-flip latency
/// for each scene and size, as a table, JSON (`--json`), a plot (`--plot`), or the change
/// between two saved runs (`--compare A.json B.json`). `--export-scene NAME FILE` writes a
/// scene's display list for the cairo reference and times Panel drawing the same list.
/// Exit status 0 on success, 1 when a run or file fails, 2 for usage errors.
@MainActor
func runBenchCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "bench", options: [
        "scene": .many, "size": .many, "json": .one, "plot": .one, "from": .one,
        "compare": .many, "export-scene": .many, "repeat": .one, "png": .one, "list": .flag,
        "display": .one, "clock": .one, "cold": .flag,
    ])
    let options: BenchOptions
    do {
        options = try BenchOptions(try parser.parse(arguments))
    } catch {
        printError("panel-app bench: \(error)")
        return 2
    }
    do {
        switch options.action {
        case .list:
            print(BenchScenes.all.map { "\($0.name)  \($0.modes.map(\.description).joined(separator: " "))" + ($0.rotation == .none ? "" : " rotated \($0.rotation)") }.joined(separator: "\n"))
        case let .compare(a, b):
            let reportA = try readReport(a), reportB = try readReport(b)
            print(BenchComparison.render(reportA, reportB, nameA: a, nameB: b))
        case let .export(scene, path):
            try exportScene(scene, mode: options.modes?.first ?? .small, path: path, repetitions: options.repetitions, png: options.pngPath,
                            cold: options.cold)
        case let .plotSaved(path):
            let report = try readReport(path)
            if let plot = options.plotPath { try BenchPlot().write(report, to: plot) }
            print(BenchTable.render(report))
        case let .run(scenes):
            let report = try runScenes(scenes, modes: options.modes, display: options.display, clock: options.clock)
            print(BenchTable.render(report))
            if let path = options.jsonPath { try writeText(BenchReportJSON.encode(report), to: path) }
            if let path = options.plotPath { try BenchPlot().write(report, to: path) }
        }
        return 0
    } catch {
        printError("panel-app bench: \(error)")
        return 1
    }
}

/// What `panel-app bench` was asked to do.
struct BenchOptions {
    enum Action {
        case run([any BenchScene])
        case compare(String, String)
        case export(any BenchScene, String)
        case plotSaved(String)
        case list
    }

    var action: Action
    var modes: [BenchMode]?
    var jsonPath: String?
    var plotPath: String?
    /// With --export-scene: where to write Panel's drawing of the exported list.
    var pngPath: String?
    var repetitions = 200
    /// With --export-scene: each repetition drawn by a new renderer, so nothing drawn
    /// before (recorded path coverage, kept layers) is reused, as cairo reuses nothing.
    var cold = false
    /// "headless" or "kms".
    var display = "headless"
    /// "simulated" or "virtual" (headless only), or "real".
    var clock = "simulated"

    @MainActor
    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        guard parsed.positionals.isEmpty else {
            throw UsageError(description: "unexpected \"\(parsed.positionals[0])\"; options are --scene, --size, --json, --plot, --compare, --export-scene, --from, --list")
        }
        jsonPath = parsed.value("json")
        plotPath = parsed.value("plot")
        pngPath = parsed.value("png")
        if let text = parsed.value("display") { display = try OptionValues.choice(text, option: "display", from: ["headless", "kms"]) }
        if let text = parsed.value("clock") { clock = try OptionValues.choice(text, option: "clock", from: ["simulated", "virtual", "real"]) }
        if display == "kms" {
            guard parsed.value("clock") == nil || parsed.value("clock") == "real" else {
                throw UsageError(description: "--display kms runs on the real clock; drop --clock \(clock)")
            }
            clock = "real"
        }
        cold = parsed.has("cold")
        if let text = parsed.value("repeat") {
            guard let value = Int(text), value > 0, value <= 100_000 else { throw UsageError(description: "--repeat takes a count from 1 to 100000, not \"\(text)\"") }
            repetitions = value
        }
        if let sizes = parsed.values["size"] {
            var modes: [BenchMode] = []
            for text in sizes {
                let mode = try OptionValues.mode(text)
                modes.append(BenchMode(width: mode.width, height: mode.height, refreshHz: mode.refreshHz))
            }
            self.modes = modes
        }
        func scene(_ name: String) throws(UsageError) -> any BenchScene {
            guard let scene = BenchScenes.named(name) else {
                throw UsageError(description: "no scene \"\(name)\"; scenes: \(BenchScenes.names.joined(separator: ", "))")
            }
            return scene
        }
        if parsed.has("list") {
            action = .list
        } else if let files = parsed.values["compare"] {
            guard files.count == 2 else { throw UsageError(description: "--compare takes two report files: --compare A.json B.json") }
            action = .compare(files[0], files[1])
        } else if let export = parsed.values["export-scene"] {
            guard export.count == 2 else { throw UsageError(description: "--export-scene takes a scene and a file: --export-scene full scene.txt") }
            action = .export(try scene(export[0]), export[1])
        } else if let saved = parsed.value("from") {
            guard plotPath != nil else { throw UsageError(description: "--from FILE.json needs --plot FILE.png (or use --compare)") }
            action = .plotSaved(saved)
        } else {
            var scenes: [any BenchScene] = []
            for name in parsed.values["scene"] ?? BenchScenes.names { scenes.append(try scene(name)) }
            action = .run(scenes)
        }
    }
}

@MainActor
private func runScenes(_ scenes: [any BenchScene], modes: [BenchMode]?, display: String, clock: String) throws -> BenchReport {
    let environment = try BenchEnvironment()
    var runs: [BenchRun] = []
    for scene in scenes {
        for mode in modes ?? scene.modes {
            let target: BenchHarness.Target = clock == "simulated" ? .simulated : clock == "virtual" ? .virtual : display == "kms" ? .kms : .headless
            runs.append(try BenchHarness(environment: environment, target: target).run(scene, mode: mode))
        }
    }
    return BenchReport(panelVersion: panelVersion, build: benchBuildKind, display: display, clock: clock,
                       renderer: BenchEnvironment.rendererName, machine: machineDescription(),
                       peakResidentKilobytes: PeakMemory.peakResidentKilobytes(), runs: runs)
}

/// Writes the scene's first frame as a display list for the cairo reference, then draws
/// that list in full `repetitions` times with Panel's renderer and prints the timings in
/// the same form as the cairo program, with the memset/memcpy floor.
@MainActor
private func exportScene(_ scene: any BenchScene, mode: BenchMode, path: String, repetitions: Int, png: String?,
                         cold: Bool) throws {
    let environment = try BenchEnvironment()
    let host = scene.makeHost(width: mode.width, height: mode.height, measurer: environment.measurer)
    let list = host.update().displayList
    var renderer = environment.makeRenderer()
    try writeText(SceneExport.lines(of: list, width: mode.width, height: mode.height, background: renderer.background), to: path)
    let surface = Surface(width: mode.width, height: mode.height)
    let everything = Region(surface.bounds)
    renderer.draw(list, into: surface, region: everything)
    var times: [Int64] = []
    for _ in 0..<repetitions {
        // Made before the clock starts: only the drawing is timed.
        if cold { renderer = environment.makeRenderer() }
        let start = BenchClock.now()
        renderer.draw(list, into: surface, region: everything)
        times.append(BenchClock.now() - start)
    }
    if let png { try PNGEncoder.write(surface, to: png) }
    let floor = MemoryFloor.measure(width: mode.width, height: mode.height)
    let summary = SampleSummary(times)
    print("wrote \(path): \(list.entries.count) display-list entries, \(mode.width)x\(mode.height)")
    print("panel  draw\(cold ? " (cold)" : "") \(scene.name) \(mode.width)x\(mode.height): n=\(summary.count) p50=\(BenchTable.ms(summary.p50)) p95=\(BenchTable.ms(summary.p95)) p99=\(BenchTable.ms(summary.p99)) max=\(BenchTable.ms(summary.max)) ms  (\(BenchTable.ratio(floor.memcpyRatio(summary.p50)))x memcpy)")
    print("floor  memcpy=\(BenchTable.ms(floor.memcpyNanoseconds)) memset=\(BenchTable.ms(floor.memsetNanoseconds)) ms")
}

private func readReport(_ path: String) throws -> BenchReport {
    let text: String
    do { text = try readWholeFile(path, limit: FileSizeLimit.benchReport) } catch { throw BenchFileError(path: path, message: "the file \(error.reason)") }
    return try BenchReportJSON.decode(text, path: path)
}

/// Only a regular file is replaced (`OutputFile`).
private func writeText(_ text: String, to path: String) throws(BenchFileError) {
    do { try OutputFile.write(Array(text.utf8), to: path) } catch { throw BenchFileError(path: path, message: "cannot write: \(error.reason)") }
}

/// "release" or "debug": timings from debug builds are not comparable.
#if DEBUG
let benchBuildKind = "debug"
#else
let benchBuildKind = "release"
#endif

/// The CPU model (from /proc/cpuinfo) and the architecture.
func machineDescription() -> String {
    var names = utsname()
    uname(&names)
    let machine = withUnsafeBytes(of: &names.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    var model = "unknown CPU"
    if let text = try? readWholeFile("/proc/cpuinfo", limit: FileSizeLimit.systemFile) {
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") { model = line[line.index(after: colon)...].trimmingCharacters() }
            break
        }
    }
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    return "\(model), \(cores) cores, \(machine)"
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
