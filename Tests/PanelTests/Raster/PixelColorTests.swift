import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct PixelColorTests {
    @Test func multiplyDiv255IsExactForEveryByte() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                let exact = (Double(x * y) / 255).rounded()
                #expect(multiplyDiv255(x, y) == UInt32(exact), "\(x)·\(y)")
            }
        }
    }

    @Test func premultipliesStraightComponents() {
        let c = PixelColor(red: 255, green: 128, blue: 0, alpha: 128)
        #expect(c.argb == 0x8080_4000)
    }

    @Test func scalesAllFourChannels() {
        let c = PixelColor(argb: 0xFFFF_8040).scaled(by: 128)
        #expect(c.argb == 0x8080_4020)
    }
}
