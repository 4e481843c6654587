import Glibc
import Panel
import Testing
@testable import PanelKiosk

/// The action source on the event loop's dispatcher, on the real clock: a child's pipe is
/// registered when a touch starts it (no one asks the source), the loop sleeps until the
/// earliest deadline, and children are reaped and timed out from there.
@Suite struct ActionLoopSourceTests {
    final class Recorder {
        var logs: [String] = []
        var outcomes: [(String, ActionRunner.Outcome)] = []
    }

    /// Runs the loop until the runner is idle or `limit` nanoseconds have passed.
    func runLoop(_ dispatcher: EventDispatcher, until runner: ActionRunner, limit: Int64) throws {
        let start = MonotonicTime.now()
        try dispatcher.run(until: { runner.isIdle || MonotonicTime.now() - start >= limit })
    }

    @Test func quickChildIsReapedSoonAndItsOutputLogged() throws {
        let recorder = Recorder()
        let runner = ActionRunner(log: { recorder.logs.append($1) }, writeLine: { _ in },
                                  onFinish: { recorder.outcomes.append(($0, $1)) })
        let dispatcher = EventDispatcher()
        let source = ActionLoopSource(runner: runner)
        source.attach(to: dispatcher)
        runner.run(ActionRunner.Request(controlID: "ping", label: "Ping",
                                        action: .exec(argv: ["/bin/sh", "-c", "echo pong"], timeoutSeconds: 10, concurrent: false),
                                        value: "1", coalesces: false))
        let start = MonotonicTime.now()
        try runLoop(dispatcher, until: runner, limit: 5_000_000_000)
        #expect(recorder.outcomes.map(\.0) == ["ping"])
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(recorder.logs.contains("action ping: pong"))
        #expect(MonotonicTime.now() - start < 3_000_000_000, "reaped only after \(MonotonicTime.now() - start) ns")
        #expect(source.nextDeadline == nil)
    }

    @Test func deadlineStaysPutWhileChildrenRun() throws {
        let runner = ActionRunner(log: { _, _ in }, writeLine: { _ in }, onFinish: { _, _ in })
        let dispatcher = EventDispatcher()
        let source = ActionLoopSource(runner: runner)
        source.attach(to: dispatcher)
        #expect(source.nextDeadline == nil)
        runner.run(ActionRunner.Request(controlID: "slow", label: "Slow",
                                        action: .exec(argv: ["/bin/sh", "-c", "sleep 5"], timeoutSeconds: 0.5, concurrent: false),
                                        value: "1", coalesces: false))
        let first = source.nextDeadline
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        _ = nanosleep(&pause, nil)
        #expect(first != nil)
        #expect(source.nextDeadline == first)
        try runLoop(dispatcher, until: runner, limit: 5_000_000_000)
        #expect(runner.isIdle)
    }

    @Test func childThatExitedInTimeIsNotCalledLateWhenTheLoopWasBusy() throws {
        let recorder = Recorder()
        let runner = ActionRunner(log: { recorder.logs.append($1) }, writeLine: { _ in },
                                  onFinish: { recorder.outcomes.append(($0, $1)) })
        let dispatcher = EventDispatcher()
        ActionLoopSource(runner: runner).attach(to: dispatcher)
        runner.run(ActionRunner.Request(controlID: "quick", label: "Quick",
                                        action: .exec(argv: ["/bin/sh", "-c", "exit 0"], timeoutSeconds: 0.2, concurrent: false),
                                        value: "1", coalesces: false))
        // The loop is busy past the deadline (a long frame); the child exited long before.
        var busy = timespec(tv_sec: 0, tv_nsec: 600_000_000)
        _ = nanosleep(&busy, nil)
        try dispatcher.dispatch()
        #expect(recorder.outcomes.first?.1 == .succeeded)
        #expect(!recorder.logs.contains { $0.contains("timed out") })
    }

    @Test func eachChildsPipeIsRegisteredOnceAndRemovedWhenItIsReaped() throws {
        let runner = ActionRunner(log: { _, _ in }, writeLine: { _ in }, onFinish: { _, _ in })
        let poller = EpollPoller()
        let dispatcher = EventDispatcher(poller: poller)
        ActionLoopSource(runner: runner).attach(to: dispatcher)
        runner.run(ActionRunner.Request(controlID: "talk", label: "Talk",
                                        action: .exec(argv: ["/bin/sh", "-c", "for i in 1 2 3 4 5; do echo $i; sleep 0.02; done"],
                                                      timeoutSeconds: 5, concurrent: false),
                                        value: "1", coalesces: false))
        try runLoop(dispatcher, until: runner, limit: 5_000_000_000)
        #expect(runner.isIdle)
        // The timer's registration, the pipe's, and the pipe's removal: the turns between
        // (five lines of output, reaping looks) registered nothing again.
        #expect(poller.controlCalls == 3)
        #expect(dispatcher.waits > 3)
    }
}
