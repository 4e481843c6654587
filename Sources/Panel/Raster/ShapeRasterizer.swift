import Glibc

/// Anti-aliased scanline rasterizer for `RoundedShape` fills and strokes, in integer
/// arithmetic only.
///
/// Every pixel holds 16×16 sample points at ((i + ½)/16, (j + ½)/16); its coverage is the
/// number of them inside the shape. The shapes are convex, so each of a row's 16 sample
/// rows meets a shape in one interval, computed exactly (`ScanShape`); a stroke is the
/// outer shape minus the inner one, at most two intervals per sample row. Pixels inside
/// every interval of the row are emitted as one solid span, pixels outside all of them are
/// skipped, and only the pixels in between count their samples. Consecutive rows with the
/// same intervals (the straight middle of a shape) reuse the previous row's coverage.
///
/// The rasterizer keeps scratch buffers between calls, so drawing allocates nothing once
/// they have grown to the widest row. One instance serves one thread.
public final class ShapeRasterizer {
    /// Sample rows (and columns) per pixel.
    public static let samplesPerPixel = 16
    private static let rows = 16

    // Per sample row, in sample columns (16 per pixel): the outer interval [L, R) and the
    // inner interval (the stroke's hole), then the same for the previous pixel row.
    private let intervals = UnsafeMutablePointer<Int>.allocate(capacity: 128)
    private var coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private var coverageCapacity = 256

    public init() {
        intervals.initialize(repeating: 0, count: 128)
        coverage.initialize(repeating: 0, count: coverageCapacity)
    }

    deinit {
        intervals.deallocate()
        coverage.deallocate()
    }

    /// Fills `shape` (device coordinates) within `clip`.
    public func fill<Sink: CoverageSink>(_ shape: RoundedShape, clip: PixelRect, into sink: inout Sink) {
        guard !shape.isEmpty else { return }
        rasterize(outer: ScanShape(shape), inner: nil, bounds: shape.rect, clip: clip, into: &sink)
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
        rasterize(outer: ScanShape(outer), inner: inner.isEmpty ? nil : ScanShape(inner),
                  bounds: outer.rect, clip: clip, into: &sink)
    }

    private func rasterize<Sink: CoverageSink>(outer: ScanShape, inner: ScanShape?, bounds: FixedRect,
                                               clip: PixelRect, into sink: inout Sink) {
        let pixels = bounds.enclosingPixels.intersection(clip)
        guard !pixels.isEmpty else { return }
        let clipX0 = pixels.x, clipX1 = pixels.maxX
        let oL = intervals, oR = intervals + 16, iL = intervals + 32, iR = intervals + 48
        let previous = intervals + 64
        ensureCoverageCapacity(pixels.width)
        var previousValid = false
        var previousA = 0

        for py in pixels.y..<pixels.maxY {
            // The 16 sample rows' intervals, in sample columns: sample k sits at 4k + 2.
            var anyOuter = false, allOuter = true, anyInner = false, allInner = true
            var minL = Int.max, maxR = Int.min, maxL = Int.min, minR = Int.max
            var minIL = Int.max, maxIR = Int.min, maxIL = Int.min, minIR = Int.max
            for j in 0..<ShapeRasterizer.rows {
                let sy = py * 64 + j * 4 + 2
                let o = outer.interval(atSampleY: sy)
                let l = (o.lo + 1) >> 2, r = (o.hi + 1) >> 2
                if l < r {
                    oL[j] = l; oR[j] = r
                    anyOuter = true
                    minL = Swift.min(minL, l); maxL = Swift.max(maxL, l)
                    minR = Swift.min(minR, r); maxR = Swift.max(maxR, r)
                } else {
                    oL[j] = 0; oR[j] = 0
                    allOuter = false
                }
                var il = 0, ir = 0
                if let inner {
                    let h = inner.interval(atSampleY: sy)
                    il = (h.lo + 1) >> 2; ir = (h.hi + 1) >> 2
                }
                if il < ir {
                    iL[j] = il; iR[j] = ir
                    anyInner = true
                    minIL = Swift.min(minIL, il); maxIL = Swift.max(maxIL, il)
                    minIR = Swift.min(minIR, ir); maxIR = Swift.max(maxIR, ir)
                } else {
                    iL[j] = 0; iR[j] = 0
                    allInner = false
                }
            }
            guard anyOuter else { previousValid = false; continue }

            // Pixel columns: [a, b) touches the shape; solid ones are inside every outer
            // interval and outside every inner one; hollow ones are inside every inner one.
            let a = Swift.max(clipX0, minL >> 4), b = Swift.min(clipX1, (maxR + 15) >> 4)
            guard a < b else { previousValid = false; continue }
            var solidStart = 0, solidEnd = 0
            if allOuter { solidStart = (maxL + 15) >> 4; solidEnd = minR >> 4 }
            var leftSolid = (solidStart, solidEnd), rightSolid = (0, 0), hollow = (0, 0)
            if anyInner {
                leftSolid = (solidStart, Swift.min(solidEnd, minIL >> 4))
                rightSolid = (Swift.max(solidStart, (maxIR + 15) >> 4), solidEnd)
                if allInner { hollow = ((maxIL + 15) >> 4, minIR >> 4) }
            }

            let reuse = previousValid && previousA == a && memcmp(intervals, previous, 64 * MemoryLayout<Int>.stride) == 0
            // Left to right: edge, solid, edge, hollow, edge, solid, edge.
            var cursor = a
            var start = Swift.max(leftSolid.0, cursor), end = Swift.min(leftSolid.1, b)
            if start < end {
                emitEdge(py, cursor, start, a, reuse, &sink)
                sink.solidSpan(y: py, x: start, count: end - start)
                cursor = end
            }
            start = Swift.max(hollow.0, cursor); end = Swift.min(hollow.1, b)
            if start < end {
                emitEdge(py, cursor, start, a, reuse, &sink)
                cursor = end
            }
            start = Swift.max(rightSolid.0, cursor); end = Swift.min(rightSolid.1, b)
            if start < end {
                emitEdge(py, cursor, start, a, reuse, &sink)
                sink.solidSpan(y: py, x: start, count: end - start)
                cursor = end
            }
            emitEdge(py, cursor, b, a, reuse, &sink)

            previous.update(from: intervals, count: 64)
            previousValid = true
            previousA = a
        }
    }

    /// Counts the samples of pixels [start, end) of row `py` (unless the previous row's
    /// counts still hold) and hands them to the sink.
    @inline(__always)
    private func emitEdge<Sink: CoverageSink>(_ py: Int, _ start: Int, _ end: Int, _ origin: Int, _ reuse: Bool, _ sink: inout Sink) {
        guard start < end else { return }
        let out = coverage + (start - origin)
        if !reuse {
            let oL = intervals, oR = intervals + 16, iL = intervals + 32, iR = intervals + 48
            for px in start..<end {
                let left = px << 4, right = left + 16
                var count = 0
                for j in 0..<ShapeRasterizer.rows {
                    count += Swift.max(0, Swift.min(oR[j], right) - Swift.max(oL[j], left))
                    count -= Swift.max(0, Swift.min(iR[j], right) - Swift.max(iL[j], left))
                }
                out[px - start] = UInt8(truncatingIfNeeded: (count * 255 + 128) >> 8)
            }
        }
        sink.maskSpan(y: py, x: start, count: end - start, coverage: out)
    }

    private func ensureCoverageCapacity(_ count: Int) {
        guard count > coverageCapacity else { return }
        coverage.deallocate()
        coverageCapacity = count
        coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        coverage.initialize(repeating: 0, count: count)
    }
}
