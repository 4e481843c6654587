import Panel

/// Lets the event loop drive the action runner: children's output pipes are waited on
/// like input devices, and timeouts and reaping happen at deadlines. It never produces
/// pointer events.
final class ActionInputSource: InputSource {
    let runner: ActionRunner
    /// While children run, the loop looks for exited ones this often (a child's output
    /// closing usually tells first).
    static let reapInterval: Int64 = 100_000_000

    init(runner: ActionRunner) { self.runner = runner }

    var fileDescriptors: [Int32] { runner.fileDescriptors }

    func readAvailable(from descriptor: Int32) -> [PointerEvent] {
        runner.readOutput(from: descriptor)
        runner.reap()
        return []
    }

    /// When the loop next looks for exited children; set while any run.
    private var nextReap: MonotonicTime?

    var nextDeadline: MonotonicTime? {
        if runner.isIdle {
            nextReap = nil
            return nil
        }
        if nextReap == nil { nextReap = MonotonicTime.now() + ActionInputSource.reapInterval }
        return [runner.nextDeadline, nextReap].compactMap { $0 }.min()
    }

    func eventsDue(at time: MonotonicTime) -> [PointerEvent] {
        // A child that exited while the loop was busy drawing is collected before any is
        // judged late: only one still running at its deadline timed out.
        runner.reap(now: time)
        runner.handleDeadlines(now: time)
        nextReap = runner.isIdle ? nil : time + ActionInputSource.reapInterval
        return []
    }
}
