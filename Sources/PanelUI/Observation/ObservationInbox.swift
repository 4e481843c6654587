import Glibc
import PanelBase
import Synchronization

/// Where changes to `@Observable` properties that view bodies read arrive, from any thread.
///
/// Observation tells of a change on the thread that makes it, once the new value is
/// stored (`ObservedBody`). A change made on the loop's thread marks its body at once,
/// like a `@State` write; one made on another thread (a background task, a `Thread`, a Dispatch queue)
/// is kept here under a lock and the loop is woken (`requestFrame`, which the runtime
/// installs: an eventfd the loop's epoll set watches), so the loop marks the bodies at its
/// next update, within one frame and without polling.
final class ObservationInbox: Sendable {
    private struct Pending {
        var bodies: [ObservedBody] = []
        var requestFrame: (@Sendable () -> Void)?
    }
    private let pending = Mutex(Pending())
    /// Set while changes wait, so the loop checks with one load (no lock) at every turn.
    private let hasChanges = Atomic<Bool>(false)
    /// The thread the view graph is made on: the main actor's. In a program that is the
    /// main thread, where the loop runs; a change made there is the main actor's own.
    private let loopThread = pthread_self()

    init() {}

    /// Wakes the loop when a change arrives from another thread; nil: nothing to wake
    /// (tests updating the host by hand).
    func setFrameRequest(_ request: (@Sendable () -> Void)?) {
        pending.withLock { $0.requestFrame = request }
    }

    /// Whether changes from other threads wait for `take()`.
    var hasPendingChanges: Bool { hasChanges.load(ordering: .acquiring) }

    /// A property that `body`'s last evaluation read has changed.
    func post(_ body: ObservedBody) {
        if pthread_equal(pthread_self(), loopThread) != 0 {
            MainActor.assumeIsolated { body.node?.observedPropertyChanged() }
            return
        }
        let request: (@Sendable () -> Void)? = pending.withLock { state in
            state.bodies.append(body)
            // One wake-up per batch: the loop takes them all at once.
            return state.bodies.count == 1 ? state.requestFrame : nil
        }
        hasChanges.store(true, ordering: .releasing)
        request?()
    }

    /// The bodies changed from other threads since the last call (on the loop's thread).
    func take() -> [ObservedBody] {
        guard hasPendingChanges else { return [] }
        hasChanges.store(false, ordering: .releasing)
        return pending.withLock { state in
            let bodies = state.bodies
            state.bodies = []
            return bodies
        }
    }
}
