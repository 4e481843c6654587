import Panel

/// Lets the event loop save the state file: a store's unsaved changes are a deadline, so
/// a save happens once `StateStore.saveDelay` after the first change, between frames,
/// however many changes a slider drag makes meanwhile. It never produces pointer events.
final class StateSaveSource: InputSource {
    let store: StateStore
    private let log: (Log.Priority, String) -> Void

    init(store: StateStore, log: @escaping (Log.Priority, String) -> Void = Log.write) {
        self.store = store
        self.log = log
    }

    var fileDescriptors: [Int32] { [] }

    func readAvailable(from descriptor: Int32) -> [PointerEvent] { [] }

    var nextDeadline: MonotonicTime? { store.saveDeadline }

    func eventsDue(at time: MonotonicTime) -> [PointerEvent] {
        do {
            if try store.saveIfDue(now: time) { logSaved() }
        } catch {
            log(.error, "\(error); trying again in \(StateStore.retryDelay / 1_000_000_000) s")
        }
        return []
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
