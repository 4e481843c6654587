import Testing
import Panel
import SwiftUI

/// Decorated text written as for Apple's SwiftUI: underlines and strikethroughs on texts
/// and around views, dashed and coloured, and raised baselines.
private struct PriceTag: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Terms and conditions").underline()
            Text("Was 49.00").strikethrough(color: .red)
            Text("Dashed under").underline(pattern: .dash, color: .blue)
            Text("Dotted through").strikethrough(true, pattern: .dot)
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("E = mc")
                Text("2").baselineOffset(8).font(.caption)
            }
            VStack(alignment: .leading) {
                Text("All underlined")
                Text("But not this").underline(false)
            }
            .underline()
            .foregroundColor(.green)
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

private let fontsInstalled = (try? FontSet.loadDefault()) != nil

@MainActor
@Suite struct TextDecorationTests {
    private func host(width: Int = 480, height: Int = 272, textMeasurer: (any TextMeasuring)? = nil) -> ViewHost {
        if let textMeasurer { return ViewHost(rootView: PriceTag(), width: width, height: height, textMeasurer: textMeasurer) }
        return ViewHost(rootView: PriceTag(), width: width, height: height)
    }

    private func strokes(_ list: DisplayList) -> [(rect: FixedRect, color: PixelColor)] {
        list.entries.compactMap { if case .fill(.rectangle, let rect, let color) = $0.item { (rect, color) } else { nil } }
    }

    @Test func underlinesAndStrikethroughsSpanTheirLines() throws {
        let host = host()
        host.update()
        let all = strokes(host.displayList)
        let terms = try #require(host.frames(ofText: "Terms and conditions").first)
        let under = try #require(all.first { $0.rect.minX == terms.minX && $0.rect.minY > terms.minY + terms.height / 2 })
        #expect(under.rect.width == terms.width && under.color == Color.black.pixelColor)
        let was = try #require(host.frames(ofText: "Was 49.00").first)
        let struck = try #require(all.first { $0.rect.minY > was.minY && $0.rect.maxY < was.maxY })
        #expect(struck.color == Color.red.pixelColor && struck.rect.width == was.width)
        // The strikethrough crosses the glyphs above the baseline, the underline lies below it.
        #expect(struck.rect.maxY < was.minY + was.height * 3 / 4)
    }

    @Test func dashesRepeatAlongTheLine() throws {
        let host = host()
        host.update()
        let frame = try #require(host.frames(ofText: "Dashed under").first)
        let dashes = strokes(host.displayList).filter { $0.color == Color.blue.pixelColor }
        #expect(dashes.count > 3)
        #expect(dashes.allSatisfy { $0.rect.minX >= frame.minX && $0.rect.maxX <= frame.maxX })
        let dots = strokes(host.displayList).filter { $0.rect.minY > (host.frames(ofText: "Dotted through").first?.minY ?? .zero) }
        #expect(dots.count > 3)
    }

    @Test func aViewsUnderlineReachesTheTextsInsideThatSetNone() throws {
        let host = host()
        host.update()
        let green = strokes(host.displayList).filter { $0.color == Color.green.pixelColor }
        let all = try #require(host.frames(ofText: "All underlined").first)
        #expect(green.count == 1 && green[0].rect.minX == all.minX && green[0].rect.width == all.width)
    }

    @Test func aRaisedBaselineMovesTheGlyphsNotTheLayout() throws {
        func drawn(_ text: some View) throws -> (frame: FixedRect, baseline: Fixed) {
            let host = ViewHost(rootView: text, width: 100, height: 60)
            host.update()
            let run = try #require(host.displayList.entries.compactMap { if case .text(let run) = $0.item { run } else { nil } }.first)
            return (try #require(host.frames(ofText: "2").first), run.baselineOrigin.y)
        }
        let raised = try drawn(Text("2").baselineOffset(8).font(.caption))
        let plain = try drawn(Text("2").font(.caption))
        let lowered = try drawn(Text("2").baselineOffset(-3).font(.caption))
        #expect(plain.baseline - raised.baseline == Fixed(8) && lowered.baseline - plain.baseline == Fixed(3))
        #expect(raised.frame == plain.frame && lowered.frame == plain.frame)
    }

    @Test func decoratedTextsCompareByTheirDecoration() {
        #expect(Text("a").underline() == Text("a").underline())
        #expect(Text("a").underline() != Text("a"))
        #expect(Text("a").underline(color: .red) != Text("a").underline(color: .blue))
        #expect(Text("a").baselineOffset(2) != Text("b").baselineOffset(2))
    }

    @Test(.enabled(if: fontsInstalled), arguments: [(800, 480), (480, 272)])
    func decoratedTextGolden(size: (Int, Int)) throws {
        let fonts = try FontSet.loadDefault()
        let host = host(width: size.0, height: size.1, textMeasurer: fonts)
        let surface = Surface(width: size.0, height: size.1)
        host.render(into: surface, with: DisplayListRenderer(fonts: fonts, background: PixelColor(red: 255, green: 255, blue: 255)))
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while let last = parts.last, last != "SwiftUITests" { parts.removeLast() }
        let path = parts.joined(separator: "/") + "/Golden/text-decoration-\(size.0)x\(size.1).png"
        if let failure = GoldenImage.check(surface, against: path, update: GoldenImage.updateRequested) {
            Issue.record("golden text-decoration-\(size.0)x\(size.1): \(failure)")
        }
    }

    @Test(.enabled(if: fontsInstalled)) func theFontsOwnMetricsPlaceTheLines() throws {
        let fonts = try FontSet.loadDefault()
        let metrics = fonts.decorationMetrics(font: .body)
        // A real face's underline lies below the baseline and its strikethrough above.
        #expect(metrics.underlineTop > .zero && metrics.strikethroughTop < .zero)
        #expect(metrics.underlineThickness >= .one && metrics.strikethroughThickness >= .one)
    }
}
