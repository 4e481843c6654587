@_spi(SwiftUI) import Observation
import PanelBase
import Synchronization

/// What ties one view body's reads of `@Observable` properties to its node.
///
/// Each evaluation of the body is tracked anew, under a new generation; a change to
/// anything it read is told once. When the body runs again for another reason, or its
/// node leaves the graph, the trackings of earlier evaluations are cancelled
/// (`retireEarlierEvaluations`): left installed, each would stay in the registrar of
/// every model the body read until that property changed, and a property that never
/// changes would keep every evaluation's tracking for as long as the program runs.
///
/// Changes are taken on their `didSet` edge, after the new value is stored (the SPI form
/// of `withObservationTracking` that SwiftUI uses; the public form tells of a change
/// before it is made). A change made on another thread can then be handed to the loop at
/// once: a body the loop re-runs reads the new value. Told before the store, the loop
/// could re-run the body in between, read the old value, and miss the change.
///
/// Shared with the threads that change models: only `generation` and the inbox are read
/// there; `node` is read on the loop's thread only.
final class ObservedBody: @unchecked Sendable {
    nonisolated(unsafe) weak var node: CompositeNode?
    let inbox: ObservationInbox
    private let generation = Atomic<Int>(0)
    /// Read by every tracked evaluation, so each tracking also watches it; changed to hand
    /// the trackings of earlier evaluations to their handlers, which cancel them.
    private let sentinel = EvaluationSentinel()
    /// Whether a tracking may still be installed (set when one is, cleared by a retire).
    private var hasInstalledTracking = false

    @MainActor init(node: CompositeNode, inbox: ObservationInbox) {
        self.node = node
        self.inbox = inbox
    }

    /// A new evaluation of the body begins: the trackings of earlier ones are cancelled.
    @MainActor func beginEvaluation() {
        retireEarlierEvaluations()
    }

    /// The body's node leaves the graph: nothing it read may keep a tracking of it.
    @MainActor func end() {
        retireEarlierEvaluations()
    }

    deinit {
        // The node is gone: the trackings of its last evaluation go with it.
        generation.add(1, ordering: .releasing)
        sentinel.retire()
    }

    @MainActor private func retireEarlierEvaluations() {
        generation.add(1, ordering: .releasing)
        guard hasInstalledTracking else { return }
        hasInstalledTracking = false
        // Every tracking still installed is of an older generation now: its handler
        // cancels it without telling anyone.
        sentinel.retire()
    }

    /// Runs `make` (the body, or a closure of its views that runs after it: a `ForEach`'s
    /// content), tracking the observable properties it reads for the current evaluation.
    @MainActor func track<Result>(_ make: () -> Result) -> Result {
        let current = generation.load(ordering: .acquiring)
        hasInstalledTracking = true
        return withObservationTracking({
            sentinel.read()
            return make()
        }, didSet: { [weak self] tracking in
            // Once: the first change re-runs the body, which tracks what it reads anew.
            tracking.cancel()
            // Weak: the sentinel's registrar holds this closure, and this body holds the
            // sentinel.
            self?.changed(generation: current)
        })
    }

    /// A property read by the evaluation of `generation` has changed.
    private func changed(generation tracked: Int) {
        guard generation.load(ordering: .acquiring) == tracked else { return }
        inbox.post(self)
    }
}
