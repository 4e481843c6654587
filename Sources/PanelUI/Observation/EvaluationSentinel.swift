@_spi(SwiftUI) import Observation

/// An observable value of no meaning but its changes: a body's trackings read it, and
/// changing it reaches every one of them (`ObservationScope`).
final class EvaluationSentinel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var changes = 0

    func read() {
        registrar.access(self, keyPath: \.changes)
    }

    func retire() {
        registrar.withMutation(of: self, keyPath: \.changes) { changes &+= 1 }
    }
}
