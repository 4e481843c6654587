import PanelBase

/// One running animation of one number: an offset from the number's target value that
/// goes to zero along a timing curve or a spring. The shown value is the target plus the
/// offsets of every component still running (timing curves add up, as in SwiftUI, so a
/// change during a curve keeps both position and velocity continuous).
///
/// Offsets are in Q16 of the number's own unit (1/64 px for positions, one step of 255 for
/// colour channels); velocities in the same unit per second. The offset at time t is a pure
/// function of the component and t: frames may come at any times and agree wherever their
/// times agree.
struct AnimationComponent {
    enum Motion {
        case curve(UnitCurve, duration: Int64)
        /// Done once displacement and velocity stay within `tolerance` (and ten times that
        /// per second).
        case spring(SpringStepper, initial: SpringStepper.State, tolerance: Int64)
    }
    let motion: Motion
    /// When it starts moving (after any delay).
    let start: MonotonicTime
    /// The offset at the start of a play.
    let initialOffset: Int64
    let speedQ16: Int64
    /// nil: once; Int.max: forever.
    let plays: Int?
    let autoreverses: Bool
    /// A spring's settling step (the first at which it is within tolerance), once found.
    /// A spring played once finds it as it is sampled: counting a start from motion ahead
    /// (a thousand steps) would cost the tap that starts it more than drawing the frame.
    private var settleSteps: Int64?
    /// Steps known to come before the settling step (searched so far, none settled).
    private var searchedSteps: Int64 = 0
    /// The last spring state computed, to step on from (the result does not depend on it).
    private var cachedSteps: Int64 = 0
    private var cachedState = SpringStepper.State(displacement: 0, velocity: 0)

    /// The longest a spring runs before it is snapped to its target (undamped springs).
    static let maximumSpringSteps: Int64 = 30_000

    init(curve: UnitCurve, duration: Int64, offset: Int64, animation: Animation, at time: MonotonicTime) {
        motion = .curve(curve, duration: duration)
        initialOffset = offset
        start = time + animation.delay
        speedQ16 = animation.speedQ16
        plays = animation.playCount
        autoreverses = animation.autoreverses
    }

    /// A spring from displacement `offset` moving at `velocity`.
    init(spring: SpringStepper, offset: Int64, velocity: Int64, tolerance: Int64, animation: Animation, at time: MonotonicTime) {
        self.init(spring: spring, initial: SpringStepper.State(displacement: offset, velocity: velocity),
                  tolerance: tolerance, settleSteps: nil, animation: animation, at: time)
    }

    /// The same with its settling steps already counted when known (`SpringCache`
    /// remembers starts from rest); nil: found as the spring runs.
    init(spring: SpringStepper, initial: SpringStepper.State, tolerance: Int64, settleSteps steps: Int64?,
         animation: Animation, at time: MonotonicTime) {
        motion = .spring(spring, initial: initial, tolerance: tolerance)
        initialOffset = initial.displacement
        start = time + animation.delay
        speedQ16 = animation.speedQ16
        plays = animation.playCount
        autoreverses = animation.autoreverses
        settleSteps = steps
        cachedState = initial
        // Repeated plays need the play's length to know which play a time falls in.
        if steps == nil, !playsOnce { settleSteps = resolvedSettleSteps }
    }

    /// How many steps `spring` takes from `initial` until displacement and velocity are
    /// within `tolerance` (and ten times that per second), at most `maximumSpringSteps`.
    /// Stepped one at a time, as sampling steps, so the count is exact.
    static func settleSteps(of spring: SpringStepper, from initial: SpringStepper.State, tolerance: Int64) -> Int64 {
        var state = initial
        var steps: Int64 = 0
        while steps < AnimationComponent.maximumSpringSteps && !isSettled(state, tolerance: tolerance) {
            spring.advance(&state, steps: 1)
            steps += 1
        }
        return steps
    }

    @inline(__always) private static func isSettled(_ state: SpringStepper.State, tolerance: Int64) -> Bool {
        abs(state.displacement) <= tolerance && abs(state.velocity) <= tolerance * 10
    }

    /// Whether one play is all there is (a later play never shows).
    private var playsOnce: Bool { plays == nil || plays == 1 }

    /// The settling step, counted on from where the search stands when not found yet.
    private var resolvedSettleSteps: Int64 {
        if let settleSteps { return settleSteps }
        guard case .spring(let stepper, let initial, let tolerance) = motion else { return 0 }
        // No step before `searchedSteps` settled: counting on from the cached state (at or
        // before it) finds the same first one.
        var state = cachedSteps <= searchedSteps ? cachedState : initial
        var steps = cachedSteps <= searchedSteps ? cachedSteps : 0
        while steps < AnimationComponent.maximumSpringSteps && !AnimationComponent.isSettled(state, tolerance: tolerance) {
            stepper.advance(&state, steps: 1)
            steps += 1
        }
        return steps
    }

    /// One play's length in animation time (speed applied), ns.
    private var playLength: Int64 {
        switch motion {
        case .curve(_, let duration): duration
        case .spring: Swift.max(1, resolvedSettleSteps) * SpringStepper.stepNanoseconds
        }
    }

    /// When the offset reaches zero for good; nil when it repeats forever.
    var end: MonotonicTime? {
        let count = plays ?? 1
        if count == Int.max { return nil }
        // Saturating: a day-long curve played Int.max − 1 times ends "never", not in a trap.
        let animationTime = Nanoseconds.product(playLength, Int64(count))
        // Rounded up, so that at `end` every play is over.
        let scaled = mulDiv(animationTime, 1 << 16, speedQ16)
        return start + scaled + (mulDiv(scaled, speedQ16, 1 << 16) < animationTime ? 1 : 0)
    }

    /// Whether the offset is zero for good at `time`. A spring played once whose settling
    /// step is not known is asked only up to `time` (the same as `end`: its one play lasts
    /// max(1, settling steps) ms of animation time).
    func isFinished(at time: MonotonicTime) -> Bool {
        var copy = self
        return copy.finishes(by: time)
    }

    /// `isFinished(at:)`, keeping how far the spring was searched (the frame that samples
    /// `time` next steps no further than this did).
    mutating func finishes(by time: MonotonicTime) -> Bool {
        guard settleSteps == nil, playsOnce, case .spring(let stepper, let initial, let tolerance) = motion else {
            guard let end else { return false }
            return time >= end
        }
        guard time >= start else { return false }
        let steps = mulDiv(time - start, speedQ16, 1 << 16) / SpringStepper.stepNanoseconds
        return steps >= 1 && springSettles(by: steps, stepper, initial: initial, tolerance: tolerance)
    }

    /// The offset and velocity at `time`.
    mutating func sample(at time: MonotonicTime) -> (offset: Int64, velocity: Int64) {
        if time < start { return (initialOffset, 0) }
        let elapsed = mulDiv(time - start, speedQ16, 1 << 16)
        if settleSteps == nil, playsOnce, case .spring(let stepper, let initial, let tolerance) = motion {
            // One play, its length not known yet: it is over once the spring settled.
            let steps = elapsed / SpringStepper.stepNanoseconds
            if springSettles(by: steps, stepper, initial: initial, tolerance: tolerance) { return (0, 0) }
            return (cachedState.displacement, mulDiv(cachedState.velocity, speedQ16, 1 << 16))
        }
        let playLength = self.playLength
        let play = elapsed / playLength
        if let plays, plays != Int.max, play >= Int64(plays) { return (0, 0) }
        if plays == nil, play >= 1 { return (0, 0) }
        let local = elapsed - play * playLength
        var (offset, velocity) = forward(local)
        if autoreverses && play % 2 == 1 {
            offset = initialOffset - offset
            velocity = -velocity
        }
        return (offset, mulDiv(velocity, speedQ16, 1 << 16))
    }

    /// Steps the cached state to step `steps` (from the start when asked for an earlier
    /// one), checking each state reached while the settling step is not known; true when
    /// the spring settled by then (the cached state is then not moved on).
    private mutating func springSettles(by steps: Int64, _ stepper: SpringStepper, initial: SpringStepper.State,
                                        tolerance: Int64) -> Bool {
        if let settleSteps, steps >= settleSteps { return true }
        if steps < cachedSteps {
            cachedSteps = 0
            cachedState = initial
        }
        guard settleSteps == nil else {
            stepper.advance(&cachedState, steps: Int(steps - cachedSteps))
            cachedSteps = steps
            return false
        }
        while true {
            if AnimationComponent.isSettled(cachedState, tolerance: tolerance) || cachedSteps >= AnimationComponent.maximumSpringSteps {
                settleSteps = cachedSteps
                return true
            }
            searchedSteps = Swift.max(searchedSteps, cachedSteps)
            if cachedSteps >= steps { return false }
            stepper.advance(&cachedState, steps: 1)
            cachedSteps += 1
        }
    }

    /// One play, forwards: offset from `initialOffset` to zero.
    private mutating func forward(_ local: Int64) -> (Int64, Int64) {
        switch motion {
        case .curve(let curve, let duration):
            guard duration > 0 else { return (0, 0) }
            let x = mulDiv(local, 1 << 24, duration)
            let progress = curve.value(atQ24: x)
            let offset = initialOffset - mulDiv(initialOffset, progress, 1 << 24)
            // d(offset)/dt = −d · y'(x) / duration, per second.
            let slope = curve.slope(atQ24: x)
            let velocity = -mulDiv(mulDiv(initialOffset, slope, 1 << 24), 1_000_000_000, duration)
            return (offset, velocity)
        case .spring(let stepper, let initial, let tolerance):
            let steps = local / SpringStepper.stepNanoseconds
            _ = springSettles(by: steps, stepper, initial: initial, tolerance: tolerance)
            if let settleSteps, steps >= settleSteps { return (0, 0) }
            return (cachedState.displacement, cachedState.velocity)
        }
    }
}

/// a·b/c rounded toward zero, exact through a 128-bit intermediate (c ≠ 0).
@inline(__always) func mulDiv(_ a: Int64, _ b: Int64, _ c: Int64) -> Int64 {
    let negative = (a < 0) != (b < 0)
    let product = a.magnitude.multipliedFullWidth(by: b.magnitude)
    let divisor = c.magnitude
    guard product.high < divisor else { return negative != (c < 0) ? Int64.min + 1 : Int64.max }
    let quotient = divisor.dividingFullWidth(product).quotient
    let value = Int64(clamping: quotient)
    return negative != (c < 0) ? -value : value
}
