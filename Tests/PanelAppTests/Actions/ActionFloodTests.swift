import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Real programs that write without end, or without newlines: reading costs bounded work
/// per wake-up and bounded memory, timeouts still kill them, and the log says what was
/// dropped.
@Suite struct ActionFloodTests {
    final class Recorder {
        var logs: [(Log.Priority, String)] = []
        var outcomes: [(String, ActionRunner.Outcome)] = []
        var texts: [String] { logs.map(\.1) }
    }

    func makeRunner(_ recorder: Recorder) -> ActionRunner {
        ActionRunner(log: { recorder.logs.append(($0, $1)) }, writeLine: { _ in },
                     onFinish: { recorder.outcomes.append(($0, $1)) })
    }

    func exec(_ argv: [String], id: String = "flood", timeout: Double = 10, concurrent: Bool = false) -> ActionRunner.Request {
        ActionRunner.Request(controlID: id, label: "Flood", action: .exec(argv: argv, timeoutSeconds: timeout, concurrent: concurrent),
                             value: "1", coalesces: false)
    }

    struct DriveReport {
        var longestCall: Int64 = 0
        var largestRead = 0
        var largestBuffer = 0
    }

    /// Drives the runner as the event loop does (poll, one read per ready pipe, deadlines,
    /// reaping) and measures each pass.
    func drive(_ runner: ActionRunner, id: String = "flood", limitSeconds: Double = 20) -> DriveReport {
        var report = DriveReport()
        let end = MonotonicTime.now() + Int64(limitSeconds * 1e9)
        while !runner.isIdle && MonotonicTime.now() < end {
            var fds = runner.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 20)
            let start = MonotonicTime.now()
            for p in fds where p.revents != 0 { report.largestRead = max(report.largestRead, runner.readOutput(from: p.fd)) }
            report.largestBuffer = max(report.largestBuffer, runner.bufferedOutputBytes(controlID: id) ?? 0)
            runner.handleDeadlines()
            runner.reap()
            report.longestCall = max(report.longestCall, MonotonicTime.now() - start)
        }
        return report
    }

    @Test func yesIsReadInBoundedChunksAndStillTimesOut() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        let start = MonotonicTime.now()
        runner.run(exec(["yes"], timeout: 1))
        let report = drive(runner)
        #expect(runner.isIdle)
        #expect(recorder.outcomes.first?.1 == .failed("timed out after 1 s and was killed"))
        #expect(MonotonicTime.now() - start < 10_000_000_000)
        #expect(report.largestRead <= ActionLimits.readBytesPerWakeUp)
        // One pass (read, parse, log) is short whatever `yes` does: the loop would draw,
        // take touches and signals between passes.
        #expect(report.longestCall < 500_000_000, "one pass took \(report.longestCall) ns")
        let outputLines = recorder.texts.filter { $0.hasPrefix("action flood: y") }
        #expect(outputLines.count <= ActionLimits.loggedLinesPerSecond * 3)
        #expect(recorder.logs.contains { $0.0 == .warning && $0.1.hasPrefix("dropped ") && $0.1.contains("bytes of output from action flood") })
    }

    @Test func tenMegabytesWithoutANewlineCostOneCutLineAndACount() throws {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(exec(["head", "-c", "10000000", "/dev/zero"]))
        let report = drive(runner)
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(report.largestBuffer <= ActionLimits.lineBytes)
        #expect(report.largestRead <= ActionLimits.readBytesPerWakeUp)
        let logged = recorder.texts.filter { $0.hasPrefix("action flood: \u{FFFD}") }
        #expect(logged.count == 1)
        #expect(logged.first?.hasSuffix("[cut at 4096 bytes]") == true)
        let dropped = recorder.texts.compactMap { text -> Int? in
            guard text.hasPrefix("dropped ") else { return nil }
            return Int(text.dropFirst("dropped ".count).prefix { $0 != " " })
        }
        #expect(dropped.reduce(0, +) == 10_000_000 - ActionLimits.lineBytes)
        #expect(recorder.texts.map(\.utf8.count).reduce(0, +) < 64 * 1024)
    }

    @Test func aVeryLongLineIsCutAndTheNextLineStillLogged() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(exec(["/bin/sh", "-c", "head -c 1000000 /dev/zero | tr '\\0' x; echo; echo after"]))
        _ = drive(runner)
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(recorder.texts.contains("action flood: " + String(repeating: "x", count: ActionLimits.lineBytes) + " [cut at 4096 bytes]"))
        #expect(recorder.texts.contains("action flood: after"))
        #expect(recorder.texts.contains { $0.hasPrefix("dropped \(1_000_000 - ActionLimits.lineBytes) bytes of output from action flood") })
    }

    @Test func programsBeyondTheCapAreRefusedWithAMessage() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        for index in 0...ActionLimits.runningPrograms {
            runner.run(exec(["sleep", "5"], id: "p\(index)", timeout: 0.3))
        }
        #expect(runner.fileDescriptors.count == ActionLimits.runningPrograms)
        let refused = "p\(ActionLimits.runningPrograms)"
        #expect(recorder.outcomes.map(\.0) == [refused])
        #expect(recorder.outcomes.first?.1 == .failed("\(ActionLimits.runningPrograms) actions are running already; this use is refused"))
        _ = drive(runner, id: refused)
        #expect(runner.isIdle)
    }

    @Test func timeoutsFromElsewhereThanTheDecoderNeverTrap() throws {
        for timeout in [Double.nan, .infinity, 1e300, -5, 0] {
            let recorder = Recorder()
            let runner = makeRunner(recorder)
            let now = MonotonicTime.now()
            runner.run(exec(["true"], timeout: timeout), now: now)
            let deadline = try #require(runner.nextDeadline)
            #expect(deadline > now, "timeout \(timeout)")
            #expect(deadline - now <= Int64(ActionLimits.longestTimeout * 1e9), "timeout \(timeout)")
            _ = drive(runner)
        }
    }

    @Test func anEmptyArgvFailsClearly() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(exec([]))
        #expect(recorder.outcomes.first?.1 == .failed("no program to run (argv is empty)"))
    }
}
