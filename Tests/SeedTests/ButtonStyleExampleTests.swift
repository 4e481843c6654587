import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The seed's ButtonStyle example: pressed look while held, back when released.
@MainActor
@Suite struct ButtonStyleExampleTests {
    @Test func pressedButtonIsHalfTransparentAndShrunk() throws {
        let host = ViewHost(rootView: MyButtonStyleExample(), width: 480, height: 320)
        host.update()
        let button = try #require(host.element(labeled: "Tap Me!"))
        #expect(button.kind == .button)
        #expect(host.groupEffects.contains { $0.opacity == 255 && $0.scaleX == GroupEffect.one })
        #expect(!host.groupEffects.contains { $0.opacity == 128 })

        let pressed = host.touch(.began, button.activationPoint, at: 0)
        #expect(host.groupEffects.contains { $0.opacity == 128 })
        #expect(host.groupEffects.contains { $0.scaleX == GroupEffect.q16(0.8) })
        #expect(!pressed.damage.isEmpty)

        host.touch(.ended, button.activationPoint, at: 0.2)
        #expect(!host.groupEffects.contains { $0.opacity == 128 })
        #expect(!host.groupEffects.contains { $0.scaleX == GroupEffect.q16(0.8) })
    }

    @Test func styleDrawsBlueRoundedPlateWithShadowAndWhiteText() throws {
        let host = ViewHost(rootView: MyButtonStyleExample(), width: 480, height: 320)
        host.update()
        let text = try #require(host.displayList.texts.first)
        #expect(text.color == Color.white.pixelColor)
        let plate = try #require(host.fills(of: .blue).first)
        // padding(15) around the label on every side.
        let label = try #require(host.frames(ofText: "Tap Me!").first)
        #expect(plate == label.insetBy(dx: Fixed(-15), dy: Fixed(-15)).snappedToPixels)
        #expect(host.groupEffects.contains { $0.shadow?.radius == Fixed(3) && $0.shadow?.color == PixelColor.black })
    }
}
