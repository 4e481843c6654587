import Glibc
import PanelBase

/// Anti-aliased scanline rasterizer for `RoundedShape` fills and strokes, in integer
/// arithmetic only.
///
/// Every pixel holds 16×16 sample points at ((i + ½)/16, (j + ½)/16); its coverage is the
/// number of them inside the shape. The shapes are convex, so each of a row's 16 sample
/// rows meets a shape in one interval, computed exactly (`ScanShape`); a stroke is the
/// outer shape minus the inner one, at most two intervals per sample row. Pixels inside
/// every interval of the row are emitted as one solid span, pixels outside all of them are
/// skipped, and only the pixels in between count their samples. Rows between the corners
/// (the straight middle of a shape) reuse the previous row's coverage. A shape drawn
/// again with the same size, corners, line width and sub-pixel phase replays its
/// recorded rows (`CoverageRecording`), giving the same bytes without the counting.
///
/// The rasterizer keeps scratch buffers between calls, so drawing allocates nothing once
/// they have grown to the widest row. One instance serves one thread.
public final class ShapeRasterizer {
    /// Sample rows (and columns) per pixel.
    public static let samplesPerPixel = 16
    private static let rows = 16

    // Per sample row, in sample columns (16 per pixel): the outer interval [L, R) and the
    // inner interval (the stroke's hole).
    private let intervals = UnsafeMutablePointer<Int>.allocate(capacity: 64)
    private let cornerTables = CornerTableCache()
    private let recordings = CoverageRecordingCache()
    // One row's coverage bytes, and the sample counts they are made from: whole pixels
    // a sample row crosses are counted as a difference (+16 where the run starts, −16
    // where it ends) and summed once, so a pixel costs O(1) however many rows cross it.
    private var coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var partial = UnsafeMutablePointer<Int32>.allocate(capacity: 257)
    private var runs = UnsafeMutablePointer<Int32>.allocate(capacity: 257)
    private var coverageCapacity = 256
    /// A layer's mask, one byte a pixel (`Surface.apply(_:offset:rasterizer:)`), kept at
    /// the largest size asked for: masking a layer every frame allocates nothing.
    private var maskBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private var maskCapacity = 1
    /// Made when the first path is drawn; shared by every canvas, as the shapes' memory is.
    package lazy var paths = PathRasterizer()

    public init() {
        intervals.initialize(repeating: 0, count: 64)
        coverage.initialize(repeating: 0, count: coverageCapacity)
        partial.initialize(repeating: 0, count: coverageCapacity + 1)
        runs.initialize(repeating: 0, count: coverageCapacity + 1)
    }

    deinit {
        intervals.deallocate()
        coverage.deallocate()
        partial.deallocate()
        runs.deallocate()
        maskBuffer.deallocate()
    }

    /// Runs `body` with a buffer of `count` bytes, all zero; the buffer is kept for the
    /// next call and must not be used after `body` returns.
    package func withZeroedMaskBuffer<Result>(count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
        let count = Swift.max(count, 1)
        if count > maskCapacity {
            maskBuffer.deallocate()
            maskBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            maskCapacity = count
        }
        maskBuffer.update(repeating: 0, count: count)
        return body(maskBuffer)
    }

    /// Fills `shape` (device coordinates) within `clip`.
    public func fill<Sink: CoverageSink>(_ shape: RoundedShape, clip: PixelRect, into sink: inout Sink) {
        guard !shape.isEmpty else { return }
        let outer = ScanShape(shape)
        let key = CoverageRecording.Key(size: shape.rect.size, radii: shape.radii, lineWidth: 0,
                                        phaseX: shape.rect.minX.fraction, phaseY: shape.rect.minY.fraction)
        rasterize(outer: outer, inner: outer, hasInner: false, bounds: shape.rect, clip: clip, key: key, into: &sink)
    }

    /// Strokes `shape`'s outline with a line `lineWidth` wide centred on it (SwiftUI's
    /// `.stroke(lineWidth:)`), within `clip`. A line wider than the shape fills it and more.
    public func stroke<Sink: CoverageSink>(_ shape: RoundedShape, lineWidth: Fixed, clip: PixelRect, into sink: inout Sink) {
        guard lineWidth.raw > 0, shape.rect.width.raw >= 0, shape.rect.height.raw >= 0 else { return }
        let outward = Fixed(raw: lineWidth.raw / 2)
        let inward = Fixed(raw: lineWidth.raw - outward.raw)
        let outer = shape.outset(by: outward)
        let inner = shape.outset(by: -inward)
        guard !outer.isEmpty else { return }
        let key = CoverageRecording.Key(size: shape.rect.size, radii: shape.radii, lineWidth: lineWidth.raw,
                                        phaseX: shape.rect.minX.fraction, phaseY: shape.rect.minY.fraction)
        rasterize(outer: ScanShape(outer), inner: ScanShape(inner), hasInner: !inner.isEmpty,
                  bounds: outer.rect, clip: clip, key: key, into: &sink)
    }

    /// How many shapes are remembered for replay.
    public var recordedShapeCount: Int { recordings.count }

    /// Called once per drawn frame, so recordings no frame replays any more are let go.
    public func beginFrame() { recordings.beginFrame() }

    private func rasterize<Sink: CoverageSink>(outer: ScanShape, inner: ScanShape, hasInner: Bool, bounds: FixedRect,
                                               clip: PixelRect, key: CoverageRecording.Key, into sink: inout Sink) {
        let whole = bounds.enclosingPixels
        let pixels = whole.intersection(clip)
        guard !pixels.isEmpty else { return }
        // A shape entirely inside the clip is replayed when seen before, else recorded.
        let unclipped = pixels == whole
        if unclipped, let recording = recordings[key], recording.rowCount == whole.height {
            replay(recording, x: whole.x, y: whole.y, into: &sink)
            return
        }
        var recording: CoverageRecording? = nil
        let estimate = whole.width * 4 * Swift.min(whole.height, 64)
        if unclipped && estimate <= CoverageRecordingCache.largestRecording && recordings.isWorthRecording(key) {
            recording = CoverageRecording(rowCount: whole.height, expectedBytes: estimate)
        }
        // Solid bytes are only needed when the row is kept.
        let needBytes = recording != nil

        ensureCoverageCapacity(pixels.width)
        var outer = outer, inner = inner
        cornerTables.beginDrawing()
        cornerTables.prepare(&outer)
        if hasInner { cornerTables.prepare(&inner) }
        // Rows whose 16 sample rows all lie between the corners have the same intervals.
        let straightTop = Swift.max(outer.straightTop, hasInner ? inner.straightTop : Int.min)
        let straightBottom = Swift.min(outer.straightBottom, hasInner ? inner.straightBottom : Int.max)
        var layout = RowLayout()
        var previousStraight = false

        for py in pixels.y..<pixels.maxY {
            let firstSample = py * 64 + 2, lastSample = py * 64 + 62
            let straight = firstSample >= straightTop && lastSample <= straightBottom
            let reuse = straight && previousStraight
            if !reuse {
                guard let computed = measureRow(py, outer, inner, hasInner, clipX0: pixels.x, clipX1: pixels.maxX) else {
                    previousStraight = false
                    recording?.record(index: py - whole.y, row: CoverageRecording.Row(layout: RowLayout(), relativeTo: 0),
                                      coverage: coverage, sharesPrevious: false)
                    continue
                }
                layout = computed
                countRow(layout, hasInner: hasInner, fillSolid: needBytes)
            }
            previousStraight = straight
            emitRow(py, layout, coverage: coverage, into: &sink)
            recording?.record(index: py - whole.y, row: CoverageRecording.Row(layout: layout, relativeTo: whole.x),
                              coverage: coverage, sharesPrevious: reuse)
        }
        if let recording { recordings.insert(recording, for: key) }
    }

    /// Draws a recorded shape with its top-left pixel at (x, y).
    private func replay<Sink: CoverageSink>(_ recording: CoverageRecording, x: Int, y: Int, into sink: inout Sink) {
        for index in 0..<recording.rowCount {
            let row = recording.rows[index]
            guard row.a < row.b else { continue }
            let layout = RowLayout(a: Int(row.a) + x, b: Int(row.b) + x,
                                   leftSolid: (Int(row.leftSolid.0) + x, Int(row.leftSolid.1) + x),
                                   hollow: (Int(row.hollow.0) + x, Int(row.hollow.1) + x),
                                   rightSolid: (Int(row.rightSolid.0) + x, Int(row.rightSolid.1) + x))
            emitRow(y + index, layout, coverage: recording.bytes + Int(row.offset), into: &sink)
        }
    }

    /// The pieces of a row, left to right: edge, solid, edge, hollow, edge, solid, edge.
    /// Calls `body(start, end, kind)` for each non-empty one; kind 0 edge, 1 solid, 2 hollow.
    @inline(__always)
    private func forEachPiece(_ layout: RowLayout, _ body: (Int, Int, Int) -> Void) {
        let a = layout.a, b = layout.b
        var cursor = a
        var start = Swift.max(layout.leftSolid.0, cursor), end = Swift.min(layout.leftSolid.1, b)
        if start < end {
            if cursor < start { body(cursor, start, 0) }
            body(start, end, 1)
            cursor = end
        }
        start = Swift.max(layout.hollow.0, cursor); end = Swift.min(layout.hollow.1, b)
        if start < end {
            if cursor < start { body(cursor, start, 0) }
            body(start, end, 2)
            cursor = end
        }
        start = Swift.max(layout.rightSolid.0, cursor); end = Swift.min(layout.rightSolid.1, b)
        if start < end {
            if cursor < start { body(cursor, start, 0) }
            body(start, end, 1)
            cursor = end
        }
        if cursor < b { body(cursor, b, 0) }
    }

    /// Counts the row's edge pixels into `coverage` (indexed from layout.a); with
    /// `fillSolid`, also writes 255 over solid pixels and 0 over hollow ones.
    @inline(__always)
    private func countRow(_ layout: RowLayout, hasInner: Bool, fillSolid: Bool) {
        forEachPiece(layout) { start, end, kind in
            let out = coverage + (start - layout.a)
            switch kind {
            case 0: countEdge(start, end, into: out, hasInner: hasInner)
            case 1: if fillSolid { out.update(repeating: 255, count: end - start) }
            default: if fillSolid { out.update(repeating: 0, count: end - start) }
            }
        }
    }

    /// Hands a counted row to the sink: solid spans and edge spans (coverage indexed from
    /// layout.a).
    @inline(__always)
    private func emitRow<Sink: CoverageSink>(_ py: Int, _ layout: RowLayout, coverage: UnsafeMutablePointer<UInt8>,
                                             into sink: inout Sink) {
        forEachPiece(layout) { start, end, kind in
            switch kind {
            case 0: sink.maskSpan(y: py, x: start, count: end - start, coverage: coverage + (start - layout.a))
            case 1: sink.solidSpan(y: py, x: start, count: end - start)
            default: break
            }
        }
    }

    /// Where a pixel row's spans lie: [a, b) touches the shape; solid pixels are inside
    /// every outer interval and outside every inner one; hollow ones are inside every inner
    /// one (the middle of a stroke).
    struct RowLayout {
        var a = 0, b = 0
        var leftSolid = (0, 0), hollow = (0, 0), rightSolid = (0, 0)
    }

    /// Computes the 16 sample rows' intervals of pixel row `py` into `intervals`, in sample
    /// columns (sample k sits at 4k + 2), and the row's layout; nil when the row is empty.
    @inline(__always)
    private func measureRow(_ py: Int, _ outer: ScanShape, _ inner: ScanShape, _ hasInner: Bool,
                            clipX0: Int, clipX1: Int) -> RowLayout? {
        let oL = intervals, oR = intervals + 16, iL = intervals + 32, iR = intervals + 48
        let base = py &* 64 &+ 2
        outer.sampleIntervals(base: base, left: oL, right: oR)
        if hasInner {
            inner.sampleIntervals(base: base, left: iL, right: iR)
        }
        var anyOuter = false, allOuter = true, anyInner = false, allInner = true
        var minL = Int.max, maxR = Int.min, maxL = Int.min, minR = Int.max
        var minIL = Int.max, maxIR = Int.min, maxIL = Int.min, minIR = Int.max
        for j in 0..<ShapeRasterizer.rows {
            let l = oL[j], r = oR[j]
            if l < r {
                anyOuter = true
                minL = Swift.min(minL, l); maxL = Swift.max(maxL, l)
                minR = Swift.min(minR, r); maxR = Swift.max(maxR, r)
            } else {
                oL[j] = 0; oR[j] = 0
                allOuter = false
            }
            guard hasInner else { continue }
            let il = iL[j], ir = iR[j]
            if il < ir {
                anyInner = true
                minIL = Swift.min(minIL, il); maxIL = Swift.max(maxIL, il)
                minIR = Swift.min(minIR, ir); maxIR = Swift.max(maxIR, ir)
            } else {
                iL[j] = 0; iR[j] = 0
                allInner = false
            }
        }
        guard anyOuter else { return nil }
        var layout = RowLayout()
        layout.a = Swift.max(clipX0, minL >> 4)
        layout.b = Swift.min(clipX1, (maxR + 15) >> 4)
        guard layout.a < layout.b else { return nil }
        var solidStart = 0, solidEnd = 0
        if allOuter { solidStart = (maxL + 15) >> 4; solidEnd = minR >> 4 }
        layout.leftSolid = (solidStart, solidEnd)
        if anyInner {
            layout.leftSolid = (solidStart, Swift.min(solidEnd, minIL >> 4))
            layout.rightSolid = (Swift.max(solidStart, (maxIR + 15) >> 4), solidEnd)
            if allInner { layout.hollow = ((maxIL + 15) >> 4, minIR >> 4) }
        }
        return layout
    }

    /// Counts the samples of pixels [start, end) of the measured row into `out`.
    @inline(__always)
    private func countEdge(_ start: Int, _ end: Int, into out: UnsafeMutablePointer<UInt8>, hasInner: Bool) {
        let n = end - start
        partial.update(repeating: 0, count: n + 1)
        runs.update(repeating: 0, count: n + 1)
        addSamples(intervals, intervals + 16, sign: 1, start: start, end: end)
        if hasInner { addSamples(intervals + 32, intervals + 48, sign: -1, start: start, end: end) }
        var run: Int32 = 0
        for i in 0..<n {
            run &+= runs[i]
            let count = Int(run &+ partial[i])
            out[i] = UInt8(truncatingIfNeeded: (count &* 255 &+ 128) &>> 8)
        }
    }

    /// Adds (sign 1) or removes (sign −1) the samples of the 16 intervals [left[j], right[j])
    /// to the counts of pixels [start, end).
    @inline(__always)
    private func addSamples(_ left: UnsafeMutablePointer<Int>, _ right: UnsafeMutablePointer<Int>, sign: Int32, start: Int, end: Int) {
        let lowest = start &<< 4, highest = end &<< 4
        for j in 0..<ShapeRasterizer.rows {
            let l = Swift.max(left[j], lowest), r = Swift.min(right[j], highest)
            guard l < r else { continue }
            let pl = (l &>> 4) &- start, pr = (r &>> 4) &- start
            if pl == pr {
                partial[pl] &+= sign &* Int32(truncatingIfNeeded: r &- l)
                continue
            }
            // The first pixel partly, whole pixels as a run, the last pixel partly.
            partial[pl] &+= sign &* Int32(truncatingIfNeeded: 16 &- (l & 15))
            runs[pl &+ 1] &+= sign &* 16
            runs[pr] &-= sign &* 16
            partial[pr] &+= sign &* Int32(truncatingIfNeeded: r & 15)
        }
    }

    private func ensureCoverageCapacity(_ count: Int) {
        guard count > coverageCapacity else { return }
        coverage.deallocate()
        partial.deallocate()
        runs.deallocate()
        coverageCapacity = count
        coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        coverage.initialize(repeating: 0, count: count)
        partial = UnsafeMutablePointer<Int32>.allocate(capacity: count + 1)
        partial.initialize(repeating: 0, count: count + 1)
        runs = UnsafeMutablePointer<Int32>.allocate(capacity: count + 1)
        runs.initialize(repeating: 0, count: count + 1)
    }
}
