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
        case spring(SpringStepper, initial: SpringStepper.State, settleSteps: Int64)
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
    /// One play's length in animation time (speed applied), ns.
    let playLength: Int64
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
        playLength = duration
    }

    /// A spring from displacement `offset` moving at `velocity`; it is done once both stay
    /// within `tolerance` (and ten times that per second).
    init(spring: SpringStepper, offset: Int64, velocity: Int64, tolerance: Int64, animation: Animation, at time: MonotonicTime) {
        let initial = SpringStepper.State(displacement: offset, velocity: velocity)
        self.init(spring: spring, initial: initial,
                  settleSteps: AnimationComponent.settleSteps(of: spring, from: initial, tolerance: tolerance),
                  animation: animation, at: time)
    }

    /// The same with its settling steps already counted (`SpringCache` remembers them).
    init(spring: SpringStepper, initial: SpringStepper.State, settleSteps steps: Int64, animation: Animation,
         at time: MonotonicTime) {
        let offset = initial.displacement
        motion = .spring(spring, initial: initial, settleSteps: steps)
        initialOffset = offset
        start = time + animation.delay
        speedQ16 = animation.speedQ16
        plays = animation.playCount
        autoreverses = animation.autoreverses
        playLength = Swift.max(1, steps) * SpringStepper.stepNanoseconds
        cachedState = initial
    }

    /// How many steps `spring` takes from `initial` until displacement and velocity are
    /// within `tolerance` (and ten times that per second), at most `maximumSpringSteps`.
    /// Stepped one at a time, as sampling steps, so the count is exact.
    static func settleSteps(of spring: SpringStepper, from initial: SpringStepper.State, tolerance: Int64) -> Int64 {
        var state = initial
        var steps: Int64 = 0
        let velocityTolerance = tolerance * 10
        while steps < AnimationComponent.maximumSpringSteps
                && (abs(state.displacement) > tolerance || abs(state.velocity) > velocityTolerance) {
            spring.advance(&state, steps: 1)
            steps += 1
        }
        return steps
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

    func isFinished(at time: MonotonicTime) -> Bool {
        guard let end else { return false }
        return time >= end
    }

    /// The offset and velocity at `time`.
    mutating func sample(at time: MonotonicTime) -> (offset: Int64, velocity: Int64) {
        if time < start { return (initialOffset, 0) }
        let elapsed = mulDiv(time - start, speedQ16, 1 << 16)
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
        case .spring(let stepper, let initial, let settleSteps):
            let steps = local / SpringStepper.stepNanoseconds
            if steps >= settleSteps { return (0, 0) }
            if steps < cachedSteps {
                cachedSteps = 0
                cachedState = initial
            }
            stepper.advance(&cachedState, steps: Int(steps - cachedSteps))
            cachedSteps = steps
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
