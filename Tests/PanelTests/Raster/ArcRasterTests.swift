import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender
@testable import PanelLinux
@testable import Panel

/// The arc rasterizer: coverage where the geometry says, and nowhere else.
@Suite struct ArcRasterTests {
    /// Coverage (0...255) of each pixel of a 100×100 surface after drawing `arc` in black
    /// on white.
    func coverage(_ arc: ArcShape) -> [[Int]] {
        let surface = Surface(width: 100, height: 100)
        surface.clear(to: PixelColor(red: 255, green: 255, blue: 255))
        RasterCanvas(surface: surface).draw(arc, color: PixelColor(red: 0, green: 0, blue: 0))
        return (0..<100).map { y in (0..<100).map { x in 255 - Int(surface[x, y].red) } }
    }

    /// A circle of radius 40 about (50, 50).
    let circle = FixedRect(x: 10, y: 10, width: 80, height: 80)

    @Test func aWholeRingCoversItsAreaAndIsSymmetric() {
        let c = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 0, end: ArcSegment.turn), lineWidth: Fixed(8)))
        let total = c.joined().reduce(0, +)
        // π(44² − 36²) = 2010.6 pixels' worth.
        let expected = Double.pi * (44.0 * 44 - 36 * 36) * 255
        #expect(abs(Double(total) - expected) / expected < 0.005)
        for y in 0..<100 { for x in 0..<100 { #expect(c[y][x] == c[y][99 - x] && c[y][x] == c[99 - y][x]) } }
        #expect(c[50][50] == 0)
        #expect(c[50][8] == 255 && c[50][91] == 255)
    }

    @Test func aQuarterWithButtEndsStaysInItsQuadrant() {
        // From 3 o'clock clockwise on screen to 6 o'clock: the bottom-right quarter.
        let c = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 0, end: ArcSegment.turn / 4), lineWidth: Fixed(8)))
        for y in 0..<100 {
            for x in 0..<100 where c[y][x] > 0 { #expect(x >= 50 && y >= 50, "(\(x), \(y))") }
        }
        #expect(c[50 + 28][50 + 28] == 255)
    }

    @Test func roundEndsReachHalfTheLinePastTheEnds() {
        let butt = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 0, end: ArcSegment.turn / 4), lineWidth: Fixed(8)))
        let round = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 0, end: ArcSegment.turn / 4, roundCaps: true),
                                      lineWidth: Fixed(8)))
        // Above the start point (90, 50): only the round end reaches there.
        #expect(butt[47][90] == 0)
        #expect(round[47][90] == 255)
        #expect(round[45][90] == 0)
        // Left of the end point (50, 90).
        #expect(butt[90][47] == 0 && round[90][47] == 255)
    }

    @Test func aFilledArcIsTheDiscOnTheArcsSideOfItsChord() {
        // Half a turn from 3 o'clock: the lower half disc.
        let c = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 0, end: ArcSegment.turn / 2), lineWidth: nil))
        #expect(c[70][50] == 255 && c[30][50] == 0)
        // Three quarters from 12 o'clock round to 9: everything but the top-left segment.
        let wide = coverage(ArcShape(rect: circle, segment: ArcSegment(start: -ArcSegment.turn / 4, end: ArcSegment.turn / 2),
                                     lineWidth: nil))
        #expect(wide[50][50] == 255 && wide[20][20] == 0 && wide[75][75] == 255 && wide[75][25] == 255 && wide[25][75] == 255)
    }

    @Test func anEmptyArcDrawsNothing() {
        let c = coverage(ArcShape(rect: circle, segment: ArcSegment(start: 100, end: 100, roundCaps: true), lineWidth: Fixed(8)))
        #expect(c.joined().allSatisfy { $0 == 0 })
    }

    @Test func containsAgreesWithTheRasterizer() {
        let arc = ArcShape(rect: circle, segment: ArcSegment(start: 5000, end: 40000, roundCaps: true), lineWidth: Fixed(6))
        let c = coverage(arc)
        for y in stride(from: 0, to: 100, by: 3) {
            for x in stride(from: 0, to: 100, by: 3) {
                let centre = FixedPoint(x: Fixed(raw: x * 64 + 32), y: Fixed(raw: y * 64 + 32))
                if c[y][x] == 255 { #expect(arc.contains(centre)) }
                if c[y][x] == 0 { #expect(!arc.contains(centre)) }
            }
        }
    }

    @Test func golden() {
        // Rows: butt ends, round ends, fills; columns: sweeps, line widths and sub-pixel
        // offsets.
        let sweeps = [1, 3000, 16384, 30000, 32768, 50000, 65535, 65536]
        let cell = 44
        let surface = Surface(width: cell * sweeps.count, height: cell * 3)
        surface.clear(to: RasterGoldenTests.background)
        let canvas = RasterCanvas(surface: surface)
        for (column, sweep) in sweeps.enumerated() {
            let offset = (column * 13) % 64
            let start = column * 9001 - 20000
            let side = Fixed(raw: (30 + column) * 64 + offset)
            for row in 0..<3 {
                let rect = FixedRect(x: Fixed(raw: (column * cell + 5) * 64 + offset), y: Fixed(raw: (row * cell + 5) * 64 + 63 - offset),
                                     width: side, height: side)
                let segment = ArcSegment(start: start, end: start + sweep, roundCaps: row == 1)
                let width: Fixed? = row == 2 ? nil : Fixed(raw: 64 + column * 70)
                canvas.draw(ArcShape(rect: rect, segment: segment, lineWidth: width), color: RasterGoldenTests.ink)
                canvas.draw(ArcShape(rect: rect.insetBy(dx: Fixed(6), dy: Fixed(6)), segment: segment, lineWidth: width.map { $0 / 2 }),
                            color: RasterGoldenTests.translucent)
            }
        }
        expectGolden(surface, named: "raster-arcs")
    }
}
