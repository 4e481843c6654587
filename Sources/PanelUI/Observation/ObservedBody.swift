import PanelBase

/// What ties one view body's reads of `@Observable` properties to its node.
///
/// The body's own evaluation is one `ObservationScope`; each closure of its views that a
/// container runs after it (a `ForEach`'s content while a list is reconciled, a
/// `GeometryReader`'s at layout) is another, by the node that runs it, since those run
/// again without the body. A change to anything read is told once, and marks the body.
/// A new evaluation of the body retires every scope (what the closures read is read
/// anew when the containers take the new body); the node leaving the graph does too.
///
/// Changes are taken on their `didSet` edge, after the new value is stored (the SPI form
/// of `withObservationTracking` that SwiftUI uses; the public form tells of a change
/// before it is made). A change made on another thread can then be handed to the loop at
/// once: a body the loop re-runs reads the new value. Told before the store, the loop
/// could re-run the body in between, read the old value, and miss the change.
///
/// Shared with the threads that change models: only the scopes' generations and the inbox
/// are read there; `node` is read on the loop's thread only.
final class ObservedBody: @unchecked Sendable {
    /// Not weak (a weak reference would give the node a side table, and make each retain
    /// and release of it slower): the node clears it as it goes away, on the loop's thread.
    nonisolated(unsafe) unowned(unsafe) var node: CompositeNode?
    let inbox: ObservationInbox
    private let bodyScope = ObservationScope()
    /// The closures' scopes, by the node running each and which closure, with the
    /// evaluation of the body they last ran in (loop thread only).
    private var closureScopes: [ClosureKey: (scope: ObservationScope, evaluation: Int)] = [:]
    private var evaluations = 0
    private struct ClosureKey: Hashable {
        let runner: ObjectIdentifier
        let site: TrackedClosure
    }

    @MainActor init(node: CompositeNode, inbox: ObservationInbox) {
        self.node = node
        self.inbox = inbox
    }

    /// A new evaluation of the body begins: the trackings of earlier ones are stale.
    @MainActor func beginEvaluation() {
        evaluations += 1
        bodyScope.retire()
        guard !closureScopes.isEmpty else { return }
        // What the closures read is read again when the containers take the new body.
        // A closure that did not run since the evaluation before (its node went away)
        // ends here.
        for (key, entry) in closureScopes {
            if entry.evaluation < evaluations - 1 {
                entry.scope.retire()
                closureScopes[key] = nil
            } else {
                entry.scope.retire()
            }
        }
    }

    /// The body's node leaves the graph: nothing it read may keep a tracking of it.
    @MainActor func end() {
        bodyScope.retire()
        for entry in closureScopes.values { entry.scope.retire() }
        closureScopes.removeAll()
    }

    /// Runs the body, tracking the observable properties it reads.
    @MainActor func track<Result>(_ make: () -> Result) -> Result {
        bodyScope.track(make, changed: changeHandler())
    }

    /// Runs a closure of the body's views that `runner` runs after the body, tracking what
    /// it reads in place of what its last run read.
    @MainActor func track<Result>(_ make: () -> Result, runBy runner: ViewNode, site: TrackedClosure) -> Result {
        let key = ClosureKey(runner: ObjectIdentifier(runner), site: site)
        let scope: ObservationScope
        if let known = closureScopes[key]?.scope {
            known.retire()
            scope = known
        } else {
            scope = ObservationScope()
        }
        closureScopes[key] = (scope, evaluations)
        return scope.track(make, changed: changeHandler())
    }

    /// The scopes watching now (the body's and its closures' latest runs), and the
    /// trackings of earlier runs not cancelled yet (a few per scope at most).
    @MainActor var trackings: (watching: Int, stale: Int) {
        var watching = bodyScope.isWatching ? 1 : 0
        var installed = bodyScope.installedTrackings
        for entry in closureScopes.values {
            if entry.scope.isWatching { watching += 1 }
            installed += entry.scope.installedTrackings
        }
        return (watching, installed - watching)
    }

    private func changeHandler() -> @Sendable () -> Void {
        { [weak self] in
            guard let self else { return }
            self.inbox.post(self)
        }
    }
}
