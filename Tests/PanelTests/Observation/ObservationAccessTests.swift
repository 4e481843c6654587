import Observation
import Testing
@testable import PanelUI

@Observable
private final class Reading {
    var value = 0
}

/// What a tracked run reports of its own reads: a run that read a model always says so;
/// one that read nothing says so only where Observation's list of the run's reads is
/// reachable (the runtime linked into the program), and counts as having read elsewhere.
@Suite struct ObservationAccessTests {
    private func reported(reading model: Reading?) -> Bool {
        var reported = false
        withObservationTracking({
            if let model { _ = model.value }
            reported = ObservationAccess.currentRunHasReadAnything
        }, onChange: {})
        return reported
    }

    @Test func aRunThatReadAModelSaysSo() {
        #expect(reported(reading: Reading()))
    }

    @Test func aRunThatReadNothingSaysSoWhereTheListIsReachable() {
        #expect(reported(reading: nil) == !ObservationAccess.isAvailable)
    }

    @Test func aScopeWhoseRunReadNothingHoldsATrackingOnlyWhereTheListIsUnreachable() async {
        await MainActor.run {
            let scope = ObservationScope()
            scope.track({ () }, changed: {})
            #expect(scope.isWatching == !ObservationAccess.isAvailable)
            scope.retire()
            #expect(scope.installedTrackings == 0)
        }
    }

    @Test func aScopeWhoseRunReadAModelIsToldOfItsChangeOnce() async {
        await MainActor.run {
            let scope = ObservationScope(), model = Reading()
            let told = Told()
            scope.track({ _ = model.value }, changed: { told.count += 1 })
            #expect(scope.isWatching)
            model.value = 1
            model.value = 2
            #expect(told.count == 1)
            #expect(scope.installedTrackings == 0)
        }
    }
}

private final class Told: @unchecked Sendable {
    var count = 0
}
