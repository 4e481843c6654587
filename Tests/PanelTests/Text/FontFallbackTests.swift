import Glibc
import Testing
@testable import PanelBase

@Suite struct FontFallbackTests {
    @Test func aCharacterTheFaceLacksComesFromTheFirstCandidateWithIt() throws {
        let library = try FontLibrary()
        let chain = InternationalFonts.fallback(library: library)
        #expect(chain.face(for: 0x6E29)?.path == InternationalFonts.cjk) // 温
        #expect(chain.face(for: 0x0917)?.path == InternationalFonts.devanagari) // ग
        #expect(chain.face(for: 0x0E41)?.path == InternationalFonts.thai) // แ
        #expect(chain.face(for: 0x0644)?.path == InternationalFonts.dejaVu) // ل
        // One face per file, loaded once.
        #expect(chain.face(for: 0x5BA4) === chain.face(for: 0x6E29))
    }

    @Test func theCandidatesOrderDecides() throws {
        let library = try FontLibrary()
        // Noto Sans CJK has Latin and Greek too; listed first it wins for them.
        let chain = FontFallback(library: library, language: nil,
                                 candidates: [.init(path: InternationalFonts.cjk, faceIndex: 2), .init(path: InternationalFonts.dejaVu)],
                                 usesFontconfig: false)
        #expect(chain.face(for: 0x03A9)?.path == InternationalFonts.cjk)
        #expect(chain.face(for: 0x0644)?.path == InternationalFonts.dejaVu) // Arabic: not in Noto Sans CJK
    }

    @Test func noFaceAndNoFontconfigIsNil() throws {
        let chain = FontFallback(library: try FontLibrary(), language: nil, candidates: [.init(path: InternationalFonts.dejaVu)],
                                 usesFontconfig: false)
        #expect(chain.face(for: 0x6E29) == nil)
    }

    @Test func aMissingOrBrokenCandidateIsSkipped() throws {
        let notAFont = textTemporaryFile(containing: Array("not a font".utf8))
        defer { unlink(notAFont) }
        let chain = FontFallback(library: try FontLibrary(), language: nil,
                                 candidates: [.init(path: "/nonexistent/font.ttf"), .init(path: notAFont),
                                              .init(path: InternationalFonts.thai)],
                                 usesFontconfig: false)
        #expect(chain.face(for: 0x0E41)?.path == InternationalFonts.thai)
    }

    @Test func privateUseCharactersAreNeverLookedFor() throws {
        // Material Icons has U+E8B8 (its "settings" symbol), a private-use character.
        let chain = FontFallback(library: try FontLibrary(), language: nil,
                                 candidates: [.init(path: FontFace.symbolFontFilePath)], usesFontconfig: true)
        #expect(chain.face(for: 0xE8B8) == nil)
        #expect(chain.face(for: 0x10FFFD) == nil)
    }

    @Test(.enabled(if: FontFallback.fontconfigAvailable, "needs libfontconfig1 (scripts/install-deps.sh installs it)"))
    func fontconfigFindsAFaceWhenNoCandidateHasIt() throws {
        let chain = FontFallback(library: try FontLibrary(), language: "zh_CN", candidates: [], usesFontconfig: true)
        let face = try #require(chain.face(for: 0x6E29))
        #expect(face.glyphIndex(for: 0x6E29) != 0)
    }

    @Test func aFolderGivesItsFontFilesInNameOrder() throws {
        var template = Array("/tmp/panel-fallback-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { rmdir(folder) }
        for name in ["b.ttf", "a.OTF", "c.ttc", "notes.txt"] {
            let path = folder + "/" + name
            close(open(path, O_CREAT | O_WRONLY, 0o644))
        }
        defer { for name in ["b.ttf", "a.OTF", "c.ttc", "notes.txt"] { unlink(folder + "/" + name) } }
        #expect(FontFallback.files(at: folder) == [folder + "/a.OTF", folder + "/b.ttf", folder + "/c.ttc"])
        #expect(FontFallback.files(at: InternationalFonts.thai) == [InternationalFonts.thai])
        #expect(FontFallback.files(at: "/nonexistent") == [])
    }

    @Test func theCJKFaceFollowsTheLanguage() {
        #expect(FontFallback.cjkFaceIndex(language: "ja_JP.UTF-8") == 0)
        #expect(FontFallback.cjkFaceIndex(language: "ko_KR") == 1)
        #expect(FontFallback.cjkFaceIndex(language: "zh_CN.UTF-8") == 2)
        #expect(FontFallback.cjkFaceIndex(language: "zh-Hant") == 3)
        #expect(FontFallback.cjkFaceIndex(language: "zh_TW") == 3)
        #expect(FontFallback.cjkFaceIndex(language: "zh_HK") == 4)
        #expect(FontFallback.cjkFaceIndex(language: nil) == 2)
    }
}
