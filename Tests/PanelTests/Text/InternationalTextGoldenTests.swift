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

/// `Text` views in several scripts, laid out and drawn through a hosted view: wrapped
/// between CJK characters, right-to-left paragraphs lined up on the right.
@MainActor
@Suite struct InternationalTextViewGoldenTests {
    private func render(_ view: some View, width: Int, height: Int) throws -> (ViewHost, Surface) {
        let fonts = try InternationalFonts.fontSet()
        let host = ViewHost(rootView: view, width: width, height: height, textMeasurer: fonts)
        let renderer = DisplayListRenderer(fonts: fonts, background: .white)
        let surface = Surface(width: width, height: height)
        host.render(into: surface, with: renderer)
        return (host, surface)
    }

    private func runs(_ host: ViewHost) -> [TextRun] {
        host.displayList.entries.compactMap { if case .text(let run) = $0.item { return run } else { return nil } }
    }

    struct Screen: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 8) {
                Text("温室控制面板").font(.title)
                Text("温度と湿度を監視します、開始。停止。設定。")
                    .frame(width: 150)
                Text("درجة الحرارة والرطوبة في الدفيئة الشمالية")
                    .frame(width: 200)
                    .environment(\.layoutDirection, .rightToLeft)
                Text("מערכת בקרה לחממה").bold()
                Text("तापमान और नमी").font(.title2)
                Text("อุณหภูมิ ความชื้น").font(.title3)
            }
            .padding(10)
        }
    }

    @Test func labelsInEveryScript() throws {
        #expect(InternationalFonts.missing.isEmpty, "install the fonts: scripts/install-deps.sh")
        let (host, surface) = try render(Screen(), width: 320, height: 420)
        let strings = runs(host).map(\.string)
        // The Japanese sentence wraps between characters, and no line starts with "、" or "。".
        let japanese = strings.filter { $0.contains("温度") || $0.contains("開始") || $0.contains("設定") || $0.contains("停止") }
        #expect(japanese.count >= 2, "\(strings)")
        for line in strings { #expect(!line.hasPrefix("、") && !line.hasPrefix("。"), "\(strings)") }
        // The Arabic paragraph wraps too, and its lines line up on the right of its frame.
        let arabic = runs(host).filter { $0.string.unicodeScalars.contains { $0.value >= 0x600 && $0.value <= 0x6FF } }
        #expect(arabic.count >= 2)
        #expect(arabic.allSatisfy { $0.rightToLeft })
        expectGolden(surface, named: "text-international-views")
    }

    @Test func leadingIsTheRightEdgeInRightToLeft() throws {
        func firstLineX(_ direction: LayoutDirection) throws -> Fixed {
            let view = Text("one two three four five six seven")
                .frame(width: 120)
                .environment(\.layoutDirection, direction)
            let (host, _) = try render(view, width: 200, height: 200)
            let lines = runs(host)
            try #require(lines.count >= 2)
            // The shortest line shows the alignment: against the left or the right edge.
            let shortest = try #require(lines.min { $0.string.count < $1.string.count })
            return shortest.baselineOrigin.x - lines.map(\.baselineOrigin.x).min()!
        }
        let leftToRight = try firstLineX(.leftToRight), rightToLeft = try firstLineX(.rightToLeft)
        #expect(leftToRight == .zero)
        #expect(rightToLeft > .zero)
    }
}
