import Testing
@testable import PanelBase

/// Strokes whose outline has more points than FreeType counts (16 bits) are stroked in
/// pieces (`StrokePieces`) and still drawn, with the coverage the whole would have.
@Suite struct StrokePiecesTests {
    static let style = PathStrokeStyle(lineWidth: Fixed(2), cap: .butt, join: .miter)

    /// A zigzag of `count` points across `width` px: each point a pixel up or down.
    static func zigzag(count: Int, width: Int) -> PathGeometry {
        PathGeometry(elements: (0..<count).map { index in
            let point = FixedPoint(x: Fixed(raw: index * width * 64 / count), y: Fixed(raw: 40 * 64 + (index % 2) * 64))
            return index == 0 ? .move(point) : .line(point)
        })
    }

    static func coverage(_ outline: PathGeometry, clip: PixelRect) -> [UInt8] {
        OutlineBandsTests.spans(outline, rule: .nonZero, clip: clip, banded: true)
    }

    @Test func aPolylineTooLongForOneStrokeIsStrokedInPieces() {
        let line = Self.zigzag(count: 40_000, width: 800)
        let outline = PathStroker().stroke(line, style: Self.style)
        #expect(!outline.isEmpty)
        let clip = PixelRect(x: 0, y: 0, width: 800, height: 80)
        let whole = Self.coverage(outline, clip: clip)
        // Every column the line crosses is drawn.
        let columns = (0..<800).filter { x in (0..<80).contains { whole[$0 * 800 + x] != 0 } }
        #expect(columns.count >= 798)
        // Far from any cut, the pixels are those of the same line cut short (one stroke).
        // (Pieces overlap by one element: their edges there may count twice, so only
        // pixels well before the first cut are compared.)
        let start = PathGeometry(elements: Array(line.elements.prefix(2_000)))
        let short = Self.coverage(PathStroker().stroke(start, style: Self.style), clip: clip)
        for y in 0..<80 {
            for x in 0..<30 { #expect(whole[y * 800 + x] == short[y * 800 + x], "(\(x), \(y))") }
        }
    }

    @Test func manySubpathsAreStrokedInGroups() {
        // 16 000 dashes, each its own subpath: four points of outline each at least.
        var elements: [PathGeometry.Element] = []
        for index in 0..<16_000 {
            let x = (index % 400) * 2 * 64, y = (index / 400) * 2 * 64 + 32
            elements.append(.move(FixedPoint(x: Fixed(raw: x), y: Fixed(raw: y))))
            elements.append(.line(FixedPoint(x: Fixed(raw: x + 64), y: Fixed(raw: y))))
        }
        let outline = PathStroker().stroke(PathGeometry(elements: elements), style: PathStrokeStyle(lineWidth: Fixed(1), cap: .butt, join: .miter))
        #expect(!outline.isEmpty)
        let clip = PixelRect(x: 0, y: 0, width: 800, height: 80)
        let covered = Self.coverage(outline, clip: clip)
        // Every dash is drawn: its pixel's column, over the two rows the (slightly moved)
        // line straddles, is covered.
        for index in stride(from: 0, to: 16_000, by: 37) {
            let x = (index % 400) * 2, y = (index / 400) * 2
            #expect(Int(covered[y * 800 + x]) + Int(covered[(y + 1) * 800 + x]) > 200, "dash \(index)")
        }
    }

    @Test func halvesShareTheElementAtTheCut() {
        let square = PathGeometry(elements: [.move(FixedPoint(x: .zero, y: .zero)), .line(FixedPoint(x: Fixed(10), y: .zero)),
                                             .line(FixedPoint(x: Fixed(10), y: Fixed(10))), .line(FixedPoint(x: .zero, y: Fixed(10))),
                                             .closeSubpath])
        let (first, second) = StrokePieces.halves(of: square)!
        // Closed: four sides (the closing one made a line) and the first again at the end.
        #expect(first.elements.count + second.elements.count == 2 + 5 + 1)
        #expect(first.elements.last == second.elements[1])
        #expect(second.elements.last == square.elements[1])
        // A lone line cannot be cut.
        #expect(StrokePieces.halves(of: PathGeometry(elements: [.move(FixedPoint(x: .zero, y: .zero)),
                                                               .line(FixedPoint(x: Fixed(5), y: .zero))])) == nil)
    }
}
