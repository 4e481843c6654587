import Testing
import Panel
import SwiftUI

/// Materials as SwiftUI code uses them: a card's background and a shape's fill, over a
/// coloured backdrop. Panel draws the material's tint without a blur.
@MainActor
@Suite struct MaterialTests {
    private func draw<V: View>(_ view: V, scheme: ColorScheme = .light) -> Surface {
        let host = ViewHost(rootView: view.environment(\.colorScheme, scheme), width: 100, height: 100)
        host.update()
        let surface = Surface(width: 100, height: 100)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 0, green: 0, blue: 0))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        return surface
    }

    private func overRed(_ material: Material, scheme: ColorScheme = .light) -> PixelColor {
        draw(ZStack { Color.red; Rectangle().fill(material) }, scheme: scheme)[50, 50]
    }

    /// `top` at `alpha` over `bottom`, per channel.
    private func blend(_ top: Double, _ bottom: UInt8, _ alpha: Double) -> Double { top * 255 * alpha + Double(bottom) * (1 - alpha) }

    @Test func aMaterialTintsWhatLiesBelowLighterInTheLightScheme() {
        let red = Color.red.pixelColor
        let regular = overRed(.regularMaterial)
        // White at the regular material's opacity over the red, to the nearest level or so.
        #expect(abs(Double(regular.green) - blend(1, red.green, 0.72)) <= 1.5)
        #expect(abs(Double(regular.blue) - blend(1, red.blue, 0.72)) <= 1.5)
        // Thinner materials let more of the red through.
        let thin = overRed(.ultraThinMaterial), thick = overRed(.ultraThickMaterial)
        #expect(thin.green < overRed(.thinMaterial).green)
        #expect(overRed(.thinMaterial).green < regular.green && regular.green < overRed(.thickMaterial).green)
        #expect(overRed(.thickMaterial).green < thick.green)
    }

    @Test func theDarkSchemeDarkens() {
        let dark = overRed(.regularMaterial, scheme: .dark)
        #expect(dark.red < 120 && dark.green < 60)
        #expect(overRed(.bar, scheme: .dark).red < overRed(.bar).red)
    }

    @Test func aMaterialBackgroundFillsTheViewsFrame() {
        let card = ZStack {
            Color.blue
            Color.clear.frame(width: 40, height: 40).background(.thinMaterial)
        }
        let surface = draw(card)
        let inside = surface[50, 50], outside = surface[10, 10]
        #expect(outside == Color.blue.pixelColor)
        #expect(inside.red > outside.red && inside.blue == 255)
        #expect(draw(Color.blue.background(.regularMaterial))[10, 10] == Color.blue.pixelColor)
    }
}
