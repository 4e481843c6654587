import Testing
@testable import PanelBase
@testable import PanelUI
@testable import PanelRender

/// A path's coverage recorded once and replayed: drawn again (moved by whole pixels, in
/// another clip) it gives the pixels FreeType gives rendering it there, without rendering.
@MainActor
@Suite struct PathCoverageRecordingsTests {
    static let wave = Path { p in
        p.move(to: CGPoint(x: 0, y: 10))
        p.addCurve(to: CGPoint(x: 40, y: 10), control1: CGPoint(x: 10, y: -5), control2: CGPoint(x: 30, y: 25))
        p.addLine(to: CGPoint(x: 40, y: 30))
        p.addQuadCurve(to: CGPoint(x: 0, y: 30), control: CGPoint(x: 20, y: 45))
        p.closeSubpath()
    }.geometry(relativeTo: .zero)

    /// The path's coverage rendered directly at `origin` inside `clip`, as a surface.
    func direct(_ geometry: PathGeometry, at origin: FixedPoint, clip: PixelRect) -> Surface {
        let surface = Surface(width: 100, height: 100)
        surface.clear(to: PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
        var sink = SurfaceColorSink(surface: surface, color: .white)
        let coverage = PathCoverage()
        coverage.render(geometry, offset: origin, rule: .nonZero, clip: clip)
        for span in coverage.spans where span.coverage != 0 {
            let bytes = [UInt8](repeating: span.coverage, count: Int(span.length))
            bytes.withUnsafeBufferPointer { sink.maskSpan(y: Int(span.y), x: Int(span.x), count: Int(span.length), coverage: $0.baseAddress!) }
        }
        return surface
    }

    @Test func aMovedPathReplaysItsCoverage() {
        let rasterizer = PathRasterizer()
        let origins = [FixedPoint(x: Fixed(raw: 5 * 64 + 17), y: Fixed(raw: 7 * 64 + 40)),
                       FixedPoint(x: Fixed(raw: 41 * 64 + 17), y: Fixed(raw: 50 * 64 + 40))]
        let clips = [PixelRect(x: 0, y: 0, width: 100, height: 100), PixelRect(x: 50, y: 60, width: 20, height: 30)]
        for origin in origins {
            for clip in clips {
                let surface = Surface(width: 100, height: 100)
                surface.clear(to: PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
                var sink = SurfaceColorSink(surface: surface, color: .white)
                rasterizer.fill(Self.wave, at: origin, rule: .nonZero, clip: clip, into: &sink)
                #expect(surface.hasSamePixels(as: direct(Self.wave, at: origin, clip: clip)))
            }
        }
        // One recording served all four drawings.
        #expect(rasterizer.recordings.count == 1)
        // Another phase inside the pixel is another recording.
        var sink = SurfaceColorSink(surface: Surface(width: 100, height: 100), color: .white)
        rasterizer.fill(Self.wave, at: FixedPoint(x: Fixed(raw: 3), y: .zero), rule: .nonZero, clip: clips[0], into: &sink)
        #expect(rasterizer.recordings.count == 2)
    }

    @Test func strokesAreRecordedByTheirStyle() {
        let rasterizer = PathRasterizer()
        var sink = SurfaceColorSink(surface: Surface(width: 100, height: 100), color: .white)
        let clip = PixelRect(x: 0, y: 0, width: 100, height: 100)
        rasterizer.stroke(Self.wave, at: .zero, style: PathStrokeStyle(lineWidth: Fixed(2)), clip: clip, into: &sink)
        rasterizer.stroke(Self.wave, at: FixedPoint(x: Fixed(10), y: Fixed(10)), style: PathStrokeStyle(lineWidth: Fixed(2)), clip: clip,
                          into: &sink)
        #expect(rasterizer.recordings.count == 1)
        rasterizer.stroke(Self.wave, at: .zero, style: PathStrokeStyle(lineWidth: Fixed(3)), clip: clip, into: &sink)
        #expect(rasterizer.recordings.count == 2)
    }

    @Test func onlyTheLatestAreKept() {
        let rasterizer = PathRasterizer()
        var sink = SurfaceColorSink(surface: Surface(width: 100, height: 100), color: .white)
        for index in 0..<(PathCoverageRecordings.capacity + 10) {
            let square = Path(CGRect(x: 0, y: 0, width: 2 + Double(index) / 8, height: 4)).geometry(relativeTo: .zero)
            rasterizer.fill(square, at: .zero, rule: .nonZero, clip: PixelRect(x: 0, y: 0, width: 100, height: 100), into: &sink)
        }
        #expect(rasterizer.recordings.count == PathCoverageRecordings.capacity)
    }

    @Test func pathsFarLargerThanTheScreenAreDrawnWhereTheyAre() {
        let rasterizer = PathRasterizer()
        let surface = Surface(width: 100, height: 100)
        var sink = SurfaceColorSink(surface: surface, color: .black)
        let huge = PathGeometry(elements: [.move(FixedPoint(x: Fixed(raw: Int.min / 4), y: Fixed(raw: Int.min / 4))),
                                           .line(FixedPoint(x: Fixed(raw: Int.max / 4), y: Fixed(raw: Int.min / 4))),
                                           .line(FixedPoint(x: Fixed(raw: Int.max / 4), y: Fixed(raw: Int.max / 4))), .closeSubpath])
        rasterizer.fill(huge, at: .zero, rule: .nonZero, clip: surface.bounds, into: &sink)
        #expect(rasterizer.recordings.count == 0)
    }
}
