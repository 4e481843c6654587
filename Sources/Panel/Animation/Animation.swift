/// How a change should move from old to new values over time. Panel applies changes at
/// once for now; the values are kept so animations can run them later.
public struct Animation: Hashable, Sendable {
    enum Curve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case spring(response: Double, dampingFraction: Double)
    }
    let curve: Curve
    let duration: Double

    /// SwiftUI's current default: a critically damped spring.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)
    public static let linear = Animation(curve: .linear, duration: 0.35)
    public static let easeIn = Animation(curve: .easeIn, duration: 0.35)
    public static let easeOut = Animation(curve: .easeOut, duration: 0.35)
    public static let easeInOut = Animation(curve: .easeInOut, duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .linear, duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn, duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut, duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut, duration: duration) }
    public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(response: response, dampingFraction: dampingFraction), duration: response)
    }
}
