@_spi(SwiftUI) import Observation
import Synchronization

/// One place that reads `@Observable` properties again and again (a body, or a closure of
/// its views that a container runs after it), and the trackings of its latest run.
///
/// A new run retires the trackings of earlier ones: left installed, each would stay in
/// the registrar of every model it read until that property changed, and a property that
/// never changes would keep every run's tracking for as long as the program runs. Swift's
/// Observation hands a tracking to its handler only when something it read changes, so
/// every run also reads a sentinel of this scope's own, and changing the sentinel hands
/// every tracking of this scope to its handler, which cancels it. A run that read no
/// model installs no tracking, and reads no sentinel (`ObservationAccess`).
///
/// A new run makes the earlier run's tracking stale at once (a change it sees is not told)
/// and cancels it then. Cancelling is paid per tracking, however many are cancelled
/// together: keeping stale runs to cancel in batches saves nothing overall, and made every
/// ninth update of a screen of observed rows half as long again as the others (a frame's
/// tail).
final class ObservationScope: @unchecked Sendable {
    private let generation = Atomic<Int>(0)
    private let sentinel = EvaluationSentinel()

    init() {}

    deinit {
        // The owner is gone: the trackings of its last run go with it.
        generation.add(1, ordering: .releasing)
        sentinel.retire()
    }

    /// Makes the tracking installed so far stale, and cancels it: its changes are no
    /// longer told.
    @MainActor func retire() {
        generation.add(1, ordering: .releasing)
        watching.store(false, ordering: .relaxed)
        // Each tracking ends once, by its change or by this cancel (which ends them all
        // before it returns): with none installed (no run since the last cancel, or a body
        // run again because what it read changed), there is nothing to cancel, and the
        // sentinel's change would cost a look-up in its registrar for nothing.
        guard installed.load(ordering: .acquiring) > 0 else { return }
        sentinel.retire()
    }

    /// Runs `make`, tracking what it reads: the first change to any of it calls `changed`
    /// (on the thread that made it) unless this scope was retired since.
    @MainActor func track<Result>(_ make: () -> Result, changed: @escaping @Sendable () -> Void) -> Result {
        let current = generation.load(ordering: .acquiring)
        return withObservationTracking({
            let result = make()
            // A run that read no model installs no tracking: nothing to watch or cancel.
            // One that did reads the sentinel too, and counts its tracking before it is
            // installed (after this returns), so its change cannot come first.
            if ObservationAccess.currentRunHasReadAnything {
                sentinel.read()
                installed.add(1, ordering: .relaxed)
                watching.store(true, ordering: .relaxed)
            }
            return result
        }, didSet: { [weak self] tracking in
            // Once: the first change (or a retire) ends the tracking.
            tracking.cancel()
            // Weak: the sentinel's registrar holds this closure, and this scope holds the
            // sentinel.
            guard let self else { return }
            self.installed.subtract(1, ordering: .releasing)
            guard self.generation.load(ordering: .acquiring) == current else { return }
            self.watching.store(false, ordering: .relaxed)
            changed()
        })
    }

    /// How many trackings of this scope are installed, the latest run's and stale ones
    /// not cancelled yet: each ends once, by a change or a cancel.
    var installedTrackings: Int { installed.load(ordering: .relaxed) }
    private let installed = Atomic<Int>(0)
    /// Whether the latest run's tracking is installed and not stale: what this scope
    /// watches now.
    var isWatching: Bool { watching.load(ordering: .relaxed) }
    private let watching = Atomic<Bool>(false)
}
