import PanelBase

/// Draws any path: its coverage from FreeType's outline renderer (`PathCoverage`:
/// anti-aliased, non-zero or even-odd), a stroke first turned into the outline of the line
/// by FreeType's stroker (`PathStroker`), and the spans handed to a `CoverageSink` (a
/// colour, a gradient) as the other shapes' are.
///
/// A path's coverage is recorded (`PathCoverageRecordings`): an unchanged custom shape
/// drawn again, in another damaged rectangle or frame after frame or moved by whole
/// pixels, replays its spans instead of being stroked and rasterised again. Scratch memory
/// is kept between calls, so replaying allocates nothing.
public final class PathRasterizer {
    private let coverage = PathCoverage()
    private let stroker = PathStroker()
    private var lastStroke: (geometry: PathGeometry, style: PathStrokeStyle, outline: PathGeometry)?
    let recordings = PathCoverageRecordings()
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
        draw(geometry, .fill(rule), at: origin, clip: clip, into: &sink)
    }

    /// Strokes `geometry` placed at `origin` in `style`, inside `clip`.
    public func stroke<Sink: CoverageSink>(_ geometry: PathGeometry, at origin: FixedPoint, style: PathStrokeStyle, clip: PixelRect,
                                           into sink: inout Sink) {
        guard !geometry.isEmpty, !clip.isEmpty, style.lineWidth.raw > 0 else { return }
        draw(geometry, .stroke(style), at: origin, clip: clip, into: &sink)
    }

    /// The outline of the stroke (kept for the next call with the same path and style).
    public func strokeOutline(of geometry: PathGeometry, style: PathStrokeStyle) -> PathGeometry {
        if let lastStroke, lastStroke.style == style, lastStroke.geometry == geometry { return lastStroke.outline }
        let outline = stroker.stroke(geometry, style: style)
        lastStroke = (geometry, style, outline)
        return outline
    }

    private func draw<Sink: CoverageSink>(_ geometry: PathGeometry, _ drawing: PathItem.Drawing, at origin: FixedPoint,
                                          clip: PixelRect, into sink: inout Sink) {
        // Whole pixels of the origin, and where in its pixel it falls.
        let pixelX = origin.x.raw >> 6, pixelY = origin.y.raw >> 6
        let phase = FixedPoint(x: Fixed(raw: origin.x.raw & 63), y: Fixed(raw: origin.y.raw & 63))
        let key = PathCoverageRecordings.Key(geometry: geometry, drawing: drawing, phase: phase)
        if let spans = recordings.spans(for: key) {
            emit(spans, dx: pixelX, dy: pixelY, clip: clip, into: &sink)
            return
        }
        let outline: PathGeometry, rule: PathFillRule
        switch drawing {
        case .fill(let fillRule): outline = geometry; rule = fillRule
        case .stroke(let style): outline = strokeOutline(of: geometry, style: style); rule = .nonZero
        }
        guard !outline.isEmpty else { return }
        // The whole path at its phase, when it is small enough to keep.
        let bounds = outline.controlBounds.offsetBy(dx: phase.x, dy: phase.y).enclosingPixels
        let side = PathCoverageRecordings.largestSide
        if bounds.width <= side, bounds.height <= side, bounds.width * bounds.height <= PathCoverageRecordings.largestArea {
            coverage.render(outline, offset: phase, rule: rule, clip: bounds)
            recordings.record(coverage.spans, for: key)
            emit(coverage.spans, dx: pixelX, dy: pixelY, clip: clip, into: &sink)
        } else {
            coverage.render(outline, offset: origin, rule: rule, clip: clip)
            emit(coverage.spans, dx: 0, dy: 0, clip: clip, into: &sink)
        }
    }

    /// Hands `spans` moved by (dx, dy) whole pixels to the sink, inside `clip`.
    private func emit<Sink: CoverageSink>(_ spans: [PathCoverage.Span], dx: Int, dy: Int, clip: PixelRect, into sink: inout Sink) {
        for span in spans where span.coverage != 0 && span.length > 0 {
            let y = Int(span.y) + dy
            guard y >= clip.y, y < clip.maxY else { continue }
            let x = Swift.max(Int(span.x) + dx, clip.x), end = Swift.min(Int(span.x) + dx + Int(span.length), clip.maxX)
            guard x < end else { continue }
            let count = end - x
            if span.coverage == 255 {
                sink.solidSpan(y: y, x: x, count: count)
                continue
            }
            if count > spanCapacity {
                spanCoverage.deallocate()
                spanCapacity = Swift.max(count, spanCapacity * 2)
                spanCoverage = UnsafeMutablePointer<UInt8>.allocate(capacity: spanCapacity)
            }
            spanCoverage.update(repeating: span.coverage, count: count)
            sink.maskSpan(y: y, x: x, count: count, coverage: spanCoverage)
        }
    }
}
