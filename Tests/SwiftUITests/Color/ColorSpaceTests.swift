import Testing
import Panel
import SwiftUI

/// Colours made as SwiftUI code makes them: hue, saturation and brightness, other colour
/// spaces, and resolved values. Expected values are the published ones of each space.
@MainActor
@Suite struct ColorSpaceTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 0.0005) -> Bool { abs(a - b) <= tolerance }

    @Test func hueSaturationBrightnessGoesRoundTheHexcone() {
        let red = Color(hue: 0, saturation: 1, brightness: 1)
        #expect(red.pixelColor == Color(red: 1, green: 0, blue: 0).pixelColor)
        #expect(Color(hue: 1, saturation: 1, brightness: 1).pixelColor == red.pixelColor)
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).pixelColor == Color(red: 0, green: 1, blue: 0).pixelColor)
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).pixelColor == Color(red: 0, green: 0, blue: 1).pixelColor)
        // Cyan at half saturation: the smallest component is half the largest.
        let cyan = Color(hue: 0.5, saturation: 0.5, brightness: 0.8, opacity: 0.5)
        #expect(close(cyan.red, 0.4) && close(cyan.green, 0.8) && close(cyan.blue, 0.8) && cyan.opacity == 0.5)
        // Orange (30°): red full, green half.
        let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1)
        #expect(close(orange.red, 1) && close(orange.green, 0.5) && close(orange.blue, 0))
        #expect(Color(hue: 0.3, saturation: 0, brightness: 0.25).pixelColor == Color(white: 0.25).pixelColor)
    }

    @Test func linearComponentsAreEncodedWithSRGBsCurve() {
        let grey = Color(.sRGBLinear, red: 0.214, green: 0.214, blue: 0.214)
        #expect(close(grey.red, 0.5, within: 0.001))
        #expect(Color(.sRGBLinear, white: 1).pixelColor == Color.white.pixelColor)
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6).pixelColor == Color(red: 0.2, green: 0.4, blue: 0.6).pixelColor)
    }

    @Test func displayP3IsConvertedToExtendedSRGB() {
        // P3's red lies outside sRGB: red above 1, green and blue below 0.
        let red = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(close(red.red, 1.0931, within: 0.001) && close(red.green, -0.2267, within: 0.001)
                && close(red.blue, -0.1501, within: 0.001))
        #expect(red.pixelColor == PixelColor(red: 255, green: 0, blue: 0))
        // White and greys are the same in both (same white point, same curve).
        let grey = Color(.displayP3, white: 0.5)
        #expect(close(grey.red, 0.5) && close(grey.green, 0.5) && close(grey.blue, 0.5))
    }

    @Test func resolvedColoursKeepLinearValues() {
        let resolved = Color(red: 0.5, green: 1, blue: 0, opacity: 0.25).resolve(in: EnvironmentValues())
        #expect(close(Double(resolved.linearRed), 0.2140) && resolved.linearGreen == 1 && resolved.linearBlue == 0)
        #expect(close(Double(resolved.red), 0.5) && resolved.opacity == 0.25)
        #expect(Color(resolved).pixelColor == Color(red: 0.5, green: 1, blue: 0, opacity: 0.25).pixelColor)
        var edited = Color.Resolved(red: 0, green: 0, blue: 0)
        edited.blue = 0.5
        #expect(close(Double(edited.linearBlue), 0.2140))
        #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 0).linearRed == 0.5)
        #expect(Color.Resolved(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
    }

    @Test func resolvingTakesTheEnvironmentsColourScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let primary = Color.primary.resolve(in: environment)
        #expect(primary.red == 1 && primary.green == 1 && primary.blue == 1)
        environment.colorScheme = .light
        #expect(Color.primary.resolve(in: environment).red == 0)
    }

    @Test func aResolvedColourFillsAShape() {
        let host = ViewHost(rootView: Rectangle().fill(Color.Resolved(red: 0, green: 0.5, blue: 1)).frame(width: 20, height: 20),
                            width: 20, height: 20)
        host.update()
        let surface = Surface(width: 20, height: 20)
        DisplayListRenderer(fonts: nil, background: PixelColor(red: 255, green: 255, blue: 255))
            .draw(host.displayList, into: surface, region: [surface.bounds])
        #expect(surface[10, 10] == PixelColor(red: 0, green: 128, blue: 255))
    }
}
