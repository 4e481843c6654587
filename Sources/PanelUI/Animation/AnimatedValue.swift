import PanelBase

/// The animations running on one number: how far (in Q16 of its unit) what is shown is
/// from the target, as the sum of its components.
struct AnimatedValue {
    init() {}
    var components: [AnimationComponent] = []

    var isEmpty: Bool { components.isEmpty }

    /// The total offset and velocity at `time`.
    mutating func sample(at time: MonotonicTime) -> (offset: Int64, velocity: Int64) {
        var offset: Int64 = 0, velocity: Int64 = 0
        for index in components.indices {
            let part = components[index].sample(at: time)
            offset &+= part.offset
            velocity &+= part.velocity
        }
        return (offset, velocity)
    }

    /// Whether something still moves after `time`.
    func isRunning(after time: MonotonicTime) -> Bool {
        components.contains { !$0.isFinished(at: time) }
    }

    /// Drops the components that are done by `time` (they add nothing from then on).
    mutating func prune(at time: MonotonicTime) {
        components.removeAll { $0.isFinished(at: time) }
    }

    /// Whether `prune(at: time)` would drop anything (asked first, so that a frame where
    /// nothing finished rewrites nothing).
    func hasFinishedComponents(at time: MonotonicTime) -> Bool {
        components.contains { $0.isFinished(at: time) }
    }

    /// The target moved by `change` (new − old, Q16) at `time`. With no animation the value
    /// jumps there; a timing curve adds a component carrying the old offset to zero; a
    /// spring takes over what is shown and its velocity, and pulls it to the new target.
    mutating func retarget(by change: Int64, animation: Animation?, tolerance: Int64,
                           springs: inout SpringCache, at time: MonotonicTime) {
        guard let animation else {
            components.removeAll()
            return
        }
        switch animation.curve {
        case .bezier(let curve, let duration):
            guard duration > 0 || animation.delay > 0 else { return }
            components.append(AnimationComponent(curve: curve, duration: Swift.max(duration, 1), offset: -change,
                                                 animation: animation, at: time))
        case .spring(let response, let damping, _):
            let now = sample(at: time)
            let stepper = springs.stepper(response: response, dampingFraction: damping)
            let initial = SpringStepper.State(displacement: now.offset - change, velocity: now.velocity)
            components = [AnimationComponent(spring: stepper, initial: initial, tolerance: tolerance,
                                             settleSteps: springs.settleSteps(of: stepper, from: initial, tolerance: tolerance),
                                             animation: animation, at: time)]
        }
    }
}

/// Spring transition matrices already computed, by parameters, and how long springs took to
/// settle from where they started (one per host). A control that moves between the same
/// places (a toggle's knob) starts its spring from rest at the same offset every time:
/// counting its settling steps (a thousand or more, one by one) is done once.
struct SpringCache {
    init() {}
    private var steppers: [SpringKey: SpringStepper] = [:]
    private struct SpringKey: Hashable { let response: Double; let damping: Double }
    /// Starts counted, newest last: a short list searched by equality (no hashing, and no
    /// dictionary to set up on a panel's first tap).
    private var settling: [(spring: SpringStepper, initial: SpringStepper.State, tolerance: Int64, steps: Int64)] = []
    /// Settling counts kept; the older half goes when full (starts from motion rarely repeat).
    static let settlingKept = 64
    /// Settling counts remembered now.
    var settlingCount: Int { settling.count }

    /// `AnimationComponent.settleSteps`, remembered for starts from rest. A start from
    /// motion (a control touched again before its spring settled) carries a velocity that
    /// rarely repeats: nil, and the component finds its settling step as it runs, without
    /// searching the list or growing it.
    mutating func settleSteps(of spring: SpringStepper, from initial: SpringStepper.State, tolerance: Int64) -> Int64? {
        guard initial.velocity == 0 else { return nil }
        var index = settling.count - 1
        while index >= 0 {
            let known = settling[index]
            if known.initial == initial, known.tolerance == tolerance, known.spring == spring { return known.steps }
            index -= 1
        }
        let steps = AnimationComponent.settleSteps(of: spring, from: initial, tolerance: tolerance)
        if settling.count >= SpringCache.settlingKept { settling.removeFirst(SpringCache.settlingKept / 2) }
        settling.append((spring, initial, tolerance, steps))
        return steps
    }

    mutating func stepper(response: Double, dampingFraction: Double) -> SpringStepper {
        let key = SpringKey(response: response, damping: dampingFraction)
        if let known = steppers[key] { return known }
        let made = SpringStepper(response: response, dampingFraction: dampingFraction)
        steppers[key] = made
        return made
    }
}
