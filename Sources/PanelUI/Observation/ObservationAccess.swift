@_spi(SwiftUI) import Observation
import CObservationAccess

/// Whether the run of `withObservationTracking` going on now has read an `@Observable`
/// property so far.
///
/// Observation keeps the reads of the innermost tracking in a per-thread access list (its
/// `_AccessList`, nil until the first read) and installs nothing for a run that read
/// nothing. A scope whose run read no model then has nothing to cancel later, and skips
/// its sentinel (`ObservationScope`): most bodies on a panel read only their inputs and
/// `@State`, and a tracking costs a body run some 11 k instructions (installing it, the
/// sentinel's read, and cancelling it through the sentinel's registrar).
///
/// The list is reachable where the Swift runtime is linked into the program (a kiosk's
/// static release build); elsewhere, or if Observation ever keeps something else there
/// (checked once, on a run of its own), every run counts as having read something.
enum ObservationAccess {
    static var currentRunHasReadAnything: Bool {
        guard isAvailable else { return true }
        return listHoldsAnyRead ?? true
    }

    /// Whether the list is there and means what this reads it for: empty in a tracked run
    /// before any read, not after one.
    static let isAvailable: Bool = {
        guard panel_observation_access_list_is_available() != 0 else { return false }
        let model = EvaluationSentinel()
        var before: Bool?, after: Bool?
        withObservationTracking({
            before = listHoldsAnyRead
            model.read()
            after = listHoldsAnyRead
        }, onChange: {})
        return before == false && after == true
    }()

    /// Whether the current run's list holds a read; nil outside any tracked run. (Only
    /// where the accessor is there.)
    private static var listHoldsAnyRead: Bool? {
        guard let list = panel_observation_access_list() else { return nil }
        return list.assumingMemoryBound(to: ObservationTracking._AccessList?.self).pointee != nil
    }
}
