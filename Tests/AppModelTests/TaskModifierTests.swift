import Testing
@testable import Panel

@MainActor
final class TaskLog {
    var entries: [String] = []
    var priorities: [TaskPriority] = []

    /// Lets the main actor's queued jobs run until `condition` holds, or `seconds` pass.
    /// The wait is long because the whole suite runs in parallel: tests that block their
    /// threads (child processes, real event loops) can hold the cooperative pool, through
    /// which a cancelled `Task.sleep` resumes, for a minute. Before giving up it lets the
    /// jobs queued meanwhile run.
    func wait(seconds: Int64 = 180, until condition: () -> Bool) async {
        let end = MonotonicTime.now() + seconds * 1_000_000_000
        while !condition() {
            if MonotonicTime.now() >= end {
                for _ in 0..<100 where !condition() { await Task.yield() }
                return
            }
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

extension ViewHost {
    func tap(_ label: String, at seconds: Double) {
        guard let element = element(labeled: label) else {
            Issue.record("no element labelled \(label)")
            return
        }
        send(PointerEvent(pointer: 1, phase: .began, location: element.activationPoint, timestamp: MonotonicTime(seconds: seconds)))
        send(PointerEvent(pointer: 1, phase: .ended, location: element.activationPoint, timestamp: MonotonicTime(seconds: seconds + 0.05)))
        update(at: MonotonicTime(seconds: seconds + 0.1))
    }
}

/// `.task` and `.task(id:)`: started when the view appears, on the main actor; cancelled
/// when it goes away; cancelled and started again when the id changes. (In this test
/// process the main actor's jobs run on the runner's main queue; in a program, on the
/// event loop: MainActorLoopTests.)
@MainActor
@Suite struct TaskModifierTests {
    /// How long the tasks under test sleep: far longer than the whole suite may stall them.
    /// (The whole suite, run in parallel on two cores, can hold the cooperative pool, and so
    /// this test's main-actor steps, for more than a minute: a task that slept a minute could
    /// end before the test got to change its id.)
    static let longerThanAnyStall: UInt64 = 3_600_000_000_000
    struct Shown: View {
        let log: TaskLog
        @State var shown = true
        var body: some View {
            VStack {
                Button("toggle") { shown.toggle() }
                if shown {
                    Text("child").task(priority: .low) {
                        MainActor.assertIsolated()
                        log.priorities.append(Task.currentPriority)
                        log.entries.append("started")
                        do {
                            try await Task.sleep(nanoseconds: TaskModifierTests.longerThanAnyStall)
                            log.entries.append("slept")
                        } catch {
                            log.entries.append(Task.isCancelled ? "cancelled" : "failed")
                        }
                    }
                }
            }
        }
    }

    @Test func startsOnAppearAndIsCancelledOnDisappear() async {
        let log = TaskLog()
        let host = ViewHost(rootView: Shown(log: log), width: 200, height: 200)
        host.update()
        await log.wait { log.entries == ["started"] }
        #expect(log.entries == ["started"])
        #expect(log.priorities == [.low])
        host.tap("toggle", at: 1)
        await log.wait { log.entries.count == 2 }
        #expect(log.entries == ["started", "cancelled"])
        host.tap("toggle", at: 2)
        await log.wait { log.entries.count == 3 }
        #expect(log.entries == ["started", "cancelled", "started"])
    }

    struct Identified: View {
        let log: TaskLog
        @State var room = 1
        @State var other = 0
        var body: some View {
            VStack {
                Button("next") { room += 1 }
                Button("other") { other += 1 }
                Text("room \(room) \(other)").task(id: room) {
                    let id = room
                    log.entries.append("start \(id)")
                    // The cancellation is logged where it is made (on the main actor, in the
                    // update that changed the id), not when the sleeping task next runs: that
                    // needs a thread of the cooperative pool, which other suites' blocking
                    // tests may hold for minutes.
                    await withTaskCancellationHandler {
                        // A sleep that runs out shows in the log: then the task had ended
                        // before the id changed, and there was nothing left to cancel.
                        if (try? await Task.sleep(nanoseconds: TaskModifierTests.longerThanAnyStall)) != nil {
                            log.entries.append("slept \(id)")
                        }
                    } onCancel: {
                        MainActor.assumeIsolated { log.entries.append("cancel \(id)") }
                    }
                }
            }
        }
    }

    @Test func anIDChangeRestartsTheTaskAndOtherChangesDoNot() async {
        let log = TaskLog()
        let host = ViewHost(rootView: Identified(log: log), width: 200, height: 200)
        host.update()
        await log.wait { log.entries == ["start 1"] }
        host.tap("other", at: 1)
        await log.wait(seconds: 1) { log.entries.count > 1 }
        #expect(log.entries == ["start 1"], "a change other than the id restarted the task")
        host.tap("next", at: 2)
        await log.wait(seconds: 20) { log.entries.count == 3 }
        #expect(log.entries.contains("start 2"), "\(log.entries)")
        #expect(log.entries.count == 3 && log.entries.first == "start 1", "\(log.entries)")
        #expect(Set(log.entries.dropFirst()) == ["cancel 1", "start 2"], "\(log.entries)")
    }

    @Test func aHostDroppedWithItsViewsCancelsTheirTasks() async {
        let log = TaskLog()
        var host: ViewHost? = ViewHost(rootView: Shown(log: log), width: 200, height: 200)
        host?.update()
        await log.wait { log.entries == ["started"] }
        host = nil
        await log.wait { log.entries.count == 2 }
        #expect(log.entries == ["started", "cancelled"])
    }
}
