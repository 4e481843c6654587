import PanelBase

/// The completion closures of transactions (`withAnimation(_:completionCriteria:_:completion:)`,
/// `Transaction.addAnimationCompletion`): a transaction is a `Sendable` value, so it
/// carries only their numbers, and the closures wait here until a host applies the
/// transaction's changes and schedules them on its frame clock.
@MainActor
final class AnimationCompletions {
    static let shared = AnimationCompletions()

    struct Entry {
        let criteria: AnimationCompletionCriteria
        let action: () -> Void
    }
    private var waiting: [Int: Entry] = [:]
    /// Completions whose transaction changed nothing: any host calls them at its next frame.
    private(set) var unclaimed: [() -> Void] = []
    private var claimed: Set<Int> = []
    private var nextID = 1

    func register(_ criteria: AnimationCompletionCriteria, _ action: @escaping () -> Void) -> Int {
        defer { nextID += 1 }
        waiting[nextID] = Entry(criteria: criteria, action: action)
        return nextID
    }

    /// A host saw a state change in a transaction carrying `ids`.
    func claim(_ ids: [Int]) { claimed.formUnion(ids) }

    /// A host applied the transaction: it schedules these.
    func take(_ ids: [Int]) -> [Entry] {
        ids.compactMap { id in
            claimed.remove(id)
            return waiting.removeValue(forKey: id)
        }
    }

    /// After `withTransaction`'s body: completions no change claimed wait for a frame.
    func settle(_ ids: [Int]) {
        for id in ids where !claimed.contains(id) {
            if let entry = waiting.removeValue(forKey: id) { unclaimed.append(entry.action) }
        }
    }

    var hasUnclaimed: Bool { !unclaimed.isEmpty }

    func takeUnclaimed() -> [() -> Void] {
        defer { unclaimed = [] }
        return unclaimed
    }
}
