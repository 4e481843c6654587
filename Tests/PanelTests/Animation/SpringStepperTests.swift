import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct SpringStepperTests {
    /// The exact displacement of a spring released from x0 with velocity v0 (Double reference).
    func reference(response: Double, damping: Double, x0: Double, v0: Double, t: Double) -> Double {
        let w0 = 2 * Double.pi / response, z = damping
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return exp(-z * w0 * t) * (x0 * cos(wd * t) + (v0 + z * w0 * x0) / wd * sin(wd * t))
        } else if z == 1 {
            return exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        } else {
            let g = w0 * (z * z - 1).squareRoot()
            return exp(-z * w0 * t) * (x0 * cosh(g * t) + (v0 + z * w0 * x0) / g * sinh(g * t))
        }
    }

    @Test(arguments: [(0.55, 1.0), (0.55, 0.825), (0.15, 0.86), (0.3, 0.3), (0.5, 1.6), (1.0, 0.0)])
    func staysWithinOne256thOfTheExactSpringForTwoSeconds(response: Double, damping: Double) {
        let spring = SpringStepper(response: response, dampingFraction: damping)
        let scale: Int64 = 1 << 16
        var state = SpringStepper.State(displacement: scale, velocity: -3 * scale)
        var worst = 0.0
        // 60 Hz frames for 2 s, 16 or 17 steps apart: the frame times land on the ms grid.
        var steps = 0
        for frame in 1...120 {
            let target = frame * 1000 / 60
            spring.advance(&state, steps: target - steps)
            steps = target
            let exact = reference(response: response, damping: damping, x0: 1, v0: -3, t: Double(steps) / 1000)
            worst = max(worst, abs(Double(state.displacement) / Double(scale) - exact))
        }
        #expect(worst <= 1.0 / 256, "worst error \(worst)")
    }

    @Test func eulerStepsWouldDriftWhereTheMatrixDoesNot() {
        // The reason for the matrix: semi-implicit Euler at 60 Hz is off by per cents.
        let w0 = 2 * Double.pi / 0.55, c = 4 * Double.pi / 0.55
        var x = 1.0, v = 0.0
        for _ in 0..<12 { v += (-w0 * w0 * x - c * v) / 60; x += v / 60 }
        let exact = reference(response: 0.55, damping: 1, x0: 1, v0: 0, t: 0.2)
        #expect(abs(x - exact) > 0.01)
    }

    /// Stepping until within tolerance stops at the first state that is (checked before
    /// each step), at the same state plain steps reach, and takes every step when none is.
    @Test func steppingUntilWithinToleranceStopsAtTheFirstSettledState() {
        let tolerance: Int64 = 1 << 10
        for (response, damping) in [(0.55, 1.0), (0.3, 0.4), (0.8, 1.6)] {
            let spring = SpringStepper(response: response, dampingFraction: damping)
            let start = SpringStepper.State(displacement: Int64(40 * 64) << 16, velocity: -(Int64(900 * 64) << 16))
            // One step at a time, checking each state: the reference.
            var reference = start
            var first = 0
            while first < 5_000 && !(abs(reference.displacement) <= tolerance && abs(reference.velocity) <= tolerance * 10) {
                spring.advance(&reference, steps: 1)
                first += 1
            }
            #expect(first > 0 && first < 5_000, "settles at \(first)")
            var stepped = start
            #expect(spring.advance(&stepped, steps: 5_000, untilWithin: tolerance) == first)
            #expect(stepped == reference)
            // Asked for fewer steps than it needs: takes them all.
            var partway = start, plain = start
            #expect(spring.advance(&partway, steps: first / 2, untilWithin: tolerance) == first / 2)
            spring.advance(&plain, steps: first / 2)
            #expect(partway == plain)
            // Already settled: takes none.
            var settled = reference
            #expect(spring.advance(&settled, steps: 10, untilWithin: tolerance) == 0 && settled == reference)
        }
    }
}
