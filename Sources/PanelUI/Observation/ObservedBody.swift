import Observation
import PanelBase
import Synchronization

/// What ties one view body's reads of `@Observable` properties to its node.
///
/// Each evaluation of the body is tracked anew (`withObservationTracking`), under a new
/// generation. Observation calls a tracking back once, at the first change of anything it
/// read; the call of an older generation (a body that re-ran for another reason since,
/// and may no longer read that property) is ignored.
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

    /// Runs `evaluate` (the body), tracking the observable properties it reads.
    @MainActor func track<Result>(_ evaluate: () -> Result) -> Result {
        let current = generation.add(1, ordering: .releasing).newValue
        return withObservationTracking(evaluate, onChange: { [self] in self.willChange(generation: current) })
    }

    /// Runs `make`, a closure of the body's views run after the body itself (a `ForEach`'s
    /// content), as part of the current evaluation: a change to what it reads re-runs the
    /// body, which makes those views again.
    @MainActor func trackAlso<Result>(_ make: () -> Result) -> Result {
        let current = generation.load(ordering: .acquiring)
        return withObservationTracking(make, onChange: { [self] in self.willChange(generation: current) })
    }

    /// A property read by the evaluation of `generation` is about to change.
    private func willChange(generation tracked: Int) {
        guard generation.load(ordering: .acquiring) == tracked else { return }
        inbox.post(self)
    }
}
