import Testing
@testable import PanelBase

/// Panel's shaping checked against HarfBuzz's own command-line shaper: the glyphs, offsets
/// and advances `TextShaper` places for a line must be exactly `hb-shape`'s.
///
/// The references were made with Debian's libharfbuzz-bin 6.0.0, at the font's units per
/// em (hb-shape's default size), so positions are in font units:
///
///     LC_ALL=C.UTF-8 hb-shape --output-format=json --no-glyph-names --no-clusters \
///         --face-index=INDEX FONT TEXT
///
/// hb-shape guesses direction and script from the text; Panel finds them with FriBidi and
/// HarfBuzz's Unicode data, run by run, so equal output also checks the itemisation.
@Suite struct HarfBuzzReferenceTests {
    struct Reference: CustomTestStringConvertible, Sendable {
        var name: String
        var font: String
        var faceIndex: Int
        var text: String
        var json: String
        var testDescription: String { name }
    }

    static let references: [Reference] = [
        .init(name: "arabic", font: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", faceIndex: 0, text: "لوحة التحكم في الدفيئة",
              json: #"[{"g":5262,"dx":0,"dy":0,"ax":1098,"ay":0},{"g":5254,"dx":0,"dy":0,"ax":618,"ay":0},{"g":5358,"dx":0,"dy":0,"ax":618,"ay":0},{"g":5325,"dx":0,"dy":0,"ax":979,"ay":0},{"g":5284,"dx":0,"dy":0,"ax":1075,"ay":0},{"g":5337,"dx":0,"dy":0,"ax":624,"ay":0},{"g":1365,"dx":0,"dy":0,"ax":569,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":5356,"dx":0,"dy":0,"ax":1707,"ay":0},{"g":5325,"dx":0,"dy":0,"ax":979,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":5340,"dx":0,"dy":0,"ax":1363,"ay":0},{"g":5334,"dx":0,"dy":0,"ax":1131,"ay":0},{"g":5278,"dx":0,"dy":0,"ax":1322,"ay":0},{"g":5266,"dx":0,"dy":0,"ax":618,"ay":0},{"g":5337,"dx":0,"dy":0,"ax":624,"ay":0},{"g":1365,"dx":0,"dy":0,"ax":569,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":5262,"dx":0,"dy":0,"ax":1098,"ay":0},{"g":5277,"dx":0,"dy":0,"ax":1266,"ay":0},{"g":5352,"dx":0,"dy":0,"ax":1058,"ay":0},{"g":5337,"dx":0,"dy":0,"ax":624,"ay":0}]"#),
        .init(name: "hebrew", font: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", faceIndex: 0, text: "לוח הבקרה של החממה",
              json: #"[{"g":1323,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":1333,"dx":0,"dy":0,"ax":1391,"ay":0},{"g":1333,"dx":0,"dy":0,"ax":1391,"ay":0},{"g":1326,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":1323,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":1331,"dx":0,"dy":0,"ax":1164,"ay":0},{"g":1344,"dx":0,"dy":0,"ax":1451,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":1323,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":1343,"dx":0,"dy":0,"ax":1156,"ay":0},{"g":1342,"dx":0,"dy":0,"ax":1453,"ay":0},{"g":1320,"dx":0,"dy":0,"ax":1184,"ay":0},{"g":1323,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":1326,"dx":0,"dy":0,"ax":1338,"ay":0},{"g":1324,"dx":0,"dy":0,"ax":558,"ay":0},{"g":1331,"dx":0,"dy":0,"ax":1164,"ay":0}]"#),
        .init(name: "hindi", font: "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf", faceIndex: 0, text: "ग्रीनहाउस नियंत्रण कक्ष",
              json: #"[{"g":590,"dx":0,"dy":0,"ax":529,"ay":0},{"g":369,"dx":0,"dy":0,"ax":266,"ay":0},{"g":345,"dx":0,"dy":0,"ax":585,"ay":0},{"g":362,"dx":0,"dy":0,"ax":527,"ay":0},{"g":367,"dx":0,"dy":0,"ax":266,"ay":0},{"g":314,"dx":0,"dy":0,"ax":631,"ay":0},{"g":361,"dx":0,"dy":0,"ax":709,"ay":0},{"g":3,"dx":0,"dy":0,"ax":316,"ay":0},{"g":368,"dx":0,"dy":0,"ax":266,"ay":0},{"g":345,"dx":0,"dy":0,"ax":585,"ay":0},{"g":352,"dx":0,"dy":0,"ax":596,"ay":0},{"g":307,"dx":1,"dy":-2,"ax":0,"ay":0},{"g":593,"dx":0,"dy":0,"ax":539,"ay":0},{"g":340,"dx":0,"dy":0,"ax":669,"ay":0},{"g":3,"dx":0,"dy":0,"ax":316,"ay":0},{"g":326,"dx":0,"dy":0,"ax":749,"ay":0},{"g":520,"dx":0,"dy":0,"ax":657,"ay":0}]"#),
        .init(name: "thai", font: "/usr/share/fonts/truetype/tlwg/Loma.ttf", faceIndex: 0, text: "แผงควบคุมเรือนกระจก",
              json: #"[{"g":266,"dx":0,"dy":0,"ax":1320,"ay":0},{"g":233,"dx":0,"dy":0,"ax":1200,"ay":0},{"g":212,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":209,"dx":0,"dy":0,"ax":1370,"ay":0},{"g":244,"dx":0,"dy":0,"ax":1150,"ay":0},{"g":231,"dx":0,"dy":0,"ax":1300,"ay":0},{"g":209,"dx":0,"dy":0,"ax":1370,"ay":0},{"g":261,"dx":0,"dy":0,"ax":0,"ay":0},{"g":238,"dx":0,"dy":0,"ax":1350,"ay":0},{"g":265,"dx":0,"dy":0,"ax":700,"ay":0},{"g":240,"dx":0,"dy":0,"ax":1100,"ay":0},{"g":260,"dx":0,"dy":0,"ax":0,"ay":0},{"g":250,"dx":0,"dy":0,"ax":1230,"ay":0},{"g":230,"dx":0,"dy":0,"ax":1400,"ay":0},{"g":206,"dx":0,"dy":0,"ax":1240,"ay":0},{"g":240,"dx":0,"dy":0,"ax":1100,"ay":0},{"g":253,"dx":0,"dy":0,"ax":1100,"ay":0},{"g":213,"dx":0,"dy":0,"ax":1200,"ay":0},{"g":206,"dx":0,"dy":0,"ax":1240,"ay":0}]"#),
        .init(name: "chinese", font: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2, text: "温室控制面板",
              json: #"[{"g":23786,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":15517,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":19165,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":11206,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":43691,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":20879,"dx":0,"dy":0,"ax":1000,"ay":0}]"#),
        .init(name: "japanese", font: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 0, text: "温室のコントロール、開始。",
              json: #"[{"g":23786,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":15516,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1505,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1572,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1636,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1593,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1630,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1645,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1628,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1397,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":42855,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":14414,"dx":0,"dy":0,"ax":1000,"ay":0},{"g":1398,"dx":0,"dy":0,"ax":1000,"ay":0}]"#),
        .init(name: "latinKerning", font: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", faceIndex: 0, text: "AVATAR Wave Tea",
              json: #"[{"g":36,"dx":0,"dy":0,"ax":1270,"ay":0},{"g":57,"dx":0,"dy":0,"ax":1270,"ay":0},{"g":36,"dx":0,"dy":0,"ax":1242,"ay":0},{"g":55,"dx":0,"dy":0,"ax":1092,"ay":0},{"g":36,"dx":0,"dy":0,"ax":1401,"ay":0},{"g":53,"dx":0,"dy":0,"ax":1423,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":58,"dx":0,"dy":0,"ax":1894,"ay":0},{"g":68,"dx":0,"dy":0,"ax":1255,"ay":0},{"g":89,"dx":0,"dy":0,"ax":1212,"ay":0},{"g":72,"dx":0,"dy":0,"ax":1260,"ay":0},{"g":3,"dx":0,"dy":0,"ax":651,"ay":0},{"g":55,"dx":0,"dy":0,"ax":903,"ay":0},{"g":72,"dx":0,"dy":0,"ax":1260,"ay":0},{"g":68,"dx":0,"dy":0,"ax":1255,"ay":0}]"#),
    ]

    /// (glyph, dx, dy, ax) of each glyph in `hb-shape`'s JSON.
    static func parse(_ json: String) -> [(glyph: UInt32, dx: Int, dy: Int, ax: Int)] {
        json.split(separator: "}").compactMap { entry -> (UInt32, Int, Int, Int)? in
            var values: [String: Int] = [:]
            for pair in entry.split(separator: ",") {
                let parts = pair.split(separator: ":")
                guard parts.count == 2 else { continue }
                let key = parts[0].filter { $0.isLetter }
                values[String(key)] = Int(parts[1])
            }
            guard let glyph = values["g"], let dx = values["dx"], let dy = values["dy"], let ax = values["ax"] else { return nil }
            return (UInt32(glyph), dx, dy, ax)
        }
    }

    @Test(arguments: references)
    func glyphsAndPositionsAreHarfBuzzs(reference: Reference) throws {
        let library = try FontLibrary()
        let face = try FontFace(path: reference.font, faceIndex: reference.faceIndex, library: library)
        let shaper = TextShaper(fallback: FontFallback(library: library, language: nil, candidates: [], usesFontconfig: false))
        shaper.scaleOverride = Int32(face.unitsPerEm)
        var text = reference.text
        let shaped = text.withUTF8 { shaper.shape($0, face: face, size: 20 * 64, rightToLeft: false, cache: GlyphCache()) }
        let expected = Self.parse(reference.json)
        try #require(!expected.isEmpty)
        try #require(shaped.lines.count == 1)
        #expect(shaped.glyphs.map(\.glyph) == expected.map(\.glyph))
        var pen = 0
        var expectedX: [Int32] = [], expectedY: [Int32] = []
        for glyph in expected {
            expectedX.append(Int32(pen + glyph.dx))
            expectedY.append(Int32(glyph.dy))
            pen += glyph.ax
        }
        #expect(shaped.glyphs.map(\.x) == expectedX)
        #expect(shaped.glyphs.map(\.y) == expectedY)
        #expect(shaped.lines[0].width == pen)
    }
}
