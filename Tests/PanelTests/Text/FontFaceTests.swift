import Glibc
import Testing
@testable import Panel

@Suite struct FontFaceTests {
    @Test func loadsDejaVuSansFromTheDefaultPath() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        #expect(face.familyName == "DejaVu Sans")
        #expect(face.path == FontFace.defaultPath)
        #expect(face.glyphIndex(for: 0x41) != 0)
    }

    @Test func loadsTheBoldFaceWhenInstalled() throws {
        guard let bold = FontFace.defaultBoldPath else { return }
        let face = try FontFace(path: bold)
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
        #expect(a.id != b.id)
        #expect(a.id == a.id)
    }

    @Test func dejaVuSansHasKerningAndAReplacementGlyph() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        #expect(face.hasKerning)
        #expect(face.replacementGlyphIndex != 0)
    }
}
