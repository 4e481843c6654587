import Glibc
import Testing
import Panel

/// Swift concurrency on Panel's event loop, in the probe program: its `.task` awaits a
/// `Task.sleep`, a detached task's value, `MainActor.run` and a continuation resumed from
/// a POSIX thread, and reports each step with the thread it ran on. A child process,
/// since only a program's own main thread runs the main queue (here the test runner has
/// it).
@Suite(.serialized) struct MainActorLoopTests {
    static let steps = ["task started", "slept", "slept for a duration", "detached value 42", "MainActor.run", "continuation resumed from a thread", "done"]

    @Test func mainActorJobsRunOnTheLoopThread() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none"])
        let output = probe.read(until: "probe: done", seconds: 20)
        let (status, rest) = probe.stop()
        for step in MainActorLoopTests.steps {
            #expect(output.contains("probe: \(step) on the loop"), "\(step) did not run on the loop:\n\(output)\(rest)")
        }
        #expect(!output.contains("OFF the loop"), "\(output)")
        #expect(status == 0, "\(rest)")
    }

    @Test func idleLoopDoesNotWake() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none"])
        let output = probe.read(until: "probe: done", seconds: 20)
        #expect(output.contains("probe: done"), "\(output)")
        usleep(1_000_000)
        let before = probe.mainThreadSwitches()
        usleep(3_000_000)
        let after = probe.mainThreadSwitches()
        _ = probe.stop()
        // Idle means no wake-up at all: the thread stays in one epoll_wait.
        #expect(before >= 0 && after == before, "the idle loop's thread woke \(after - before) times in 3 s")
    }

    @Test func aTimerTextWakesTheLoopOnlyOnceASecond() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none"], environment: ["PROBE_TIMER": "1"])
        let output = probe.read(until: "probe: done", seconds: 20)
        #expect(output.contains("probe: done"), "\(output)")
        usleep(300_000)
        let before = probe.mainThreadSwitches()
        usleep(3_000_000)
        let after = probe.mainThreadSwitches()
        _ = probe.stop()
        // Three seconds of a countdown: each wakes the loop for its deadline and the
        // frame's flip; without ticking it would not wake at all.
        #expect(after - before >= 3 && after - before <= 12, "the loop's thread slept \(after - before) times in 3 s")
    }

    @Test func aOnceASecondClockWakesTheLoopOnlyForItsTicks() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none"], environment: ["PROBE_CLOCK": "1"])
        let output = probe.read(until: "probe: done", seconds: 20)
        #expect(output.contains("probe: done"), "\(output)")
        usleep(300_000)
        let before = probe.mainThreadSwitches()
        usleep(3_000_000)
        let after = probe.mainThreadSwitches()
        _ = probe.stop()
        // Three ticks: each wakes the loop for its deadline and the frame's flip.
        #expect(after - before >= 3 && after - before <= 12, "the loop's thread slept \(after - before) times in 3 s")
    }

    /// An `AsyncStream` fed by a POSIX thread, read by a `.task` into a main-actor
    /// `@Observable` model that the app keeps in `@State` (set up in `App.init`) and hands
    /// down with `.environment(_:)` at its window group: each value redraws the view on the
    /// loop (its `.onChange(of:)` sees it).
    @Test func streamValuesFromAThreadRedrawTheView() throws {
        let probe = try ProbeProcess(["--display", "headless", "--input", "none"], environment: ["PROBE_STREAM": "1"])
        let output = probe.read(until: "probe: stream finished", seconds: 20)
        let (status, rest) = probe.stop()
        #expect(output.contains("probe: stream task started, set up true on the loop"), "\(output)\(rest)")
        // Each value is drawn (values arriving within one frame, on a busy machine, are
        // drawn together: the last one counts).
        #expect(output.contains("probe: redrawn with 0 -> "), "\(output)\(rest)")
        #expect(output.contains(" -> 3 on the loop"), "\(output)\(rest)")
        #expect(!output.contains("OFF the loop"), "\(output)\(rest)")
        #expect(output.contains("probe: stream finished on the loop"), "\(output)\(rest)")
        #expect(status == 0, "\(rest)")
    }
}
