import CFreeType

/// A large outline's edges sorted into bands of pixel rows, so that each band is rendered
/// from the edges that cross it alone.
///
/// FreeType's renderer keeps at most a few hundred cells at once: a long outline (a stroked
/// polyline of thousands of points across a plot) is rendered in many narrow bands of its
/// own choosing, and every band walks the whole outline again. Handing it, band by band,
/// an outline of only the edges that cross the band makes the work follow the edges, not
/// bands × edges.
///
/// The coverage is the same, span for span: a pixel row's coverage comes from the edges
/// that cross that row (FreeType skips the others without a trace), and each kept edge is
/// the same line, in the same direction. Between two kept edges of a contour, the edges
/// left out all lie above the band or all below it (an edge going from one side to the
/// other would cross it), so one straight line joins them there and crosses nothing.
final class OutlineBands {
    /// Rows per band: few enough that FreeType rarely needs to split a band further.
    static let rows = 16
    /// Smaller outlines are rendered whole: FreeType walks them quickly enough.
    static let smallestBandedPoints = 400

    /// Edges of each band, by the index of their first point (an edge ends at the next
    /// point of its contour, the last at the contour's first); band `b`'s edges are
    /// `edges[starts[b] ..< starts[b + 1]]`, in the outline's order.
    private var starts: [Int] = []
    private var edges: [Int32] = []
    /// Which contour each edge is in: where it begins and ends.
    private var contourOf: [Int32] = []
    private var firstRow = 0
    private var rowCount = 0

    /// How many bands the last sorted outline has.
    var count: Int { Swift.max(0, starts.count - 1) }

    /// The pixel rows band `band` covers.
    func rows(of band: Int) -> Range<Int> {
        let start = firstRow + band * Self.rows
        return start..<Swift.min(start + Self.rows, firstRow + rowCount)
    }

    /// Sorts the edges of `outline` (lines only) into bands over `rows`; edges outside
    /// those rows go nowhere.
    func sort(_ outline: FreeTypeOutline, rows clipRows: Range<Int>) {
        // Only the rows the outline reaches.
        var top = Int.max, bottom = Int.min
        for point in outline.points {
            top = Swift.min(top, point.y)
            bottom = Swift.max(bottom, point.y)
        }
        let rows = clipRows.clamped(to: top >> 6 ..< Swift.max(top >> 6, (bottom >> 6) + 1))
        firstRow = rows.lowerBound
        rowCount = rows.count
        let bandCount = (rowCount + Self.rows - 1) / Self.rows
        starts.removeAll(keepingCapacity: true)
        starts.append(contentsOf: repeatElement(0, count: bandCount + 1))
        edges.removeAll(keepingCapacity: true)
        contourOf.removeAll(keepingCapacity: true)
        guard bandCount > 0 else { return }
        let lastRow = rows.upperBound - 1, first = rows.lowerBound, height = Self.rows
        // The bands an edge from a to b crosses, as FreeType tells rows (y >> 6), or nil.
        func bands(_ a: FT_Vector, _ b: FT_Vector) -> ClosedRange<Int>? {
            let low = Swift.min(a.y, b.y) >> 6, high = Swift.max(a.y, b.y) >> 6
            guard high >= first, low <= lastRow else { return nil }
            return (Swift.max(low, first) - first) / height...(Swift.min(high, lastRow) - first) / height
        }
        outline.points.withUnsafeBufferPointer { points in
            outline.contourEnds.withUnsafeBufferPointer { ends in
                // Counted first, then placed: one array for every band.
                var contourStart = 0
                for end in ends {
                    let last = Int(end)
                    for index in contourStart...last {
                        guard let crossed = bands(points[index], points[index == last ? contourStart : index + 1]) else { continue }
                        for band in crossed { starts[band + 1] += 1 }
                    }
                    contourStart = last + 1
                }
                for band in 0..<bandCount { starts[band + 1] += starts[band] }
                edges.append(contentsOf: repeatElement(0, count: starts[bandCount]))
                contourOf.append(contentsOf: repeatElement(0, count: starts[bandCount]))
                var next = Array(starts[0..<bandCount])
                contourStart = 0
                for (contour, end) in ends.enumerated() {
                    let last = Int(end)
                    for index in contourStart...last {
                        guard let crossed = bands(points[index], points[index == last ? contourStart : index + 1]) else { continue }
                        for band in crossed {
                            edges[next[band]] = Int32(truncatingIfNeeded: index)
                            contourOf[next[band]] = Int32(truncatingIfNeeded: contour)
                            next[band] += 1
                        }
                    }
                    contourStart = last + 1
                }
            }
        }
    }

    /// Sets `target` to band `band` of `outline`: per contour, its edges that cross the
    /// band, joined across the edges left out by lines that stay out of the band.
    func fill(_ target: FreeTypeOutline, band: Int, of outline: FreeTypeOutline) {
        target.removeAll()
        var position = starts[band]
        let end = starts[band + 1]
        outline.points.withUnsafeBufferPointer { points in
            while position < end {
                let contour = Int(contourOf[position])
                let contourStart = contour == 0 ? 0 : Int(outline.contourEnds[contour - 1]) + 1
                let contourLast = Int(outline.contourEnds[contour])
                var current = Int(edges[position])
                target.addPoint(points[current])
                while position < end, Int(contourOf[position]) == contour {
                    let edge = Int(edges[position])
                    if edge != current { target.addPoint(points[edge]) }
                    current = edge == contourLast ? contourStart : edge + 1
                    target.addPoint(points[current])
                    position += 1
                }
                target.endContour()
            }
        }
    }
}
