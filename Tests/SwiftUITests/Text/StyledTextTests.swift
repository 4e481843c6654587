import Testing
import Panel
import SwiftUI

/// Texts of styled runs written as for Apple's SwiftUI: `Text + Text`, interpolated texts,
/// kerning and tracking, measured with the approximate measurer (every run laid out by its
/// own font's widths).
@MainActor
@Suite struct StyledTextTests {
    private func runs(_ view: some View, width: Int = 400, height: Int = 200) -> [TextRun] {
        let host = ViewHost(rootView: view, width: width, height: height)
        host.update()
        return host.displayList.entries.compactMap { if case .text(let run) = $0.item { run } else { nil } }
    }

    private func width(_ string: String, _ font: Font = .body) -> Fixed { ApproximateTextMeasurer().measure(string, font: font).width }

    @Test func eachPartKeepsItsOwnStyleOnOneBaseline() throws {
        let drawn = runs(Text("Bold").bold() + Text(" red").foregroundColor(.red) + Text(" big").font(.title) + Text(" plain"))
        #expect(drawn.map(\.string) == ["Bold", " red", " big", " plain"])
        #expect(drawn[0].weight == Font.Weight.bold.value && drawn[1].weight == Font.Weight.regular.value)
        #expect(drawn[1].color == Color.red.pixelColor && drawn[0].color == Color.black.pixelColor)
        #expect(drawn[2].fontSize == Fixed(28) && drawn[3].fontSize == Fixed(17))
        #expect(Set(drawn.map(\.baselineOrigin.y)).count == 1)
        // Each run starts where the one before ends, measured in its own font.
        var bold = Font.body
        bold.weight = .bold
        #expect(drawn[1].baselineOrigin.x == drawn[0].baselineOrigin.x + width("Bold", bold))
        #expect(drawn[3].baselineOrigin.x == drawn[2].baselineOrigin.x + width(" big", .title))
    }

    @Test func aConcatenationWrapsAsOneTextKeepingWordsAcrossParts() throws {
        let text = Text("One two ") + Text("thr").bold() + Text("ee four five six seven")
        let drawn = runs(text.frame(width: 90))
        let baselines = drawn.map(\.baselineOrigin.y)
        #expect(Set(baselines).count > 2)
        // "thr" + "ee" is one word: its halves share a line, the bold one first.
        let thr = try #require(drawn.firstIndex { $0.string.hasSuffix("thr") })
        #expect(drawn[thr + 1].string.hasPrefix("ee") && drawn[thr + 1].baselineOrigin.y == drawn[thr].baselineOrigin.y)
        #expect(drawn.allSatisfy { $0.baselineOrigin.x >= .zero })
    }

    @Test func aLineLimitCutsTheLastLineWithAnEllipsisInItsRunsStyle() throws {
        let text = (Text("Alpha beta ").foregroundColor(.red) + Text("gamma delta epsilon zeta")).lineLimit(1).frame(width: 120)
        let drawn = runs(text)
        #expect(Set(drawn.map(\.baselineOrigin.y)).count == 1)
        let last = try #require(drawn.last)
        #expect(last.string.hasSuffix("…"))
        #expect(drawn.first?.color == Color.red.pixelColor)
        let end = last.baselineOrigin.x + width(last.string)
        #expect(end <= Fixed(400 / 2 + 60))
    }

    @Test func linesAreAlignedInTheTextsFrame() throws {
        let text = (Text("Wide first line here") + Text("\nshort").italic()).multilineTextAlignment(.trailing)
        let drawn = runs(text)
        let first = try #require(drawn.first), short = try #require(drawn.last)
        #expect(short.style.isItalic)
        // Right edges line up.
        let firstEnd = first.baselineOrigin.x + width(first.string)
        let shortEnd = short.baselineOrigin.x + width(short.string, Font.body.italic())
        #expect(abs((firstEnd - shortEnd).raw) <= 1)
    }

    @Test func trackingAddsSpaceAfterEveryClusterAndKerningBetweenPairs() throws {
        let plain = width("abc")
        let tracked = runs(Text("abc").tracking(10))
        #expect(tracked.map(\.string) == ["a", "b", "c"])
        #expect(tracked[1].baselineOrigin.x - tracked[0].baselineOrigin.x == width("a") + Fixed(10))
        #expect(tracked[2].baselineOrigin.x - tracked[0].baselineOrigin.x == width("ab") + Fixed(20))
        func frameWidth(_ view: some View) -> Fixed {
            let host = ViewHost(rootView: view, width: 400, height: 100)
            host.update()
            return host.frames(ofText: "abc").first?.width ?? .zero
        }
        #expect(frameWidth(Text("abc").tracking(10)) == plain + Fixed(30))
        #expect(frameWidth(Text("abc").kerning(10)) == plain + Fixed(20))
        #expect(frameWidth(Text("abc").kerning(-2)) == plain - Fixed(4))
        // The view modifiers reach plain texts inside.
        #expect(frameWidth(VStack { Text("abc") }.tracking(4)) == plain + Fixed(12))
        #expect(frameWidth(VStack { Text("abc") }.kerning(4)) == plain + Fixed(8))
    }

    @Test func anInterpolatedTextKeepsItsStyle() throws {
        let drawn = runs(Text("\(Text("bold").bold()) rest"))
        #expect(drawn.map(\.string) == ["bold", " rest"])
        #expect(drawn[0].weight == Font.Weight.bold.value && drawn[1].weight == Font.Weight.regular.value)
    }

    @Test func concatenationsCompareByTheirParts() {
        #expect(Text("a") + Text("b") == Text("a") + Text("b"))
        #expect(Text("a") + Text("b") != Text("a") + Text("c"))
        #expect(Text("a").bold() + Text("b") != Text("a") + Text("b"))
        #expect((Text("a") + Text("b")).bold() != Text("a") + Text("b"))
    }

    @Test func aStyledConcatenationStylesEveryPartThatSetsNone() throws {
        let drawn = runs((Text("a") + Text("b").foregroundColor(.green)).foregroundColor(.red).bold())
        #expect(drawn.map(\.color) == [Color.red.pixelColor, Color.green.pixelColor])
        #expect(drawn.allSatisfy { $0.weight == Font.Weight.bold.value })
    }

    @Test func aPlainTextStaysOneRunWithoutSpacing() {
        let drawn = runs(Text("Plain words here"))
        #expect(drawn.map(\.string) == ["Plain words here"])
    }
}
