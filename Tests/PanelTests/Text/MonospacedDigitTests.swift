import Testing
@testable import PanelBase

/// Tabular digits: every digit takes the widest digit's advance, centred in it, and is not
/// kerned. DejaVu's digits are all as wide already, so the layout is checked with a face
/// whose "1" is drawn with the glyph of "W": proportional digits of different widths.
@Suite struct MonospacedDigitTests {
    let renderer: TextRenderer
    let face: FontFace
    let size = Fixed(raw: 17 * 64 + 16)

    init() throws {
        renderer = try TextRenderer()
        face = try FontFace(path: FontFace.defaultPath)
        face.latinGlyphs[0x31] = face.glyphIndex(for: 0x57) // "1" looks like "W"
    }

    private func width(_ text: String, tabular: Bool) -> Fixed {
        renderer.metrics(of: text, face: face, size: size, monospacedDigits: tabular).width
    }

    @Test func theFaceHasProportionalDigits() {
        #expect(width("1111", tabular: false) > width("8888", tabular: false))
    }

    @Test func everyDigitStringOfOneLengthHasOneWidth() {
        let reference = width("1111", tabular: true)
        for digit in "0123456789" {
            #expect(width(String(repeating: digit, count: 4), tabular: true) == reference)
        }
        // Every digit takes the widest one's advance: "1" (the "W" glyph) here.
        #expect(reference == width("1111", tabular: false))
    }

    @Test func aChangingCounterKeepsItsWidth() {
        let readings = ["T 17.1 °C", "T 88.8 °C", "T 10.0 °C", "T 11.1 °C", "T 23.5 °C"]
        #expect(Set(readings.map { width($0, tabular: true) }).count == 1)
        #expect(Set(readings.map { width($0, tabular: false) }).count > 1)
    }

    @Test func aNarrowDigitIsCentredInItsCell() {
        let origin = FixedPoint(x: Fixed(10), y: Fixed(50))
        let cell = renderer.metrics(of: "1", face: face, size: Fixed(40), monospacedDigits: true).width
        let eight = renderer.metrics(of: "8", face: face, size: Fixed(40)).width
        let proportional = renderer.inkBounds(of: "8", face: face, size: Fixed(40), baselineOrigin: origin)
        let tabular = renderer.inkBounds(of: "8", face: face, size: Fixed(40), monospacedDigits: true, baselineOrigin: origin)
        // Moved right by half the difference of the advances, to the nearest pixel or so.
        let shift = (cell - eight) / 2
        #expect(abs(tabular.x - proportional.x - shift.roundedPixels) <= 1)
        #expect(tabular.width == proportional.width)
    }

    @Test func dejaVuDigitsAreTabularAlready() {
        for digit in "023456789" {
            #expect(renderer.metrics(of: String(digit), size: size).width == renderer.metrics(of: "1", size: size).width)
        }
    }
}
