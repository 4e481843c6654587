import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FixedTests {
    @Test func convertsFromDoubleToNearest64th() {
        #expect(Fixed(1.5).raw == 96)
        #expect(Fixed(-0.5 / 64).raw == -1)   // halves away from zero
        #expect(Fixed(Double.nan) == .zero)
        #expect(Fixed(1e300).raw == 1 << 40)
    }

    @Test func roundsPixels() {
        #expect(Fixed(raw: 65).floorPixels == 1)
        #expect(Fixed(raw: 65).ceilPixels == 2)
        #expect(Fixed(raw: -1).floorPixels == -1)
        #expect(Fixed(raw: -1).ceilPixels == 0)
        #expect(Fixed(raw: 96).roundedPixels == 2)
    }

    @Test func multipliesAndDividesWithRounding() {
        #expect((Fixed(3) * Fixed(0.5)).raw == 96)
        #expect((Fixed(1) / 3).raw == 21)
        #expect((Fixed(2) / Fixed(3)).raw == 43)
        #expect((Fixed(5) / Fixed.zero) == .zero)
        #expect(roundedDivision(-7, 2) == -4)
    }

    @Test func integerSquareRootIsExact() {
        for v in [0, 1, 2, 3, 4, 15, 16, 17, 1 << 40, (1 << 40) + 1, 999_999_999_999] {
            let r = integerSquareRoot(v)
            #expect(r * r <= v && (r + 1) * (r + 1) > v)
        }
    }
}
