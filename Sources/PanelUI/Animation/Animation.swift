import PanelBase

/// How a change moves from its old to its new values over time, as SwiftUI's `Animation`:
/// a timing curve (CSS cubic Bézier) over a duration, or a spring; optionally delayed,
/// sped up or slowed down, and repeated.
///
/// Durations, delays and speeds are converted once to integers (nanoseconds, Q16); every
/// frame is then computed in integer arithmetic, so the same changes give the same frames
/// on every machine. Negative or non-finite durations and delays count as zero, a speed
/// that is not positive and finite as 1.
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    enum Curve: Hashable, Sendable {
        case bezier(UnitCurve, duration: Int64)
        /// SwiftUI's spring parameters; `blendDuration` is kept but not used (a new spring
        /// takes over the running one's position and velocity at once).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    }
    let curve: Curve
    /// Nanoseconds before the animation starts moving.
    var delay: Int64 = 0
    /// Time runs this much faster, in Q16 (65536 is normal speed).
    var speedQ16: Int64 = 1 << 16
    /// How many times it plays: nil once, `Int.max` forever.
    var playCount: Int?
    var autoreverses = false
    /// `Animation.default` (described as SwiftUI describes it).
    private var isDefault = false

    init(curve: Curve) { self.curve = curve }

    package static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return Int64((Swift.min(seconds, 86_400) * 1e9).rounded())
    }

    static func bezier(_ curve: UnitCurve, _ duration: Double) -> Animation {
        Animation(curve: .bezier(curve, duration: nanoseconds(duration)))
    }

    /// SwiftUI's default: a critically damped spring, `spring(response: 0.55, dampingFraction: 1.0)`.
    public static let `default`: Animation = {
        var animation = Animation.spring(response: 0.55, dampingFraction: 1.0)
        animation.isDefault = true
        return animation
    }()

    public static let linear = Animation.linear(duration: 0.35)
    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static let easeInOut = Animation.easeInOut(duration: 0.35)

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { bezier(.linear, duration) }
    /// CSS's ease-in, cubic-bezier(0.42, 0, 1, 1), over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { bezier(.easeIn, duration) }
    /// CSS's ease-out, cubic-bezier(0, 0, 0.58, 1), over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { bezier(.easeOut, duration) }
    /// CSS's ease-in-out, cubic-bezier(0.42, 0, 0.58, 1), over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { bezier(.easeInOut, duration) }

    /// A cubic Bézier timing curve through (0,0), (c0x,c0y), (c1x,c1y), (1,1).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        bezier(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration)
    }

    /// `curve` over `duration` seconds (any `UnitCurve`, the circular ones among them).
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation { bezier(curve, duration) }

    /// SwiftUI's `.spring`: `spring(response: 0.55, dampingFraction: 0.825)`.
    public static let spring = Animation.spring()

    /// A damped spring: `response` is the period of the undamped spring in seconds,
    /// `dampingFraction` 1 is critically damped (no overshoot), below 1 it bounces.
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        let response = response.isFinite ? Swift.max(response, 0.01) : 0.55
        let damping = dampingFraction.isFinite ? Swift.max(dampingFraction, 0) : 0.825
        return Animation(curve: .spring(response: response, dampingFraction: damping,
                                        blendDuration: blendDuration.isFinite ? Swift.max(blendDuration, 0) : 0))
    }

    /// A stiff, quick spring for values that follow a finger.
    public static let interactiveSpring = Animation.interactiveSpring()

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// The same animation, starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay = Nanoseconds.sum(copy.delay, Animation.nanoseconds(delay))
        return copy
    }

    /// The same animation, `speed` times as fast (2 takes half the time).
    public func speed(_ speed: Double) -> Animation {
        guard speed.isFinite, speed > 0 else { return self }
        var copy = self
        copy.speedQ16 = Swift.max(1, Swift.min(Int64(saturating: (Double(speedQ16) * speed).rounded()), 1 << 32))
        return copy
    }

    /// Plays `repeatCount` times; with `autoreverses` every second play runs backwards.
    /// (As in SwiftUI, after an even number of reversed plays the value jumps to its end.)
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.playCount = Swift.max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Plays again and again for as long as the view shows it.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.playCount = Int.max
        copy.autoreverses = autoreverses
        return copy
    }

    /// Modelled on what SwiftUI prints (Apple documents no format): the base animation's
    /// type and parameters, wrapped by its delay, speed and repeat.
    public var description: String {
        var text: String
        switch curve {
        case _ where isDefault: text = "DefaultAnimation()"
        case .bezier(let curve, let duration):
            text = "BezierAnimation(duration: \(Double(duration) / 1e9), curve: \(curve.solverDescription))"
        case .spring(let response, let damping, let blend):
            text = "FluidSpringAnimation(response: \(response), dampingFraction: \(damping), blendDuration: \(blend))"
        }
        if delay != 0 { text = "DelayAnimation(animation: \(text), delay: \(Double(delay) / 1e9))" }
        if speedQ16 != 1 << 16 { text = "SpeedAnimation(animation: \(text), speed: \(Double(speedQ16) / 65536))" }
        if let playCount {
            let count = playCount == Int.max ? "nil" : "\(playCount)"
            text = "RepeatAnimation(animation: \(text), repeatCount: \(count), autoreverses: \(autoreverses))"
        }
        return text
    }

    public var debugDescription: String { description }
}
