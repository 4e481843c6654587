import CFreeType
import Glibc
import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

@Suite struct FontFaceTests {
    @Test func loadsDejaVuSansFromTheDefaultPath() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.path == FontFace.defaultPath)
        #expect(face.glyphIndex(for: 0x41) != 0)
    }

    @Test(.enabled(if: FontFace.defaultBoldPath != nil, "needs fonts-dejavu-core's bold face (scripts/install-deps.sh installs it)"))
    func loadsTheBoldFace() throws {
        let face = try FontFace(path: try #require(FontFace.defaultBoldPath))
        #expect(face.styleName == "Bold")
    }

    @Test func missingFileIsReportedWithItsPath() {
        let path = "/nonexistent/panel/NoSuchFont.ttf"
        #expect(throws: FontError.fileNotFound(path: path)) { try FontFace(path: path) }
        do {
            _ = try FontFace(path: path)
        } catch let error as FontError {
            #expect(error.description.contains(path))
            #expect(error.path == path)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func fileThatIsNotAFontIsReportedWithItsPath() throws {
        let path = textTemporaryFile(containing: Array("this is a text file, not a font\n".utf8))
        defer { unlink(path) }
        do {
            _ = try FontFace(path: path)
            Issue.record("loading a text file as a font did not fail")
        } catch let error as FontError {
            guard case .notAFont(let reported, _) = error else {
                Issue.record("expected notAFont, got \(error)")
                return
            }
            #expect(reported == path)
            #expect(error.description.contains(path))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func emptyFileIsNotAFont() {
        let path = textTemporaryFile(containing: [])
        defer { unlink(path) }
        #expect(throws: FontError.self) { try FontFace(path: path) }
        #expect((try? FontFace(path: path)) == nil)
    }

    @Test func directoryIsReportedAsUnreadable() {
        #expect(throws: FontError.unreadable(path: "/tmp", reason: "it is a directory")) { try FontFace(path: "/tmp") }
    }

    @Test func emptyPathIsReported() {
        #expect(throws: FontError.unreadable(path: "", reason: "the path is empty")) { try FontFace(path: "") }
    }

    @Test func facesSharingALibraryHaveDistinctIds() throws {
        let library = try FontLibrary()
        let a = try FontFace(path: FontFace.defaultPath, library: library)
        let b = try FontFace(path: FontFace.defaultPath, library: library)
        let c = try FontFace(path: FontFace.defaultPath, library: try FontLibrary())
        #expect(Set([a.id, b.id, c.id]).count == 3)
    }

    @Test func dejaVuSansHasKerningAndAReplacementGlyph() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        #expect(face.hasKerning)
        #expect(face.replacementGlyphIndex != 0)
    }

    @Test func tabledGlyphsAndKerningAreFreeTypesOwn() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        // Twice: the first lookup fills the tables, the second reads them.
        for _ in 0..<2 {
            for scalar in UInt32(0)..<300 {
                #expect(face.glyphIndex(for: scalar) == UInt32(FT_Get_Char_Index(face.face, FT_ULong(scalar))))
            }
        }
        let xScale = try #require(face.sizeMetrics(Fixed(20).raw)).xScale
        let glyphs = (UInt32(0x20)..<0x17F).map { face.glyphIndex(for: $0) }.filter { $0 != 0 }
        var kerned = 0
        for _ in 0..<2 {
            for left in glyphs {
                for right in glyphs {
                    let expected = face.unscaledKerning(left, right)
                    if expected != 0 { kerned += 1 }
                    #expect(face.kerning(left, right, xScale: xScale) == (expected == 0 ? 0 : FT_MulFix(expected, xScale)))
                }
            }
        }
        // DejaVu kerns Latin pairs, in and beyond the table's first 256 glyphs.
        #expect(kerned > 0)
        #expect(glyphs.contains { $0 >= FontFace.tabledGlyphs })
    }

    @Test func missingDejaVuNamesThePackageThatInstallsIt() {
        let error = FontError.fileNotFound(path: "/usr/share/fonts/truetype/dejavu/Missing.ttf")
        #expect(error.description.contains("fonts-dejavu-core"))
        #expect(!FontError.fileNotFound(path: "/opt/x.ttf").description.contains("fonts-dejavu-core"))
    }
}

@Suite struct DamagedFontTests {
    /// DejaVu Sans's bytes, read with Glibc.
    private func dejaVuBytes() -> [UInt8] {
        guard let file = fopen(FontFace.defaultPath, "rb") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    @Test func truncatedOrCorruptedFontsFailCleanlyOrDrawWithoutCrashing() throws {
        let original = dejaVuBytes()
        #expect(original.count > 100_000)
        let renderer = try TextRenderer()
        let surface = Surface(width: 80, height: 30)
        var random = TextTestRandom(seed: 0xF0_0D)
        var failures = 0
        for round in 0..<40 {
            var bytes = original
            if round % 2 == 0 {
                bytes.removeLast(Int.random(in: 1..<(bytes.count - 12), using: &random))
            } else {
                for _ in 0..<200 { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            }
            let path = textTemporaryFile(containing: bytes)
            defer { unlink(path) }
            do {
                let face = try FontFace(path: path)
                _ = renderer.metrics(of: "Damaged AV €", face: face, size: Fixed(14))
                renderer.draw("Damaged AV €", face: face, size: Fixed(14), baselineOrigin: FixedPoint(x: Fixed(2), y: Fixed(20)),
                              color: .white, into: surface, clip: surface.bounds)
            } catch let error as FontError {
                failures += 1
                #expect(error.path == path)
            }
        }
        #expect(failures > 0) // heavy truncation at least is refused
    }
}
