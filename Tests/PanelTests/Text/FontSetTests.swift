import Testing
@testable import PanelBase

/// The faces a `FontSet` picks, read from the faces' own names (Debian's DejaVu files).
@Suite struct FontSetTests {
    let fonts: FontSet
    init() throws { fonts = try FontSet.loadDefault() }

    private func name(_ weight: Int, _ style: FontStyle) -> String {
        let face = fonts.face(weight: weight, style: style)
        return face.familyName + " " + face.styleName
    }

    @Test func facesByWeightAndSlant() {
        #expect(name(400, .default) == "DejaVu Sans Book")
        #expect(name(500, .default) == "DejaVu Sans Book")
        #expect(name(600, .default) == "DejaVu Sans Bold")
        #expect(name(900, .default) == "DejaVu Sans Bold")
        #expect(name(200, .default) == "DejaVu Sans ExtraLight")
        #expect(name(400, FontStyle(isItalic: true)) == "DejaVu Sans Oblique")
        #expect(name(700, FontStyle(isItalic: true)) == "DejaVu Sans Bold Oblique")
    }

    @Test func facesByDesign() {
        #expect(name(400, FontStyle(family: .monospaced)) == "DejaVu Sans Mono Book")
        #expect(name(700, FontStyle(family: .monospaced)) == "DejaVu Sans Mono Bold")
        #expect(name(400, FontStyle(family: .monospaced, isItalic: true)) == "DejaVu Sans Mono Oblique")
        #expect(name(400, FontStyle(family: .serif)) == "DejaVu Serif Book")
        #expect(name(700, FontStyle(family: .serif)) == "DejaVu Serif Bold")
        #expect(name(400, FontStyle(family: .serif, isItalic: true)) == "DejaVu Serif Italic")
        #expect(name(800, FontStyle(family: .serif, isItalic: true)) == "DejaVu Serif Bold Italic")
    }

    @Test func aMissingFaceFallsBackToTheNearest() {
        // DejaVu has no light mono or serif face: the regular one of the same family.
        #expect(name(100, FontStyle(family: .monospaced)) == "DejaVu Sans Mono Book")
        #expect(name(200, FontStyle(family: .serif, isItalic: true)) == "DejaVu Serif Italic")
        // No light oblique sans either: the oblique.
        #expect(name(100, FontStyle(isItalic: true)) == "DejaVu Sans Oblique")
    }

    @Test func facesAreLoadedOnceAndShared() {
        let first = fonts.face(weight: 400, style: FontStyle(family: .serif))
        #expect(fonts.face(weight: 500, style: FontStyle(family: .serif)) === first)
        #expect(fonts.face(weight: 700, style: .default) === fonts.face(weight: 700))
    }

    @Test func customFontsAreFoundByFileName() {
        var logged: [String] = []
        fonts.log = { logged.append($0) }
        let condensed = fonts.customFace(named: "DejaVuSansCondensed")
        #expect(condensed.familyName + " " + condensed.styleName == "DejaVu Sans Condensed")
        #expect(fonts.customFace(named: "DejaVuSerifCondensed-Bold.ttf").styleName == "Condensed Bold")
        #expect(fonts.face(weight: 900, style: FontStyle(family: .custom("DejaVuSansCondensed"))) === condensed)
        #expect(logged.isEmpty)
    }

    @Test func aMissingCustomFontDrawsTheDefaultAndIsLoggedOnce() {
        var logged: [String] = []
        fonts.log = { logged.append($0) }
        #expect(fonts.customFace(named: "NoSuchFont") === fonts.regular)
        #expect(fonts.customFace(named: "NoSuchFont") === fonts.regular)
        #expect(logged.count == 1)
        #expect(logged.first?.contains("NoSuchFont") == true)
        // A name cannot reach outside the fonts folders.
        #expect(fonts.customFace(named: "../dejavu/DejaVuSerif") === fonts.regular)
        #expect(logged.count == 2)
    }

    @Test func customFontDirectoryComesFirst() {
        fonts.customFontDirectories = ["/nonexistent-panel-fonts"]
        var logged: [String] = []
        fonts.log = { logged.append($0) }
        #expect(fonts.customFace(named: "DejaVuSansCondensed") === fonts.regular)
        #expect(logged.first?.contains("/nonexistent-panel-fonts") == true)
    }
}
