@_spi(SwiftUI) import Observation
import Synchronization

/// One place that reads `@Observable` properties again and again (a body, or a closure of
/// its views that a container runs after it), and the trackings of its latest run.
///
/// A new run retires the trackings of earlier ones: left installed, each would stay in
/// the registrar of every model it read until that property changed, and a property that
/// never changes would keep every run's tracking for as long as the program runs. Swift's
/// Observation hands a tracking to its handler only when something it read changes, so
/// every run also reads a sentinel of this scope's own, and retiring changes the sentinel:
/// each earlier tracking's handler runs, sees an old generation, and cancels it.
final class ObservationScope: @unchecked Sendable {
    private let generation = Atomic<Int>(0)
    private let sentinel = EvaluationSentinel()
    /// Whether a tracking may still be installed (set when one is, cleared by a retire).
    /// Read and written on the loop's thread only.
    private var hasInstalledTracking = false

    init() {}

    deinit {
        // The owner is gone: the trackings of its last run go with it.
        generation.add(1, ordering: .releasing)
        sentinel.retire()
    }

    /// Cancels every tracking installed so far; their changes are no longer told.
    @MainActor func retire() {
        generation.add(1, ordering: .releasing)
        guard hasInstalledTracking else { return }
        hasInstalledTracking = false
        sentinel.retire()
    }

    /// Runs `make`, tracking what it reads: the first change to any of it calls `changed`
    /// (on the thread that made it) unless this scope was retired since.
    @MainActor func track<Result>(_ make: () -> Result, changed: @escaping @Sendable () -> Void) -> Result {
        let current = generation.load(ordering: .acquiring)
        hasInstalledTracking = true
        installed.add(1, ordering: .relaxed)
        return withObservationTracking({
            sentinel.read()
            return make()
        }, didSet: { [weak self] tracking in
            // Once: the first change (or a retire) ends the tracking.
            tracking.cancel()
            // Weak: the sentinel's registrar holds this closure, and this scope holds the
            // sentinel.
            guard let self else { return }
            self.installed.subtract(1, ordering: .relaxed)
            guard self.generation.load(ordering: .acquiring) == current else { return }
            changed()
        })
    }

    /// How many trackings of this scope are installed: each ends once, by a change or a
    /// retire (tests repeat an action and compare).
    var installedTrackings: Int { installed.load(ordering: .relaxed) }
    private let installed = Atomic<Int>(0)
}
