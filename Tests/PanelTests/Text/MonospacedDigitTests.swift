import Testing
@testable import PanelBase

/// Tabular digits: every digit takes the widest digit's advance and is not kerned.
@Suite struct MonospacedDigitTests {
    let renderer: TextRenderer
    init() throws { renderer = try TextRenderer() }

    private func width(_ text: String, face: FontFace? = nil, tabular: Bool) -> Fixed {
        renderer.metrics(of: text, face: face, size: Fixed(raw: 17 * 64 + 16), monospacedDigits: tabular).width
    }

    @Test func everyDigitStringOfOneLengthHasOneWidth() throws {
        let serif = try FontFace(path: FontSet.dejaVuDirectory + "/DejaVuSerif.ttf")
        for face in [nil, serif] {
            let reference = width("0000", face: face, tabular: true)
            for digit in "0123456789" {
                #expect(width(String(repeating: digit, count: 4), face: face, tabular: true) == reference)
            }
            #expect(width("1111", face: face, tabular: true) == width("8888", face: face, tabular: true))
        }
    }

    @Test func aChangingCounterKeepsItsWidth() {
        // Kerning moves proportional digits against their neighbours ("T1", "71"); tabular
        // digits are not kerned, so every reading of the counter is as wide.
        let widths = Set(["T 17.1", "T 71.7", "T 11.4", "T 74.1", "T 10.0"].map { width($0, tabular: true) })
        #expect(widths.count == 1)
        let proportional = Set(["T1", "T7", "71", "17", "11"].map { width($0, tabular: false) })
        #expect(proportional.count > 1)
    }

    @Test func drawnDigitsStayInTheirCells() {
        // The ink of "1" is centred in a cell as wide as "0"'s.
        let one = renderer.inkBounds(of: "1", size: Fixed(40), monospacedDigits: true, baselineOrigin: FixedPoint(x: Fixed(10), y: Fixed(50)))
        let cell = renderer.metrics(of: "0", size: Fixed(40), monospacedDigits: true).width
        #expect(one.x > 10)
        #expect(one.maxX < 10 + cell.roundedPixels + 1)
    }
}
