import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The action source driven as the event loop drives it: the loop sleeps until the
/// earliest deadline, asks the source for its deadline again when it wakes, and reads a
/// pipe only if it was told about it (a child started by a touch is not).
@Suite struct ActionInputSourceTests {
    final class Recorder {
        var logs: [String] = []
        var outcomes: [(String, ActionRunner.Outcome)] = []
    }

    /// Runs the loop's part until the runner is idle or `limit` nanoseconds have passed.
    func driveLikeTheEventLoop(_ source: ActionInputSource, limit: Int64) {
        let start = MonotonicTime.now()
        while !source.runner.isIdle && MonotonicTime.now() - start < limit {
            guard let deadline = source.nextDeadline else { break }
            let wait = max(0, deadline - MonotonicTime.now())
            var request = timespec(tv_sec: Int(wait / 1_000_000_000), tv_nsec: Int(wait % 1_000_000_000))
            _ = nanosleep(&request, nil)
            let now = MonotonicTime.now()
            if let due = source.nextDeadline, due <= now { _ = source.eventsDue(at: now) }
        }
    }

    @Test func quickChildIsReapedSoonAndItsOutputLogged() {
        let recorder = Recorder()
        let runner = ActionRunner(log: { recorder.logs.append($1) }, writeLine: { _ in },
                                  onFinish: { recorder.outcomes.append(($0, $1)) })
        let source = ActionInputSource(runner: runner)
        runner.run(ActionRunner.Request(controlID: "ping", label: "Ping",
                                        action: .exec(argv: ["/bin/sh", "-c", "echo pong"], timeoutSeconds: 10, concurrent: false),
                                        value: "1", coalesces: false))
        let start = MonotonicTime.now()
        driveLikeTheEventLoop(source, limit: 5_000_000_000)
        #expect(recorder.outcomes.map(\.0) == ["ping"])
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(recorder.logs.contains("action ping: pong"))
        #expect(MonotonicTime.now() - start < 3_000_000_000, "reaped only after \(MonotonicTime.now() - start) ns")
        #expect(source.nextDeadline == nil)
    }

    @Test func deadlineStaysPutWhileChildrenRun() {
        let runner = ActionRunner(log: { _, _ in }, writeLine: { _ in }, onFinish: { _, _ in })
        let source = ActionInputSource(runner: runner)
        #expect(source.nextDeadline == nil)
        runner.run(ActionRunner.Request(controlID: "slow", label: "Slow",
                                        action: .exec(argv: ["/bin/sh", "-c", "sleep 5"], timeoutSeconds: 0.5, concurrent: false),
                                        value: "1", coalesces: false))
        let first = source.nextDeadline
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        _ = nanosleep(&pause, nil)
        #expect(first != nil)
        #expect(source.nextDeadline == first)
        driveLikeTheEventLoop(source, limit: 5_000_000_000)
        #expect(runner.isIdle)
    }

    @Test func childThatExitedInTimeIsNotCalledLateWhenTheLoopWasBusy() {
        let recorder = Recorder()
        let runner = ActionRunner(log: { recorder.logs.append($1) }, writeLine: { _ in },
                                  onFinish: { recorder.outcomes.append(($0, $1)) })
        let source = ActionInputSource(runner: runner)
        runner.run(ActionRunner.Request(controlID: "quick", label: "Quick",
                                        action: .exec(argv: ["/bin/sh", "-c", "exit 0"], timeoutSeconds: 0.2, concurrent: false),
                                        value: "1", coalesces: false))
        // The loop is busy past the deadline (a long frame); the child exited long before.
        var busy = timespec(tv_sec: 0, tv_nsec: 600_000_000)
        _ = nanosleep(&busy, nil)
        _ = source.eventsDue(at: MonotonicTime.now())
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(!recorder.logs.contains { $0.contains("timed out") })
    }
}
