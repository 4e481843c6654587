import Panel
import Testing
@testable import PanelKiosk

/// A panel file whose title and labels are Chinese, Japanese, Arabic, Hebrew, Hindi and
/// Thai, drawn through the fallback fonts and HarfBuzz, compared with its golden image.
@MainActor
@Suite struct InternationalPanelFileTests {
    let text = """
    {"title": "温室控制面板", "columns": 2, "controls": [
      {"type": "toggle", "id": "lamp", "label": "照明", "default": true},
      {"type": "button", "id": "start", "label": "開始する"},
      {"type": "triple", "id": "fan", "label": "المروحة", "states": ["إيقاف", "تلقائي", "تشغيل"]},
      {"type": "slider", "id": "level", "label": "עוצמה", "min": 0, "max": 10, "step": 1, "default": 5},
      {"type": "button", "id": "water", "label": "पानी दें"},
      {"type": "hold", "id": "reset", "label": "รีเซ็ต", "duration": 1}
    ]}
    """

    /// DejaVu with a fixed fallback list and no fontconfig: the same image on every machine.
    static func fonts() throws -> FontSet {
        let library = try FontLibrary()
        let face = try FontFace(path: FontFace.defaultPath, library: library)
        let fallback = FontFallback(library: library, language: nil, candidates: [
            .init(path: FontFace.defaultPath),
            .init(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 2),
            .init(path: "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"),
            .init(path: "/usr/share/fonts/truetype/tlwg/Loma.ttf"),
        ], usesFontconfig: false)
        let renderer = try TextRenderer(defaultFace: face, fallback: fallback)
        let bold = FontFace.defaultBoldPath.flatMap { try? FontFace(path: $0, library: library) }
        return FontSet(renderer: renderer, bold: bold)
    }

    @Test func labelsInEveryScript() throws {
        let panel = try PanelFileDecoder.decode(text, path: "international.json")
        let content = PanelContent.panel(panel, saved: [:])
        let fonts = try Self.fonts()
        let host = content.host(width: 800, height: 480, fonts: fonts)
        let surface = Surface(width: 800, height: 480)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: content.background))
        let strings = host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
        for label in ["温室控制面板", "照明", "開始する", "المروحة", "עוצמה", "पानी दें", "รีเซ็ต"] {
            #expect(strings.contains(label), "\(strings)")
        }
        GoldenImageCheck.expect(surface, named: "panel-file-international")
    }
}
