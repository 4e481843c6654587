import PanelBase

/// When an animation counts as finished, for the completions of `withAnimation` and
/// `Transaction.addAnimationCompletion`, as in SwiftUI.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// The animation's own time is over: a timing curve's duration (with its delay,
    /// speed and repeats), a spring's settling within 1 % of its change. It does not
    /// depend on what the change moved.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Everything the change set moving has come to rest (a spring settled to 1/16 px),
    /// and no earlier than `logicallyComplete`.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

extension Animation {
    /// How long the animation runs by its own clock, from its start (nil: forever).
    var logicalDuration: Int64? {
        let play: Int64
        switch curve {
        case .bezier(_, let duration): play = duration
        case .spring(let response, let damping, _): play = Animation.logicalSpringDuration(response: response, damping: damping)
        }
        let plays = playCount ?? 1
        if plays == Int.max { return nil }
        let total = Nanoseconds.product(play, Int64(plays))
        return Nanoseconds.sum(delay, mulDiv(total, 1 << 16, speedQ16))
    }

    /// A unit change's settling within 1 % (and 10 % per second), stepped as the animator
    /// steps springs.
    private static func logicalSpringDuration(response: Double, damping: Double) -> Int64 {
        let stepper = SpringStepper(response: response, dampingFraction: damping)
        let unit: Int64 = 1 << 24
        var state = SpringStepper.State(displacement: unit, velocity: 0)
        var steps: Int64 = 0
        while steps < AnimationComponent.maximumSpringSteps && (abs(state.displacement) > unit / 100 || abs(state.velocity) > unit / 10) {
            stepper.advance(&state, steps: 1)
            steps += 1
        }
        return steps * SpringStepper.stepNanoseconds
    }
}
