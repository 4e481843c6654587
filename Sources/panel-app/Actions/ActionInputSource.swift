import Panel

/// Lets the event loop drive the action runner: children's output pipes are waited on
/// like input devices, and timeouts and reaping happen at deadlines. It never produces
/// pointer events.
final class ActionInputSource: InputSource {
    let runner: ActionRunner
    /// While children run, the loop looks for exited ones this often (a child's output
    /// closing usually tells first).
    static let reapInterval: Int64 = 100_000_000
    /// When the loop next looks for exited children. It stays put once set: the loop asks
    /// for the deadline again when it wakes, and one always 100 ms ahead would never be due.
    private var nextReap: MonotonicTime?

    init(runner: ActionRunner) { self.runner = runner }

    var fileDescriptors: [Int32] { runner.fileDescriptors }

    func readAvailable(from descriptor: Int32) -> [PointerEvent] {
        runner.readOutput(from: descriptor)
        runner.reap()
        return []
    }

    var nextDeadline: MonotonicTime? {
        guard !runner.isIdle else {
            nextReap = nil
            return nil
        }
        let reap = nextReap ?? MonotonicTime.now() + ActionInputSource.reapInterval
        nextReap = reap
        return [runner.nextDeadline, reap].compactMap { $0 }.min()
    }

    func eventsDue(at time: MonotonicTime) -> [PointerEvent] {
        // The loop starts watching a source's descriptors only when that source is read, so
        // the pipe of a child started by a touch may be unwatched: drain every pipe here.
        for descriptor in runner.fileDescriptors { runner.readOutput(from: descriptor) }
        // A child that exited while the loop was busy drawing is collected before any is
        // judged late: only one still running at its deadline timed out.
        runner.reap(now: time)
        runner.handleDeadlines(now: time)
        nextReap = nil
        return []
    }
}
