/// A damped spring (SwiftUI's `spring(response:dampingFraction:)`: mass 1, stiffness
/// (2π/response)², damping 4π·dampingFraction/response) advanced in exact steps of one
/// millisecond by a 2×2 transition matrix computed once per spring in integer arithmetic.
///
/// The matrix is the exact solution of the spring's equation over one step, so stepping
/// does not drift the way Euler steps do; state at time t is a pure function of the start
/// state and t (quantised to the millisecond), whatever the frame times were.
public struct SpringStepper: Hashable, Sendable {
    /// One step: 1 ms.
    public static let stepNanoseconds: Int64 = 1_000_000

    /// x' = m11·x + m12·v, v' = m21·x + m22·v, entries in Q30 (m12 in seconds, m21 in 1/s²).
    @usableFromInline let m11: Int64, m12: Int64, m21: Int64, m22: Int64

    public init(response: Double, dampingFraction: Double) {
        let response = max(response, 0.01)
        let zeta = max(dampingFraction, 0)
        let omega0 = 2 * Double.pi / response
        let h = Double(SpringStepper.stepNanoseconds) / 1e9
        // Only +, −, ×, ÷ and sqrt in floating point (IEEE exact everywhere); exp, sin and
        // cos in Q30 integers.
        let decay = Q30.expNegative(Q30.from(zeta * omega0 * h))
        if zeta < 1 - 1e-9 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let (s, c) = Q30.sinCos(Q30.from(omegaD * h))
            let ratio = Q30.from(zeta * omega0 / omegaD)
            let sinOverOmegaD = Q30.divide(s, Q30.from(omegaD))
            m11 = Q30.multiply(decay, c + Q30.multiply(ratio, s))
            m12 = Q30.multiply(decay, sinOverOmegaD)
            m21 = -Q30.multiply(decay, Q30.multiply(Q30.from(omega0 * omega0 / omegaD), s))
            m22 = Q30.multiply(decay, c - Q30.multiply(ratio, s))
        } else if zeta <= 1 + 1e-9 {
            let w = Q30.from(omega0 * h)
            m11 = Q30.multiply(decay, Q30.one + w)
            m12 = Q30.multiply(decay, Q30.from(h))
            m21 = -Q30.multiply(decay, Q30.from(omega0 * omega0 * h))
            m22 = Q30.multiply(decay, Q30.one - w)
        } else {
            let gamma = omega0 * (zeta * zeta - 1).squareRoot()
            let grow = Q30.expPositive(Q30.from(gamma * h)), shrink = Q30.expNegative(Q30.from(gamma * h))
            let cosh = (grow + shrink) / 2, sinh = (grow - shrink) / 2
            let ratio = Q30.from(zeta * omega0 / gamma)
            m11 = Q30.multiply(decay, cosh + Q30.multiply(ratio, sinh))
            m12 = Q30.multiply(decay, Q30.divide(sinh, Q30.from(gamma)))
            m21 = -Q30.multiply(decay, Q30.multiply(Q30.from(omega0 * omega0 / gamma), sinh))
            m22 = Q30.multiply(decay, cosh - Q30.multiply(ratio, sinh))
        }
    }

    /// One displacement-and-velocity pair, each in units of 2⁻¹⁶ of the animated quantity
    /// (a Fixed coordinate's 1/64 px, a colour channel...), velocity per second.
    public struct State: Hashable, Sendable {
        public var displacement: Int64
        public var velocity: Int64
        public init(displacement: Int64, velocity: Int64) { self.displacement = displacement; self.velocity = velocity }
    }

    /// Advances `state` by up to `steps` milliseconds, stopping at the first state whose
    /// displacement is within `tolerance` and velocity within ten times that (per second),
    /// checked before each step. Returns the steps taken. Inlinable, like `advance`: a
    /// spring whose settling step is not known yet is stepped this way at every frame.
    @inlinable @inline(__always)
    public func advance(_ state: inout State, steps: Int, untilWithin tolerance: Int64) -> Int {
        var x = state.displacement, v = state.velocity
        let velocityTolerance = tolerance &* 10
        var taken = 0
        while taken < steps {
            if abs(x) <= tolerance && abs(v) <= velocityTolerance { break }
            let nx = Q30.multiply(m11, x) + Q30.multiply(m12, v)
            let nv = Q30.multiply(m21, x) + Q30.multiply(m22, v)
            x = nx
            v = nv
            taken += 1
        }
        state.displacement = x
        state.velocity = v
        return taken
    }

    /// Advances `state` by `steps` milliseconds.
    /// Inlinable: the animator steps every running spring at every frame.
    @inlinable @inline(__always) public func advance(_ state: inout State, steps: Int) {
        var x = state.displacement, v = state.velocity
        for _ in 0..<max(steps, 0) {
            let nx = Q30.multiply(m11, x) + Q30.multiply(m12, v)
            let nv = Q30.multiply(m21, x) + Q30.multiply(m22, v)
            x = nx
            v = nv
        }
        state.displacement = x
        state.velocity = v
    }
}
