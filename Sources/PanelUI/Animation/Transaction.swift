import PanelBase

/// The context of a state change: the animation it should run with, if any. Gesture
/// `updating` closures receive one; `withAnimation` sets one for the changes it makes.
public struct Transaction: Sendable {
    /// How the values the change affects move to their new values (nil: at once).
    public var animation: Animation?
    /// Ignores `.animation(_:value:)` modifiers for this change.
    public var disablesAnimations = false

    /// The completions to call when this transaction's animations end (see
    /// `AnimationCompletions`).
    var completionIDs: [Int] = []

    public init() {}
    public init(animation: Animation?) { self.animation = animation }

    /// Calls `completion` when the animations of this transaction's changes meet
    /// `criteria`, on the frame clock of the host that shows them.
    @MainActor
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completionIDs.append(AnimationCompletions.shared.register(criteria, completion))
    }

    /// The transaction of the changes being made now (inside `withTransaction`).
    @TaskLocal package static var current: Transaction?

    /// Whether two transactions animate alike (their changes may be applied together).
    static func animateAlike(_ a: Transaction?, _ b: Transaction?) -> Bool {
        a?.animation == b?.animation && (a?.disablesAnimations ?? false) == (b?.disablesAnimations ?? false)
    }
}

/// Runs `body`; the state changes it makes move to their new values with `animation`
/// (every position, size, colour, opacity, scale, corner radius and shadow they affect),
/// starting from what the screen shows at that moment.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, and calls `completion` once the animations it started
/// meet `completionCriteria` (at the frame where they do; at the next frame when the body
/// changed nothing).
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the context of its state changes.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer { if !transaction.completionIDs.isEmpty { AnimationCompletions.shared.settle(transaction.completionIDs) } }
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` with one property of the transaction set to `value`.
@MainActor
public func withTransaction<Result, Value>(_ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value,
                                           _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
