import Glibc
import Testing
import Panel

/// Everyday main-actor work on the real event loop, in the probe program, pressed by
/// `run --script`'s touches: a button that starts `Task { await model.load() }`, and
/// Dispatch's main queue used from a button and from a global queue's thread.
@Suite(.serialized) struct LoopIdiomTests {
    /// A touch script in a file of this test's own (removed after the run).
    static func script(_ lines: [String], name: String) throws -> String {
        let path = "/tmp/panel-loop-idioms-\(getpid())-\(name).txt"
        guard let file = fopen(path, "w") else { throw ProbeFailure(reason: "cannot write \(path)") }
        fputs(lines.joined(separator: "\n") + "\n", file)
        fclose(file)
        return path
    }

    @Test func aButtonsTaskAwaitsASleepAndTheNextFrameShowsItsResult() throws {
        let script = try LoopIdiomTests.script(["tap \"Load\""], name: "load")
        let probe = try ProbeProcess(["--display", "headless", "--input", "none", "--script", script],
                                     environment: ["PROBE_LOAD": "1"])
        let output = probe.read(until: "probe: shown loaded", seconds: 20)
        _ = probe.read(until: "probe: done", seconds: 20)
        #expect(output.contains("probe: load started on the loop"), "\(output)")
        #expect(output.contains("probe: shown loaded "), "\(output)")
        #expect(!output.contains("OFF the loop"), "\(output)")
        // Drawn in the frame after the sleep: within a frame or two of the change, not at
        // some later wake-up.
        if let line = output.split(separator: "\n").first(where: { $0.contains("probe: shown loaded ") }),
           let words = Optional(line.split(separator: " ")), let index = words.firstIndex(of: "loaded"),
           let milliseconds = Int(words[index + 1]) {
            #expect(milliseconds < 100, "\(line)")
        }
        // Then the loop is idle: no wake-up at all.
        usleep(1_000_000)
        let before = probe.mainThreadSwitches()
        usleep(2_000_000)
        let after = probe.mainThreadSwitches()
        let (status, rest) = probe.stop()
        unlink(script)
        #expect(before >= 0 && after == before, "the idle loop's thread woke \(after - before) times in 2 s")
        #expect(status == 0, "\(rest)")
    }

    @Test func dispatchMainQueueBlocksFromButtonsAndThreadsRedrawTheView() throws {
        let script = try LoopIdiomTests.script(["tap \"Async\"", "wait 0.3", "tap \"After\"", "wait 0.6", "tap \"Background\""], name: "dispatch")
        let probe = try ProbeProcess(["--display", "headless", "--input", "none", "--script", script],
                                     environment: ["PROBE_DISPATCH": "1"])
        let output = probe.read(until: "probe: shown background 42", seconds: 20)
        let (status, rest) = probe.stop()
        unlink(script)
        #expect(output.contains("probe: shown async on the loop"), "\(output)\(rest)")
        // asyncAfter's 0.2 s deadline: shown 200 ms or more after the tap.
        #expect(output.contains("probe: shown after 2 on the loop") || output.contains("probe: shown after 3 on the loop"), "\(output)\(rest)")
        #expect(output.contains("probe: shown background 42 on the loop"), "\(output)\(rest)")
        #expect(!output.contains("OFF the loop"), "\(output)\(rest)")
        #expect(status == 0, "\(rest)")
    }
}
