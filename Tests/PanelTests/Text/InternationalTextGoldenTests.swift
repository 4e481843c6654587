import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// Text in Chinese, Japanese, Arabic, Hebrew, Hindi and Thai, drawn through the fallback
/// chain and HarfBuzz, compared byte for byte with PNGs under Tests/PanelTests/Golden.
@Suite struct InternationalTextGoldenTests {
    private func point(_ x: Int, _ y: Int) -> FixedPoint { FixedPoint(x: Fixed(raw: x * 64), y: Fixed(raw: y * 64)) }

    @Test func scriptsDrawnByTheRenderer() throws {
        #expect(InternationalFonts.missing.isEmpty, "install the fonts: scripts/install-deps.sh")
        let renderer = try InternationalFonts.renderer()
        let surface = textTestSurface(width: 360, height: 250, color: PixelColor(red: 250, green: 248, blue: 240))
        let ink = PixelColor(red: 20, green: 30, blue: 80)
        let lines = [
            "温室控制面板",                 // Chinese
            "温室のコントロール、開始。",     // Japanese
            "لوحة التحكم في الدفيئة",         // Arabic: joined, right to left
            "לוח הבקרה של החממה",            // Hebrew: right to left
            "ग्रीनहाउस नियंत्रण कक्ष",           // Hindi: conjuncts, matras
            "แผงควบคุมเรือนกระจก",            // Thai: marks above and below
            "Zone 3: 温度 21 °C, الرطوبة 40%", // mixed directions and faces
        ]
        for (index, line) in lines.enumerated() {
            renderer.draw(line, size: Fixed(20), baselineOrigin: point(8, 26 + index * 32), color: ink, into: surface,
                          clip: surface.bounds)
        }
        expectGolden(surface, named: "text-international")
    }
}
