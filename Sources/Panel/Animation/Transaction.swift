/// The context of a state change: the animation it should run with, if any. Gesture
/// `updating` closures receive one; `withAnimation` sets one for the changes it makes.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// The transaction of the changes being made now (inside `withAnimation`).
    @TaskLocal static var current: Transaction?
}

/// Runs `body`, whose state changes should animate with `animation`. Until animations
/// run, the changes apply at once.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `transaction` as the context of its state changes.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction) { try body() }
}
