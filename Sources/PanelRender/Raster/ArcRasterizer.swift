import PanelBase

/// Anti-aliased rasterizer for arcs (`ArcShape`), in integer arithmetic only, with the
/// sampling of `ShapeRasterizer`: 16×16 sample points per pixel, coverage the number of
/// them inside. Each sample row meets an arc in a few intervals (a ring's two sides, cut by
/// the half-planes of its ends, and the round ends' discs), found exactly in integers
/// (`ArcGeometry`); they are merged and counted per pixel. Keeps its buffers between calls.
public final class ArcRasterizer {
    private var counts: [Int32] = []
    private var runs: [Int32] = []
    private var coverage: [UInt8] = []
    private var intervals: [(Int, Int)] = []

    public init() {}

    /// Draws `arc` (device coordinates) within `clip`.
    public func draw<Sink: CoverageSink>(_ arc: ArcShape, clip: PixelRect, into sink: inout Sink) {
        guard let geometry = ArcGeometry(arc) else { return }
        let pixels = arc.pixelBounds.intersection(clip)
        guard !pixels.isEmpty else { return }
        let width = pixels.width
        if counts.count < width + 1 {
            counts = [Int32](repeating: 0, count: width + 1)
            runs = [Int32](repeating: 0, count: width + 1)
            coverage = [UInt8](repeating: 0, count: width + 1)
        }
        intervals.reserveCapacity(8)
        let cx = arc.centerX, cy = arc.centerY
        let firstColumn = pixels.x << 4, endColumn = pixels.maxX << 4
        for py in pixels.y..<pixels.maxY {
            for i in 0...width { counts[i] = 0; runs[i] = 0 }
            var any = false
            for j in 0..<16 {
                let dy = 128 * py + 8 * j + 4 - cy
                intervals.removeAll(keepingCapacity: true)
                geometry.forEachInterval(dy: dy) { low, high in
                    // Sample column k sits at 8k + 4 (1/128 px).
                    let k0 = ArcGeometry.ceilDiv(cx + low - 4, 8), k1 = ArcGeometry.floorDiv(cx + high - 4, 8) + 1
                    let l = Swift.max(k0, firstColumn), r = Swift.min(k1, endColumn)
                    if l < r { intervals.append((l, r)) }
                }
                guard !intervals.isEmpty else { continue }
                any = true
                intervals.sort { $0.0 < $1.0 }
                var current = intervals[0]
                for next in intervals.dropFirst() {
                    if next.0 <= current.1 {
                        current.1 = Swift.max(current.1, next.1)
                    } else {
                        add(current, origin: firstColumn)
                        current = next
                    }
                }
                add(current, origin: firstColumn)
            }
            guard any else { continue }
            var run: Int32 = 0
            for i in 0..<width {
                run &+= runs[i]
                let count = Int(run &+ counts[i])
                coverage[i] = UInt8(truncatingIfNeeded: (count &* 255 &+ 128) &>> 8)
            }
            emit(row: py, x: pixels.x, width: width, into: &sink)
        }
    }

    /// Adds the samples of sample columns [l, r) (relative to `origin`, a pixel's first).
    private func add(_ interval: (Int, Int), origin: Int) {
        let l = interval.0 - origin, r = interval.1 - origin
        let pl = l >> 4, pr = r >> 4
        if pl == pr {
            counts[pl] &+= Int32(r - l)
            return
        }
        counts[pl] &+= Int32(16 - (l & 15))
        runs[pl + 1] &+= 16
        runs[pr] &-= 16
        counts[pr] &+= Int32(r & 15)
    }

    /// Hands a counted row to the sink: fully covered runs as solid spans, partly covered
    /// ones as mask spans, empty pixels skipped.
    private func emit<Sink: CoverageSink>(row py: Int, x: Int, width: Int, into sink: inout Sink) {
        coverage.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var i = 0
            while i < width {
                let value = bytes[i]
                var end = i + 1
                if value == 0 {
                    while end < width && bytes[end] == 0 { end += 1 }
                } else if value == 255 {
                    while end < width && bytes[end] == 255 { end += 1 }
                    sink.solidSpan(y: py, x: x + i, count: end - i)
                } else {
                    while end < width && bytes[end] != 0 && bytes[end] != 255 { end += 1 }
                    sink.maskSpan(y: py, x: x + i, count: end - i, coverage: base + i)
                }
                i = end
            }
        }
    }
}
