/// Something that can be stopped: a connected timer (`ConnectablePublisher.connect()`).
public protocol Cancellable {
    func cancel()
}

/// A cancellable that cancels when it is released, as Combine's.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    deinit { cancelAction?() }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Keeps this cancellable in `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}
