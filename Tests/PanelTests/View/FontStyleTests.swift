import Testing
@testable import PanelBase
@testable import PanelUI

/// Fonts and the font modifiers, as text runs carry them to the renderer.
@MainActor
@Suite struct FontStyleTests {
    private func runs(_ view: some View) -> [TextRun] {
        let host = ViewHost(rootView: view, width: 400, height: 600)
        host.update()
        return host.displayList.texts
    }

    @Test func textStylesHaveSwiftUIsSizes() {
        let expected: [(Font, Font.TextStyle, Int, Int)] = [
            (.largeTitle, .largeTitle, 34, 400), (.title, .title, 28, 400), (.title2, .title2, 22, 400),
            (.title3, .title3, 20, 400), (.headline, .headline, 17, 600), (.subheadline, .subheadline, 15, 400),
            (.body, .body, 17, 400), (.callout, .callout, 16, 400), (.footnote, .footnote, 13, 400),
            (.caption, .caption, 12, 400), (.caption2, .caption2, 11, 400),
        ]
        #expect(expected.count == Font.TextStyle.allCases.count)
        for (font, style, size, weight) in expected {
            #expect(font.size == CGFloat(size) && font.weight.value == weight, "\(style)")
            #expect(Font.system(style) == font)
            let run = runs(Text("x").font(font))
            #expect(run.first?.fontSize == Fixed(size))
            #expect(run.first?.weight == weight)
        }
    }

    @Test func systemFontsTakeADesignAndWeight() {
        let serif = Font.system(.title, design: .serif, weight: .bold)
        #expect(serif.size == 28 && serif.weight == .bold && serif.design == .serif)
        let mono = Font.system(size: 13, weight: .medium, design: .monospaced)
        #expect(mono.fontStyle.family == .monospaced && mono.weight == .medium)
        #expect(Font.system(size: 13).fontStyle == .default)
        #expect(Font.system(size: 13, design: .rounded).fontStyle.family == .sans)
        #expect(Font.body.italic().monospacedDigit().fontStyle == FontStyle(isItalic: true, monospacedDigits: true))
        #expect(Font.headline.monospaced().bold().fontStyle.family == .monospaced)
        #expect(Font.custom("Inter", size: 20).fontStyle.family == .custom("Inter"))
        #expect(Font.custom("Inter", size: 20).monospaced().fontStyle.family == .custom("Inter"))
        // A font's own changes keep the rest of it.
        #expect(Font.title.italic().weight(.heavy).isItalic)
    }

    @Test func viewModifiersReachTextRuns() {
        let texts = runs(VStack {
            Text("a").italic()
            Text("b").fontDesign(.serif).bold()
            Text("c").monospacedDigit()
            Text("d").monospaced()
            Text("e").font(.system(.body, design: .serif)).fontDesign(.monospaced)
            Text("f").font(.custom("DejaVuSansCondensed", size: 19)).fontDesign(.serif)
            Text("g").font(.caption2.italic()).italic(false)
            Text("h")
        })
        #expect(texts.map(\.style) == [
            FontStyle(isItalic: true),
            FontStyle(family: .serif),
            FontStyle(monospacedDigits: true),
            FontStyle(family: .monospaced),
            FontStyle(family: .monospaced),
            FontStyle(family: .custom("DejaVuSansCondensed")),
            FontStyle(isItalic: true),
            .default,
        ])
        #expect(texts[1].weight == 700)
        #expect(texts[5].fontSize == Fixed(19))
        #expect(texts[6].fontSize == Fixed(11))
    }

    @Test func modifiersApplyToEveryTextInside() {
        let texts = runs(VStack {
            Text("a")
            Text("b").font(.title)
        }.italic().monospacedDigit().fontWeight(.semibold))
        #expect(texts.map(\.style) == [FontStyle(isItalic: true, monospacedDigits: true), FontStyle(isItalic: true, monospacedDigits: true)])
        #expect(texts.map(\.weight) == [600, 600])
    }

    @Test func aFaceChangeRedrawsTheText() {
        struct Toggling: View {
            @State var italic = false
            var body: some View { Text("label").italic(italic).onTapGesture { italic.toggle() } }
        }
        let host = ViewHost(rootView: Toggling(), width: 200, height: 100)
        host.update()
        #expect(host.displayList.texts.first?.style.isItalic == false)
        let box = host.displayList.entries[0].bounds
        let center = FixedPoint(x: Fixed(box.x + box.width / 2), y: Fixed(box.y + box.height / 2))
        host.send(PointerEvent(pointer: 0, phase: .began, location: center, timestamp: MonotonicTime(seconds: 0)))
        host.send(PointerEvent(pointer: 0, phase: .ended, location: center, timestamp: MonotonicTime(seconds: 0.05)))
        host.update()
        #expect(host.displayList.texts.first?.style.isItalic == true)
    }
}
