import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// Runs actions for real (posix_spawn of /bin/sh) and drives the runner as the event loop would.
@Suite struct ActionRunnerTests {
    final class Recorder {
        var logs: [(Log.Priority, String)] = []
        var lines: [String] = []
        var outcomes: [(String, ActionRunner.Outcome)] = []
    }

    func makeRunner(_ recorder: Recorder) -> ActionRunner {
        ActionRunner(log: { recorder.logs.append(($0, $1)) },
                     writeLine: { recorder.lines.append($0) },
                     onFinish: { recorder.outcomes.append(($0, $1)) })
    }

    /// Waits on the runner's pipes and deadlines like the event loop, until it is idle.
    func drive(_ runner: ActionRunner, limitSeconds: Double = 10) {
        let end = MonotonicTime.now() + Int64(limitSeconds * 1e9)
        while !runner.isIdle && MonotonicTime.now() < end {
            var fds = runner.fileDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 20)
            for p in fds where p.revents != 0 { runner.readOutput(from: p.fd) }
            runner.handleDeadlines()
            runner.reap()
        }
    }

    func exec(_ script: String, id: String = "c", value: String = "1", timeout: Double = 10, coalesces: Bool = false) -> ActionRunner.Request {
        ActionRunner.Request(controlID: id, label: "C", action: .exec(argv: ["/bin/sh", "-c", script, "sh", "{value}"], timeoutSeconds: timeout, concurrent: false),
                             value: value, coalesces: coalesces)
    }

    @Test func execPassesValueAsArgumentAndEnvironmentAndLogsOutput() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(exec(#"echo "arg=$1 control=$PANEL_CONTROL value=$PANEL_VALUE"; echo partial >&2; printf tail"#, id: "fan", value: "Low"))
        drive(runner)
        #expect(recorder.outcomes.count == 1)
        #expect(recorder.outcomes.first?.1 == .succeeded)
        let lines = recorder.logs.map(\.1)
        #expect(lines.contains("action fan: arg=Low control=fan value=Low"))
        #expect(lines.contains("action fan: partial"))
        #expect(lines.contains("action fan: tail"))
    }

    @Test func failingActionIsReportedAndLoggedAsError() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(exec("exit 3"))
        drive(runner)
        #expect(recorder.outcomes.first?.1 == .failed("exited with status 3"))
        #expect(recorder.logs.contains { $0.0 == .error && $0.1 == "action c: exited with status 3" })
    }

    @Test func actionPastItsTimeoutIsKilled() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        let start = MonotonicTime.now()
        runner.run(exec("sleep 30", timeout: 0.3))
        drive(runner)
        #expect(recorder.outcomes.first?.1 == .failed("timed out after 0.3 s and was killed"))
        #expect(MonotonicTime.now() - start < 5_000_000_000)
    }

    @Test func missingProgramFailsClearly() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(ActionRunner.Request(controlID: "x", label: "X", action: .exec(argv: ["/nonexistent/tool"], timeoutSeconds: 1, concurrent: false), value: "1", coalesces: false))
        drive(runner)
        #expect(recorder.outcomes.first?.1 == .failed("cannot run /nonexistent/tool: No such file or directory"))
    }

    @Test func secondTapWhileRunningIsIgnoredForButtons() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        let marker = "/tmp/panel-action-\(getpid())-button"
        defer { unlink(marker) }
        runner.run(exec("echo run >> \(marker); sleep 0.3"))
        runner.run(exec("echo run >> \(marker); sleep 0.3"))
        drive(runner)
        #expect(recorder.outcomes.count == 1)
        #expect((try? readWholeFile(marker)) == "run\n")
    }

    @Test func newestValueOfAStatefulControlRunsAfterTheCurrentOne() {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        let marker = "/tmp/panel-action-\(getpid())-toggle"
        defer { unlink(marker) }
        let script = #"echo "start $1" >> "# + marker + #"; sleep 0.2; echo "end $1" >> "# + marker
        runner.run(exec(script, value: "1", coalesces: true))
        runner.run(exec(script, value: "0", coalesces: true))
        runner.run(exec(script, value: "1b", coalesces: true))
        drive(runner)
        // Never overlapping, and the last value set is the last one applied.
        #expect((try? readWholeFile(marker)) == "start 1\nend 1\nstart 1b\nend 1b\n")
        #expect(recorder.outcomes.count == 2)
    }

    @Test func writeActionWritesTheValueAndReportsFailures() throws {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        let path = "/tmp/panel-action-\(getpid())-led"
        defer { unlink(path) }
        close(open(path, O_CREAT | O_WRONLY, 0o644))
        runner.run(ActionRunner.Request(controlID: "led", label: "LED", action: .write(path: path, template: "level={value}"), value: "255", coalesces: true))
        #expect(try readWholeFile(path) == "level=255\n")
        runner.run(ActionRunner.Request(controlID: "led", label: "LED", action: .write(path: "/nonexistent/dir/x", template: "{value}"), value: "1", coalesces: true))
        #expect(recorder.outcomes.map(\.1) == [.succeeded, .failed("cannot open /nonexistent/dir/x: No such file or directory")])
    }

    @Test func logActionPrintsAJSONLine() throws {
        let recorder = Recorder()
        let runner = makeRunner(recorder)
        runner.run(ActionRunner.Request(controlID: "fan", label: "Fan \"big\"", action: .log, value: "High", coalesces: true))
        #expect(recorder.lines == [#"{"control":"fan","label":"Fan \"big\"","value":"High"}"#])
        let parsed = try JSONParser.parse(recorder.lines[0])
        if case let .string(v, _)? = parsed["value"] { #expect(v == "High") } else { Issue.record("no value") }
    }
}
