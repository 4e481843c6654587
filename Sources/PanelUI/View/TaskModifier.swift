import PanelBase

/// `.task`: an asynchronous action that lives as long as its view. It starts after the
/// update in which the view appears, runs on the main actor (between frames, on the event
/// loop), is cancelled when the view goes away, and with an `id`, is cancelled and started
/// again after an update in which the id changed.
struct _TaskModifier: ViewModifier, PrimitiveModifier {
    let priority: TaskPriority
    /// The id as a watched value; nil: started once.
    let id: ChangeWatch?
    let action: @MainActor () async -> Void
    func body(content: Content) -> Never { primitiveBody() }
    func makeNode() -> ModifierNode { TaskNode() }
}

final class TaskNode: ModifierNode {
    override var ownValueAffectsLayout: Bool { false }
    private var modifier: _TaskModifier?
    private var watchedID: ChangeWatch?
    private var running: Task<Void, Never>?
    /// Whether the view is still in the tree: a start queued for the end of an update must
    /// not outlive a removal in the same update.
    private var removed = false

    override func configure<Modifier: ViewModifier>(_ modifier: Modifier) {
        guard let m = modifier as? _TaskModifier else { return }
        let first = self.modifier == nil
        self.modifier = m
        if first {
            watchedID = m.id
            graph?.enqueue { [weak self] in self?.start() }
        } else if let id = m.id, let watched = watchedID, !id.isSame(watched.value) {
            watchedID = id
            graph?.enqueue { [weak self] in self?.start() }
        }
    }

    /// Cancels the running action, if any, and starts the current one.
    private func start() {
        guard !removed, let modifier else { return }
        running?.cancel()
        let action = modifier.action
        running = Task(priority: modifier.priority) { @MainActor in await action() }
    }

    // A host dropped with its tree (a panel replaced) cancels what its views started.
    isolated deinit { running?.cancel() }

    override func didRemove() {
        removed = true
        let task = running
        running = nil
        // After the update's disappear actions, as in SwiftUI.
        if let graph { graph.enqueueLast { task?.cancel() } } else { task?.cancel() }
    }
}

extension View {
    /// Runs `action` on the main actor when this view appears, and cancels it when the view
    /// goes away (the action sees `Task.isCancelled`, and `Task.sleep` throws).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(_TaskModifier(priority: priority, id: nil, action: action))
    }

    /// Runs `action` when this view appears and again, after cancelling the running one,
    /// whenever `value` changes; cancels it when the view goes away.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor () async -> Void) -> some View {
        modifier(_TaskModifier(priority: priority, id: .watching(value, initial: false) { _, _ in }, action: action))
    }
}
