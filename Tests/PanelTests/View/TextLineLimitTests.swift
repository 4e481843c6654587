import Testing
@testable import PanelBase
@testable import PanelUI

/// Line limits, truncation and multiline alignment, measured with a fixed advance per
/// character (8.5 px at 17 px: the ellipsis too), so the expected lines can be counted.
@MainActor
@Suite struct TextLineLimitTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5)
    let ellipsis = "\u{2026}"

    private func host(_ view: some View) -> ViewHost {
        let host = ViewHost(rootView: view, width: 400, height: 400, textMeasurer: measurer)
        host.update()
        return host
    }

    private func lines(_ view: some View) -> [String] { host(view).displayList.texts.map(\.string) }

    @Test func withoutALimitTextWraps() {
        #expect(lines(Text("alpha beta gamma").frame(width: 60)) == ["alpha", "beta", "gamma"])
    }

    @Test func oneLineTruncatesItsTail() {
        // 60 px holds 7 characters: "alpha b…" is 8, and the space before the ellipsis goes.
        #expect(lines(Text("alpha beta gamma").lineLimit(1).frame(width: 60)) == ["alpha" + ellipsis])
        #expect(lines(Text("alpha beta gamma").lineLimit(1).frame(width: 70)) == ["alpha b" + ellipsis])
    }

    @Test func truncationModes() {
        let text = "0123456789abcdef"
        #expect(lines(Text(text).lineLimit(1).truncationMode(.tail).frame(width: 60)) == ["012345" + ellipsis])
        #expect(lines(Text(text).lineLimit(1).truncationMode(.head).frame(width: 60)) == [ellipsis + "abcdef"])
        #expect(lines(Text(text).lineLimit(1).truncationMode(.middle).frame(width: 60)) == ["012" + ellipsis + "def"])
        // Spaces next to the ellipsis are dropped.
        #expect(lines(Text("abcde fghij").lineLimit(1).frame(width: 60)) == ["abcde" + ellipsis])
        #expect(lines(Text("abcde fghij").lineLimit(1).truncationMode(.head).frame(width: 60)) == [ellipsis + "fghij"])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(lines(Text("short").lineLimit(1).frame(width: 60)) == ["short"])
        #expect(lines(Text("one two").lineLimit(2).frame(width: 40)) == ["one", "two"])
    }

    @Test func theLastLineShownHoldsTheRest() {
        // Wrapped at 60 px: "alpha", "beta", "gamma", "delta"; two lines shown, the second
        // holding what did not fit, cut at the end.
        #expect(lines(Text("alpha beta gamma delta").lineLimit(2).frame(width: 60)) == ["alpha", "beta g" + ellipsis])
        // A paragraph that ends on the last line shown gets an ellipsis for the ones after.
        #expect(lines(Text("one\ntwo\nthree").lineLimit(2)) == ["one", "two" + ellipsis])
    }

    @Test func aLongWordIsTruncatedUnderALimit() {
        #expect(lines(Text("Supercalifragilistic").lineLimit(3).frame(width: 60)) == ["Superc" + ellipsis])
    }

    @Test func theLimitSizesTheText() throws {
        let shown = host(Text("alpha beta gamma delta").lineLimit(2).frame(width: 60))
        let frame = try #require(shown.frames(ofText: "alpha beta gamma delta").first)
        let line = measurer.measure("x", font: .body)
        #expect(frame.height == line.lineHeight * 2)
        #expect(frame.width == measurer.measure("beta g" + ellipsis, font: .body).width)
    }

    @Test func reservedSpaceKeepsTheLimitsHeight() throws {
        let line = measurer.measure("x", font: .body)
        let reserved = host(Text("one").lineLimit(3, reservesSpace: true))
        #expect(try #require(reserved.frames(ofText: "one").first).height == line.lineHeight * 3)
        let unreserved = host(Text("one").lineLimit(3, reservesSpace: false))
        #expect(try #require(unreserved.frames(ofText: "one").first).height == line.lineHeight)
    }

    @Test func multilineAlignmentPlacesLinesInTheTextsFrame() throws {
        for alignment in TextAlignment.allCases {
            let shown = host(Text("a\nbbb\ncc").multilineTextAlignment(alignment))
            let frame = try #require(shown.frames(ofText: "a\nbbb\ncc").first)
            let xs = shown.displayList.texts.map(\.baselineOrigin.x)
            let step = measurer.measure("a", font: .body).width
            switch alignment {
            case .leading: #expect(xs == [frame.minX, frame.minX, frame.minX])
            case .center: #expect(xs == [frame.minX + step, frame.minX, frame.minX + step / 2])
            case .trailing: #expect(xs == [frame.minX + step * 2, frame.minX, frame.minX + step])
            }
        }
    }
}

/// `minimumScaleFactor`: text too long for its lines shrinks, as far as the factor lets it,
/// before it is truncated.
@MainActor
@Suite struct TextMinimumScaleFactorTests {
    let measurer = ApproximateTextMeasurer(advance: 0.5)

    private func runs(_ view: some View) -> [TextRun] {
        let host = ViewHost(rootView: view, width: 400, height: 400, textMeasurer: measurer)
        host.update()
        return host.displayList.texts
    }

    @Test func textShrinksToTheLargestSizeThatFits() {
        // 16 characters at 17 px are 136 px; at 12.5 px they are exactly 100.
        let shrunk = runs(Text("0123456789abcdef").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(shrunk.map(\.string) == ["0123456789abcdef"])
        #expect(shrunk.first?.fontSize == Fixed(12.5))
    }

    @Test func textThatCannotShrinkEnoughIsTruncatedAtItsSize() {
        let truncated = runs(Text("0123456789abcdef").lineLimit(1).minimumScaleFactor(0.8).frame(width: 100))
        #expect(truncated.map(\.string) == ["0123456789\u{2026}"])
        #expect(truncated.first?.fontSize == Fixed(17))
    }

    @Test func textThatFitsKeepsItsSize() {
        let fitting = runs(Text("short").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(fitting.first?.fontSize == Fixed(17))
        // Without a line limit text wraps rather than shrinks.
        #expect(runs(Text("alpha beta").minimumScaleFactor(0.5).frame(width: 50)).map(\.fontSize) == [Fixed(17), Fixed(17)])
    }

    @Test func theShrunkTextIsSizedByItsSize() throws {
        let host = ViewHost(rootView: Text("0123456789abcdef").lineLimit(1).minimumScaleFactor(0.5).frame(width: 100),
                            width: 400, height: 400, textMeasurer: measurer)
        host.update()
        let frame = try #require(host.frames(ofText: "0123456789abcdef").first)
        var small = Font.body
        small.size = 12.5
        #expect(frame.size == FixedSize(width: Fixed(100), height: measurer.measure("x", font: small).lineHeight))
    }
}
