import Observation

/// What an `ObservableObject`'s `objectWillChange` is: `send()` tells the views that
/// observe the object to redraw, from any thread (Combine's `ObservableObjectPublisher`,
/// without its subscribers: views are what observe it).
///
/// Underneath it is observed as an `@Observable` property is: a view body that reads the
/// object through a wrapper, or reads one of its `@Published` properties, records the read,
/// and `send()` marks those bodies, waking the loop when it is called on another thread
/// (docs/data-flow.md).
open class ObservableObjectPublisher: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    /// The property views are said to read: one for the whole object.
    private var version: Int { 0 }

    public init() {}

    /// Tells the views that observe the object that it changed. `@Published` properties
    /// call it after storing their new value.
    public final func send() {
        registrar.withMutation(of: self, keyPath: \.version) {}
    }

    /// Records that the running view body observes the object.
    final func access() {
        registrar.access(self, keyPath: \.version)
    }
}
