import PanelBase

/// Draws any path: its coverage from FreeType's outline renderer (`PathCoverage`:
/// anti-aliased, non-zero or even-odd, clipped to the region being drawn), a stroke first
/// turned into the outline of the line by FreeType's stroker (`PathStroker`), and the
/// spans handed to a `CoverageSink` (a colour, a gradient) as the other shapes' are.
///
/// The last stroke is kept: drawing the same stroked path in several damaged rectangles
/// of a frame, or frame after frame, strokes it once. Scratch memory is kept between
/// calls, so drawing allocates nothing once it has grown to the largest path.
public final class PathRasterizer {
    private let coverage = PathCoverage()
    private let stroker = PathStroker()
    private var lastStroke: (geometry: PathGeometry, style: PathStrokeStyle, outline: PathGeometry)?
    /// One span's coverage, repeated (a span has one coverage over its length).
    private var spanCoverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var spanCapacity = 256

    public init() {}

    deinit { spanCoverage.deallocate() }

    /// Fills `geometry` placed at `origin` (1/64 px, device coordinates) by `rule`, inside
    /// `clip`.
    public func fill<Sink: CoverageSink>(_ geometry: PathGeometry, at origin: FixedPoint, rule: PathFillRule, clip: PixelRect,
                                         into sink: inout Sink) {
        guard !geometry.isEmpty, !clip.isEmpty else { return }
        coverage.render(geometry, offset: origin, rule: rule, clip: clip)
        emit(into: &sink)
    }

    /// Strokes `geometry` placed at `origin` in `style`, inside `clip`.
    public func stroke<Sink: CoverageSink>(_ geometry: PathGeometry, at origin: FixedPoint, style: PathStrokeStyle, clip: PixelRect,
                                           into sink: inout Sink) {
        guard !geometry.isEmpty, !clip.isEmpty, style.lineWidth.raw > 0 else { return }
        fill(strokeOutline(of: geometry, style: style), at: origin, rule: .nonZero, clip: clip, into: &sink)
    }

    /// The outline of the stroke (kept for the next call with the same path and style).
    public func strokeOutline(of geometry: PathGeometry, style: PathStrokeStyle) -> PathGeometry {
        if let lastStroke, lastStroke.style == style, lastStroke.geometry == geometry { return lastStroke.outline }
        let outline = stroker.stroke(geometry, style: style)
        lastStroke = (geometry, style, outline)
        return outline
    }

    private func emit<Sink: CoverageSink>(into sink: inout Sink) {
        for span in coverage.spans where span.coverage != 0 && span.length > 0 {
            let count = Int(span.length)
            if span.coverage == 255 {
                sink.solidSpan(y: Int(span.y), x: Int(span.x), count: count)
                continue
            }
            if count > spanCapacity {
                spanCoverage.deallocate()
                spanCapacity = Swift.max(count, spanCapacity * 2)
                spanCoverage = UnsafeMutablePointer<UInt8>.allocate(capacity: spanCapacity)
            }
            spanCoverage.update(repeating: span.coverage, count: count)
            sink.maskSpan(y: Int(span.y), x: Int(span.x), count: count, coverage: spanCoverage)
        }
    }
}
