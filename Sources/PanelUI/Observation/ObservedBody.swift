import Observation
import PanelBase
import Synchronization

/// What ties one view body's reads of `@Observable` properties to its node.
///
/// Each evaluation of the body is tracked anew (`withObservationTracking`, by its node),
/// under a new generation. Observation calls a tracking back once, at the first change of
/// anything it read; the call of an older generation (a body that re-ran for another
/// reason since, and may no longer read that property) is ignored.
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

    /// A new evaluation of the body begins: the callbacks of earlier ones are ignored
    /// from now on.
    @MainActor func beginEvaluation() {
        generation.add(1, ordering: .releasing)
    }

    /// The callback for what the current evaluation reads (the body, and the closures of
    /// its views that run after it: a `ForEach`'s content).
    @MainActor func observer() -> @Sendable () -> Void {
        let current = generation.load(ordering: .acquiring)
        return { [self] in self.willChange(generation: current) }
    }

    /// A property read by the evaluation of `generation` is about to change.
    private func willChange(generation tracked: Int) {
        guard generation.load(ordering: .acquiring) == tracked else { return }
        inbox.post(self)
    }
}
