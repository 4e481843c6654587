@_spi(SwiftUI) import Observation
import PanelBase
import Synchronization

/// What ties one view body's reads of `@Observable` properties to its node.
///
/// Each evaluation of the body is tracked anew, under a new generation; a change to
/// anything it read is told once, and the call of an older generation (a body that re-ran
/// for another reason since, and may no longer read that property) is ignored.
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

    @MainActor init(node: CompositeNode, inbox: ObservationInbox) {
        self.node = node
        self.inbox = inbox
    }

    /// A new evaluation of the body begins: the calls of earlier ones are ignored from now
    /// on.
    @MainActor func beginEvaluation() {
        generation.add(1, ordering: .releasing)
    }

    /// Runs `make` (the body, or a closure of its views that runs after it: a `ForEach`'s
    /// content), tracking the observable properties it reads for the current evaluation.
    @MainActor func track<Result>(_ make: () -> Result) -> Result {
        let current = generation.load(ordering: .acquiring)
        return withObservationTracking(make, didSet: { [self] tracking in
            // Once: the first change re-runs the body, which tracks what it reads anew.
            tracking.cancel()
            self.changed(generation: current)
        })
    }

    /// A property read by the evaluation of `generation` has changed.
    private func changed(generation tracked: Int) {
        guard generation.load(ordering: .acquiring) == tracked else { return }
        inbox.post(self)
    }
}
