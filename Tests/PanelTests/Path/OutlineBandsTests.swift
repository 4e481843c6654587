import Testing
@testable import PanelBase

/// A large outline rendered band by band (`OutlineBands`) gives FreeType's coverage of the
/// whole outline, span for span.
@Suite struct OutlineBandsTests {
    /// A polyline of `count` points across `width` px, wandering up and down like a noisy
    /// reading, crossing itself where it turns back.
    static func polyline(count: Int, width: Int, height: Int, seed: UInt64) -> PathGeometry {
        var state = seed
        func next(_ range: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(range))
        }
        var elements: [PathGeometry.Element] = []
        for index in 0..<count {
            let x = index * width * 64 / count + next(200) - 100
            let y = height * 32 + (next(height * 48) - height * 24)
            let point = FixedPoint(x: Fixed(raw: x), y: Fixed(raw: y))
            elements.append(index == 0 ? .move(point) : .line(point))
        }
        return PathGeometry(elements: elements)
    }

    /// The coverage of each pixel inside `clip` (row by row; each pixel in one span at most).
    static func spans(_ geometry: PathGeometry, rule: PathFillRule, clip: PixelRect, banded: Bool) -> [UInt8] {
        let coverage = PathCoverage()
        coverage.rendersInBands = banded
        #expect(coverage.render(geometry, offset: FixedPoint(x: Fixed(raw: 13), y: Fixed(raw: 29)), rule: rule, clip: clip))
        var pixels = [UInt8](repeating: 0, count: clip.width * clip.height)
        var covered = 0
        for span in coverage.spans where span.coverage != 0 {
            let y = Int(span.y), start = max(Int(span.x), clip.x), end = min(Int(span.x) + Int(span.length), clip.maxX)
            guard y >= clip.y, y < clip.maxY, start < end else { continue }
            for x in start..<end {
                #expect(pixels[(y - clip.y) * clip.width + x - clip.x] == 0)
                pixels[(y - clip.y) * clip.width + x - clip.x] = span.coverage
                covered += 1
            }
        }
        return covered == 0 ? [] : pixels
    }

    @Test(arguments: [PathStrokeStyle(lineWidth: Fixed(2), cap: .round, join: .round),
                      PathStrokeStyle(lineWidth: Fixed(raw: 77), cap: .butt, join: .miter),
                      PathStrokeStyle(lineWidth: Fixed(9), cap: .square, join: .bevel)])
    func aStrokedPolylineCoversTheSamePixels(style: PathStrokeStyle) {
        let line = Self.polyline(count: 1_200, width: 800, height: 300, seed: 7)
        let outline = PathStroker().stroke(line, style: style)
        for clip in [PixelRect(x: 0, y: 0, width: 800, height: 300), PixelRect(x: 130, y: 37, width: 411, height: 203)] {
            let banded = Self.spans(outline, rule: .nonZero, clip: clip, banded: true)
            #expect(!banded.isEmpty)
            #expect(banded == Self.spans(outline, rule: .nonZero, clip: clip, banded: false))
        }
    }

    @Test(arguments: [PathFillRule.nonZero, .evenOdd])
    func aFilledSelfCrossingOutlineCoversTheSamePixels(rule: PathFillRule) {
        // Two closed wandering contours over each other: windings of 0, ±1 and ±2.
        var elements = Self.polyline(count: 1_500, width: 700, height: 400, seed: 3).elements
        elements.append(.closeSubpath)
        elements += Self.polyline(count: 900, width: 600, height: 350, seed: 11).elements
        elements.append(.closeSubpath)
        let outline = PathGeometry(elements: elements)
        let clip = PixelRect(x: -5, y: 0, width: 720, height: 410)
        let banded = Self.spans(outline, rule: rule, clip: clip, banded: true)
        #expect(!banded.isEmpty)
        #expect(banded == Self.spans(outline, rule: rule, clip: clip, banded: false))
    }

    @Test func anOutlineTooLargeForFreeTypeWholeIsDrawnInBands() {
        // A line decimated to pixel columns, as a chart of a noisy reading draws it: the
        // first, lowest, highest and last point of each of 800 columns. Its round joins,
        // flattened, are more points than FreeType counts.
        var state: UInt64 = 5
        let line = PathGeometry(elements: (0..<3_200).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let column = index / 4, wave = 150 * 64 + Int(state >> 61) * 128 - 4 * 64
            let y = wave + (column % 97 - 48) * 96
            let point = FixedPoint(x: Fixed(raw: column * 64 + index % 4 * 16), y: Fixed(raw: y))
            return index == 0 ? .move(point) : .line(point)
        })
        let outline = PathStroker().stroke(line, style: PathStrokeStyle(lineWidth: Fixed(2), cap: .round, join: .round))
        let whole = FreeTypeOutline()
        #expect(!outline.isEmpty)
        #expect(whole.set(outline, offset: .zero, forBands: true))
        #expect(!whole.fitsFreeType && whole.isFlat)
        let clip = PixelRect(x: 0, y: 0, width: 800, height: 300)
        let banded = Self.spans(outline, rule: .nonZero, clip: clip, banded: true)
        // Every column the line crosses has some coverage.
        let columns = (0..<800).filter { x in (0..<300).contains { banded[$0 * 800 + x] != 0 } }
        #expect(columns.count >= 790)
    }
}
