import Panel

/// Saves the state file from the event loop: the store's unsaved changes are a deadline
/// source, so a save happens once `StateStore.saveDelay` after the first change, between
/// frames, however many changes a slider drag makes meanwhile.
final class StateSaver {
    let store: StateStore
    private let log: (Log.Priority, String) -> Void
    private weak var dispatcher: EventDispatcher?
    private var source: LoopSourceID?

    init(store: StateStore, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.store = store
        self.log = log
    }

    func attach(to dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
        source = dispatcher.addDeadlineSource(at: store.saveDeadline) { now in
            self.saveIfDue(at: now)
            return self.store.saveDeadline
        }
        store.onSaveDeadlineChange = { [weak self] in
            guard let self, let source = self.source else { return }
            self.dispatcher?.setDeadline(source, to: self.store.saveDeadline)
        }
    }

    /// Saves if the store's deadline has come; a failure is logged and tried again later.
    func saveIfDue(at time: MonotonicTime) {
        do {
            if try store.saveIfDue(now: time) { logSaved() }
        } catch {
            log(.error, "\(error); trying again in \(StateStore.retryDelay / 1_000_000_000) s")
        }
    }

    /// Saves what is not saved yet; for the end of a run.
    func saveUnsavedChanges() {
        do {
            if try store.saveUnsavedChanges() { logSaved() }
        } catch {
            log(.error, "\(error)")
        }
    }

    private func logSaved() { log(.debug, "\(store.path): saved \(store.values.count) values") }
}
