import PanelBase

/// One spring's run from its start: the state at a step, and the step at which it settles
/// (the first where displacement and velocity are within `tolerance`, and ten times that
/// per second), each found by stepping one millisecond at a time.
///
/// A reference, shared by the copies of its component: what it keeps (the last state
/// stepped to, how far settling was searched) depends only on the spring and its start, so
/// a copy asked first (an animator's check before its frame samples) saves the others the
/// stepping. A start from motion (a control touched again before its spring settled) finds
/// its settling step as it runs: counting it ahead, a thousand steps, would cost the tap
/// that starts it more than drawing the frame.
final class SpringRun {
    let stepper: SpringStepper
    let initial: SpringStepper.State
    let tolerance: Int64
    /// The settling step, once found (or told: `SpringCache` remembers starts from rest).
    private(set) var settleSteps: Int64?
    /// Steps searched so far, none settled (while `settleSteps` is nil).
    private var searchedSteps: Int64 = 0
    /// The last state stepped to, to step on from.
    private var cachedSteps: Int64 = 0
    private var cachedState: SpringStepper.State

    init(stepper: SpringStepper, initial: SpringStepper.State, tolerance: Int64, settleSteps: Int64?) {
        self.stepper = stepper
        self.initial = initial
        self.tolerance = tolerance
        self.settleSteps = settleSteps
        cachedState = initial
    }

    @inline(__always) static func isSettled(_ state: SpringStepper.State, tolerance: Int64) -> Bool {
        abs(state.displacement) <= tolerance && abs(state.velocity) <= tolerance * 10
    }

    /// The settling step, counted on from where the search stands when not found yet.
    var resolvedSettleSteps: Int64 {
        if let settleSteps { return settleSteps }
        // No step up to `searchedSteps` settled, and the cached state is at or before it:
        // counting on from there finds the same first one.
        var state = cachedState
        let steps = cachedSteps + Int64(stepper.advance(&state, steps: Int(AnimationComponent.maximumSpringSteps - cachedSteps),
                                                        untilWithin: tolerance))
        settleSteps = steps
        return steps
    }

    /// Whether the spring settled by step `steps` (searched up to there at most).
    func settles(by steps: Int64) -> Bool {
        if let settleSteps { return steps >= settleSteps }
        if steps <= searchedSteps { return false }
        return state(at: steps) == nil
    }

    /// The state after `steps` steps; nil once settled by then (its offset is zero for
    /// good). Steps on from the last state asked for (from the start for an earlier one),
    /// checking each state reached while the settling step is not known.
    func state(at steps: Int64) -> SpringStepper.State? {
        if let settleSteps, steps >= settleSteps { return nil }
        if steps < cachedSteps {
            cachedSteps = 0
            cachedState = initial
        }
        guard settleSteps == nil else {
            stepper.advance(&cachedState, steps: Int(steps - cachedSteps))
            cachedSteps = steps
            return cachedState
        }
        var state = cachedState
        let target = Swift.min(steps, AnimationComponent.maximumSpringSteps)
        let at = cachedSteps + Int64(stepper.advance(&state, steps: Int(target - cachedSteps), untilWithin: tolerance))
        cachedState = state
        cachedSteps = at
        // Stopped early (settled), or the state reached is checked here.
        if SpringRun.isSettled(state, tolerance: tolerance) || at >= AnimationComponent.maximumSpringSteps {
            settleSteps = at
            return nil
        }
        searchedSteps = Swift.max(searchedSteps, at)
        return state
    }
}
