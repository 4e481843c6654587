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
        case spring(SpringRun)
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

    /// A spring from displacement `offset` moving at `velocity`; it is done once both stay
    /// within `tolerance` (and ten times that per second).
    init(spring: SpringStepper, offset: Int64, velocity: Int64, tolerance: Int64, animation: Animation, at time: MonotonicTime) {
        self.init(spring: spring, initial: SpringStepper.State(displacement: offset, velocity: velocity),
                  tolerance: tolerance, settleSteps: nil, animation: animation, at: time)
    }

    /// The same with its settling steps already counted when known (`SpringCache`
    /// remembers starts from rest); nil: found as the spring runs (`SpringRun`).
    init(spring: SpringStepper, initial: SpringStepper.State, tolerance: Int64, settleSteps steps: Int64?,
         animation: Animation, at time: MonotonicTime) {
        let run = SpringRun(stepper: spring, initial: initial, tolerance: tolerance, settleSteps: steps)
        motion = .spring(run)
        initialOffset = initial.displacement
        start = time + animation.delay
        speedQ16 = animation.speedQ16
        plays = animation.playCount
        autoreverses = animation.autoreverses
        // Repeated plays need the play's length to know which play a time falls in.
        if !playsOnce { _ = run.resolvedSettleSteps }
    }

    /// How many steps `spring` takes from `initial` until displacement and velocity are
    /// within `tolerance` (and ten times that per second), at most `maximumSpringSteps`.
    /// Stepped one at a time, as sampling steps, so the count is exact.
    static func settleSteps(of spring: SpringStepper, from initial: SpringStepper.State, tolerance: Int64) -> Int64 {
        var state = initial
        return Int64(spring.advance(&state, steps: Int(AnimationComponent.maximumSpringSteps), untilWithin: tolerance))
    }

    /// Whether one play is all there is (a later play never shows).
    private var playsOnce: Bool { plays == nil || plays == 1 }

    /// The spring played once whose settling step is not found yet, if this is one.
    private var springStillSearched: SpringRun? {
        guard case .spring(let run) = motion, run.settleSteps == nil, playsOnce else { return nil }
        return run
    }

    /// One play's length in animation time (speed applied), ns.
    private var playLength: Int64 {
        switch motion {
        case .curve(_, let duration): duration
        case .spring(let run): Swift.max(1, run.resolvedSettleSteps) * SpringStepper.stepNanoseconds
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

    /// Whether the offset is zero for good at `time` (`time >= end`). A spring played once
    /// whose settling step is not found yet is searched only up to `time`: its one play
    /// lasts max(1, settling steps) ms of animation time.
    func isFinished(at time: MonotonicTime) -> Bool {
        guard let run = springStillSearched else {
            guard let end else { return false }
            return time >= end
        }
        guard time >= start else { return false }
        let steps = mulDiv(time - start, speedQ16, 1 << 16) / SpringStepper.stepNanoseconds
        return steps >= 1 && run.settles(by: steps)
    }

    /// The offset and velocity at `time`. Mutating though it changes nothing of the value
    /// (a spring's run keeps its own progress): called on an element of an array, a
    /// mutating method works in place, where a non-mutating one was given a copy (and its
    /// spring run retained and released) at every frame.
    mutating func sample(at time: MonotonicTime) -> (offset: Int64, velocity: Int64) {
        if time < start { return (initialOffset, 0) }
        let elapsed = mulDiv(time - start, speedQ16, 1 << 16)
        if let run = springStillSearched {
            // One play, its length not known yet: it is over once the spring settled.
            guard let state = run.state(at: elapsed / SpringStepper.stepNanoseconds) else { return (0, 0) }
            return (state.displacement, mulDiv(state.velocity, speedQ16, 1 << 16))
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

    /// One play, forwards: offset from `initialOffset` to zero.
    private func forward(_ local: Int64) -> (Int64, Int64) {
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
        case .spring(let run):
            guard let state = run.state(at: local / SpringStepper.stepNanoseconds) else { return (0, 0) }
            return (state.displacement, state.velocity)
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
