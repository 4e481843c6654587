import Panel
import Testing
@testable import PanelKiosk
@testable import PanelUI

/// The demo's titles come from its string tables in the environment's language.
@MainActor
@Suite struct DemoTranslationTests {
    func render(language: String?) throws -> (strings: [String], surface: Surface) {
        let fonts = try InternationalPanelFileTests.fonts()
        let view = DemoPanel().environment(\.localizationLanguage, language)
        let host = ViewHost(rootView: view, width: 800, height: 480, textMeasurer: fonts)
        let surface = Surface(width: 800, height: 480)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: .black))
        let strings = host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run.string } else { return nil } }
        return (strings, surface)
    }

    @Test func chineseTitles() throws {
        let (strings, surface) = try render(language: "zh_CN.UTF-8")
        for title in ["面板", "SwiftUI 样式，直接绘制到屏幕", "PrimitiveButtonStyle · 按住 1 秒", "自定义样式 · TripleToggle",
                      "点我！", "尚未点击", "自定义开关", "风扇", "按住按钮"] {
            #expect(strings.contains(title), "\(strings)")
        }
        #expect(!strings.contains("Panel"))
        GoldenImageCheck.expect(surface, named: "demo-zh-hans")
    }

    @Test func arabicTitles() throws {
        let (strings, _) = try render(language: "ar")
        #expect(strings.contains("اللوحة"))
        #expect(strings.contains("اضغطني!"))
    }

    @Test func englishIsTheKeys() throws {
        let (strings, _) = try render(language: "en_US.UTF-8")
        #expect(strings.contains("Panel"))
        #expect(strings.contains("Custom style · TripleToggle"))
        let (german, _) = try render(language: "de_DE")
        #expect(german.contains("Panel"))
    }
}
