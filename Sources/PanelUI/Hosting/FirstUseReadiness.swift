/// Work the Swift runtime does once, at the first use of what a touch needs (a task-local
/// set up, Observation's storage for telling a change): done when the first host is made,
/// so the first touch after start answers as fast as the ones after it, not a tenth of a
/// millisecond later.
@MainActor
enum FirstUseReadiness {
    /// Prepares, once per process.
    static func prepare() { _ = prepared }

    private static let prepared: Void = {
        // A gesture's action reads the transaction: its task-local is set up at its first read.
        _ = Transaction.current
        // Whether a run's reads can be seen (checked on a tracked run of its own, here
        // rather than nested in a body's run).
        _ = ObservationAccess.isAvailable
        // A body's tracking told of a change (it is cancelled through the registrar).
        let scope = ObservationScope(), model = EvaluationSentinel()
        scope.track({ model.read() }, changed: {})
        scope.retire()
    }()
}
