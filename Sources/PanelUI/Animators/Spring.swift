import PanelBase

/// A spring's shape, as SwiftUI's `Spring`: a response (the period of the undamped
/// spring, in seconds) and a damping ratio (1: no overshoot), or a perceptual duration and
/// a bounce. Panel steps it in integers (`SpringStepper`), as the spring animations.
public struct Spring: Hashable, Sendable {
    public var response: Double
    public var dampingRatio: Double

    public init(response: Double, dampingRatio: Double) {
        self.response = response.isFinite ? Swift.max(response, 0.01) : 0.5
        self.dampingRatio = dampingRatio.isFinite ? Swift.max(dampingRatio, 0) : 1
    }

    /// A spring that takes about `duration` seconds and overshoots by `bounce` (0: none,
    /// negative: overdamped), as SwiftUI maps them: response = duration, damping ratio
    /// 1 − bounce (or 1 / (1 + bounce) below zero).
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let bounce = bounce.isFinite ? Swift.min(Swift.max(bounce, -0.99), 1) : 0
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    public var duration: Double { response }
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    var stepper: SpringStepper { SpringStepper(response: response, dampingFraction: dampingRatio) }

    /// How long a unit change takes to come within 0.001 of its target (and its speed
    /// within 0.01 per second), to the millisecond.
    public var settlingDuration: Double { Double(settlingNanoseconds) / 1e9 }

    var settlingNanoseconds: Int64 {
        let stepper = self.stepper
        let unit: Int64 = 1 << 30
        var state = SpringStepper.State(displacement: unit, velocity: 0)
        var steps: Int64 = 0
        while steps < AnimationComponent.maximumSpringSteps
                && (abs(state.displacement) > unit / 1000 || abs(state.velocity) > unit / 100) {
            stepper.advance(&state, steps: 1)
            steps += 1
        }
        return steps * SpringStepper.stepNanoseconds
    }
}

extension Animation {
    /// An animation along `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A spring of perceptual `duration` and `bounce` (see `Spring(duration:bounce:)`);
    /// `.spring()` stays the response form.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    public static var smooth: Animation { .spring(.smooth) }
    public static var snappy: Animation { .spring(.snappy) }
    public static var bouncy: Animation { .spring(.bouncy) }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        .spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }
}
