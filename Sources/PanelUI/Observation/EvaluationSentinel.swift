@_spi(SwiftUI) import Observation

/// An observable value of no meaning but its changes: a body's trackings read it, and
/// changing it reaches every one of them (`ObservationScope`).
final class EvaluationSentinel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var changes = 0

    func read() {
        registrar.access(self, keyPath: \.changes)
    }

    /// Tells every tracking that read this sentinel of a change. (Only the `didSet` edge:
    /// the trackings watch no other, and each edge costs a look-up by key path.)
    func retire() {
        changes &+= 1
        registrar.didSet(self, keyPath: \.changes)
    }
}
