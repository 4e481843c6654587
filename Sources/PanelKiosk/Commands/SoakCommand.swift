import Glibc
import Panel

/// `panel-app soak --script FILE [--cycles N] [--baseline N] [--size WxH] [--panel FILE]
/// [--json OUT.json]`: plays a touch script over and over on the screen hosted headless as
/// `snapshot` hosts it (simulated time, `VirtualTimeSession`), and judges whether anything
/// grows with use: memory, time per cycle, open files, threads, the host's timers, modal
/// layers and view nodes (`SoakVerdict`, docs/soak.md). Exits 0 when nothing grew, 1 when
/// something did (or the script could not be played), 2 for a command line it cannot use.
@MainActor
func runSoakCommand(_ arguments: [String]) -> Int32 {
    let parser = ArgumentParser(command: "soak", options: [
        "script": .one, "cycles": .one, "baseline": .one, "size": .one, "panel": .one, "json": .one,
    ])
    let name = programName()
    do {
        let parsed = try parser.parse(arguments)
        if let extra = parsed.positionals.first {
            throw UsageError(description: "unexpected \"\(extra)\"; options are --script, --cycles, --baseline, --size, --panel, --json")
        }
        guard let scriptPath = parsed.value("script") else {
            throw UsageError(description: "soak needs --script FILE: the touches of one cycle, played over and over")
        }
        let cycles = try OptionValues.count(parsed.value("cycles") ?? "1000", option: "cycles", in: 2...SoakRun.maximumCycles)
        // The baseline: after caches have filled, and with cycles left after it to judge.
        let baseline = try parsed.value("baseline").map { text throws(UsageError) in
            try OptionValues.count(text, option: "baseline", in: 1...(cycles - 1))
        } ?? Swift.min(100, Swift.max(1, cycles / 3))
        let size = try OptionValues.mode(parsed.value("size") ?? "800x480")
        let script = try TouchScript.load(path: scriptPath)
        guard !script.steps.isEmpty, script.steps.contains(where: { TouchScript.duration(of: $0.command) > 0 }) else {
            throw UsageError(description: "\(scriptPath) has nothing that takes time: a cycle needs a touch or a wait")
        }
        let content = try PanelContent.headless(panelFile: parsed.value("panel"))

        let transform = ScreenTransform(physicalWidth: size.width, physicalHeight: size.height, rotation: .none)
        let session = VirtualTimeSession(content, transform: transform, fonts: try FontSet.loadDefault())
        let started = MonotonicTime.now()
        // Progress on a terminal only: a log keeps just the report.
        let showsProgress = isatty(2) == 1
        let run = try SoakRun(script: script, cycles: cycles, baselineCycle: baseline, in: session) { sample in
            guard showsProgress, sample.cycle % Swift.max(1, cycles / 20) == 0 || sample.cycle == baseline else { return }
            printError("\(name) soak: cycle \(sample.cycle) of \(cycles), \(SoakVerdict.megabytes(sample.residentKilobytes)) resident")
        }
        let wall = MonotonicTime.now() - started
        guard let verdict = run.verdict() else { throw SoakRun.Stopped(description: "no cycle after the baseline to judge") }
        let report = SoakReport(program: name, script: scriptPath, panel: parsed.value("panel"), width: size.width, height: size.height,
                                build: benchBuildKind, run: run, verdict: verdict, wallNanoseconds: wall)
        print(report.text)
        if let path = parsed.value("json") {
            do { try OutputFile.write(Array(report.json.utf8), to: path) } catch {
                printError("\(name) soak: cannot write \(path): \(error.reason)")
                return 1
            }
        }
        return verdict.passed ? 0 : 1
    } catch let error as UsageError {
        printError("\(name) soak: \(error)")
        return 2
    } catch {
        printError("\(name) soak: \(error)")
        return 1
    }
}

/// The name the program was started by ("panel-app", "device-list"), for messages.
func programName() -> String {
    guard let first = CommandLine.arguments.first, let last = first.split(separator: "/").last else { return "panel-app" }
    return String(last)
}
