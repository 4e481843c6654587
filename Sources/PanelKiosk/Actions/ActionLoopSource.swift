import Glibc
import Panel

/// Drives the action runner from the event loop: each child's output pipe is a readable
/// source, registered when the child starts and removed when it is reaped, and one
/// deadline source covers the children's timeouts and the regular look for exited ones.
final class ActionLoopSource {
    let runner: ActionRunner
    /// While children run, the loop looks for exited ones this often (a child's output
    /// closing usually tells first).
    static let reapInterval: Int64 = 100_000_000

    private weak var dispatcher: EventDispatcher?
    private var deadlineSource: LoopSourceID?
    /// Each running child's pipe source, by the child's serial number.
    private var pipes: [Int: LoopSourceID] = [:]
    /// When the loop next looks for exited children; set while any run.
    private var nextReap: MonotonicTime?

    init(runner: ActionRunner) { self.runner = runner }

    func attach(to dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
        deadlineSource = dispatcher.addDeadlineSource(at: nil) { now in
            // A child that exited while the loop was busy drawing is collected before any
            // is judged late: only one still running at its deadline timed out.
            self.runner.reap(now: now)
            self.runner.handleDeadlines(now: now)
            self.nextReap = self.runner.isIdle ? nil : now + ActionLoopSource.reapInterval
            return self.nextDeadline(now: now)
        }
        runner.onChildrenChange = { [weak self] in self?.synchronize() }
        synchronize()
    }

    /// When the loop must next look at the children, nil while none runs.
    var nextDeadline: MonotonicTime? { deadlineSource.flatMap { dispatcher?.deadline(of: $0) } }

    /// Registers the pipes of children that started, removes those of children reaped, and
    /// moves the deadline.
    private func synchronize() {
        guard let dispatcher else { return }
        let running = runner.outputPipes
        let live = Set(running.map(\.child))
        for (child, source) in pipes where !live.contains(child) {
            dispatcher.remove(source)
            pipes[child] = nil
        }
        for pipe in running where pipes[pipe.child] == nil {
            pipes[pipe.child] = dispatcher.addReadableSource(pipe.descriptor) { ready in
                self.runner.readOutput(from: ready.descriptor, now: ready.now)
                self.runner.reap(now: ready.now)
            }
        }
        if let deadlineSource { dispatcher.setDeadline(deadlineSource, to: nextDeadline(now: dispatcher.now)) }
    }

    private func nextDeadline(now: MonotonicTime) -> MonotonicTime? {
        if runner.isIdle {
            nextReap = nil
            return nil
        }
        if nextReap == nil { nextReap = now + ActionLoopSource.reapInterval }
        return [runner.nextDeadline, nextReap].compactMap { $0 }.min()
    }
}
