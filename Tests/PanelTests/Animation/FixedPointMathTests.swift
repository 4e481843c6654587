import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FixedPointMathTests {
    @Test func multiplyRoundsAndHandlesSigns() {
        #expect(Q30.multiply(Q30.one, Q30.one) == Q30.one)
        #expect(Q30.multiply(-Q30.one / 2, Q30.one / 2) == -Q30.one / 4)
        #expect(Q30.multiply(3 * Q30.one, -7 * Q30.one) == -21 * Q30.one)
        #expect(Q30.divide(Q30.one, 3 * Q30.one) == 357_913_941)
    }

    @Test func exponentialsMatchLibm() {
        for i in 0...400 {
            let x = Double(i) * 0.05
            let expected = Glibc.exp(-x)
            #expect(abs(Q30.toDouble(Q30.expNegative(Q30.from(x))) - expected) < 1e-8, "exp(-\(x))")
        }
        for i in 0...100 {
            let x = Double(i) * 0.1
            let expected = Glibc.exp(x)
            #expect(abs(Q30.toDouble(Q30.expPositive(Q30.from(x))) / expected - 1) < 1e-7, "exp(\(x))")
        }
    }

    @Test func sineAndCosineMatchLibmEverywhere() {
        for i in -200...200 {
            let a = Double(i) * 0.0731
            let (s, c) = Q30.sinCos(Q30.from(a))
            #expect(abs(Q30.toDouble(s) - Glibc.sin(a)) < 1e-8, "sin(\(a))")
            #expect(abs(Q30.toDouble(c) - Glibc.cos(a)) < 1e-8, "cos(\(a))")
        }
    }
}
