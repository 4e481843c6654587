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
    /// Cells FreeType can keep at once (its 16 KiB pool of 24-byte cells), less the room its
    /// row table takes: a band estimated within this is rendered in one go.
    static let cellBudget = 500
    /// Columns per box of a band: FreeType keeps a row's cells in a sorted list, so a row
    /// crossed by hundreds of edges costs it hundreds of steps per cell; a box of a band
    /// holds few cells per row (those left of it gathered into one).
    static let stripWidth = 64
    /// Smaller outlines are rendered whole: FreeType walks them quickly enough.
    static let smallestBandedPoints = 400

    /// Edges of each band, by the index of their first point (an edge ends at the next
    /// point of its contour, the last at the contour's first); band `b`'s edges are
    /// `edges[starts[b] ..< starts[b + 1]]`, in the outline's order.
    private var starts: [Int] = []
    private var edges: [Int32] = []
    /// Which contour each edge is in.
    private var contourOf: [Int32] = []
    /// The first row of each band, and one past the last band's.
    private var bandRows: [Int] = []
    /// The band of each row, and the cells estimated per row (in 1/16).
    private var bandOfRow: [Int32] = []
    private var rowCost: [Int] = []
    private var rowCostStep: [Int] = []

    /// Per block of `blockSize` edges of the band last summarised: the columns its edges
    /// span, and its contour (-1 when it holds edges of two).
    static let blockSize = 16
    private var summarizedBand = -1
    private var blockLow: [Int] = []
    private var blockHigh: [Int] = []
    private var blockContour: [Int] = []

    /// How many bands the last sorted outline has.
    var count: Int { Swift.max(0, bandRows.count - 1) }

    /// The pixel rows band `band` covers.
    func rows(of band: Int) -> Range<Int> { bandRows[band]..<bandRows[band + 1] }

    /// Sorts the edges of `outline` (lines only) into bands over `rows`, each band as many
    /// rows as keep the cells of each of its `strips` boxes within FreeType's pool (if
    /// spread evenly); edges outside those rows go nowhere.
    func sort(_ outline: FreeTypeOutline, rows clipRows: Range<Int>, strips: Int) {
        // Only the rows the outline reaches.
        var top = Int.max, bottom = Int.min
        for point in outline.points {
            top = Swift.min(top, point.y)
            bottom = Swift.max(bottom, point.y)
        }
        let rows = clipRows.clamped(to: top >> 6 ..< Swift.max(top >> 6, (bottom >> 6) + 1))
        summarizedBand = -1
        // Worked on as local arrays (no access checks on the object's), kept for the next.
        var starts: [Int] = [], edges: [Int32] = [], contourOf: [Int32] = [], bandRows: [Int] = []
        var bandOfRow: [Int32] = [], rowCost: [Int] = [], rowCostStep: [Int] = []
        swap(&starts, &self.starts); swap(&edges, &self.edges); swap(&contourOf, &self.contourOf)
        swap(&bandRows, &self.bandRows); swap(&bandOfRow, &self.bandOfRow)
        swap(&rowCost, &self.rowCost); swap(&rowCostStep, &self.rowCostStep)
        defer {
            swap(&starts, &self.starts); swap(&edges, &self.edges); swap(&contourOf, &self.contourOf)
            swap(&bandRows, &self.bandRows); swap(&bandOfRow, &self.bandOfRow)
            swap(&rowCost, &self.rowCost); swap(&rowCostStep, &self.rowCostStep)
        }
        starts.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        contourOf.removeAll(keepingCapacity: true)
        bandRows.removeAll(keepingCapacity: true)
        bandOfRow.removeAll(keepingCapacity: true)
        guard !rows.isEmpty else { return }
        let first = rows.lowerBound, lastRow = rows.upperBound - 1
        rowCost.removeAll(keepingCapacity: true)
        rowCost.append(contentsOf: repeatElement(0, count: rows.count + 1))
        rowCostStep.removeAll(keepingCapacity: true)
        rowCostStep.append(contentsOf: repeatElement(0, count: rows.count + 1))
        outline.points.withUnsafeBufferPointer { points in
            outline.contourEnds.withUnsafeBufferPointer { ends in
                // The cells each row gets: an edge enters a new cell at each row and each
                // column it crosses (the columns spread over its rows); the many short edges
                // of a curve within one cell add none.
                rowCost.withUnsafeMutableBufferPointer { rowCost in
                    rowCostStep.withUnsafeMutableBufferPointer { rowCostStep in
                        var contourStart = 0
                        for end in ends {
                            let last = Int(end)
                            for index in contourStart...last {
                                let a = points[index], b = points[index == last ? contourStart : index + 1]
                                let low = Swift.max(Swift.min(a.y, b.y) >> 6, first), high = Swift.min(Swift.max(a.y, b.y) >> 6, lastRow)
                                guard high >= low else { continue }
                                let columns = Swift.abs((a.x >> 6) - (b.x >> 6))
                                if low == high {
                                    rowCost[low - first] += columns * 16
                                } else {
                                    let span = high - low + 1
                                    let perRow = (columns * 16 + span - 1) / span + 16
                                    rowCostStep[low - first] += perRow
                                    rowCostStep[high - first + 1] -= perRow
                                }
                            }
                            contourStart = last + 1
                        }
                        var running = 0, bandCost = 0
                        for row in 0..<rows.count {
                            running += rowCostStep[row]
                            let cost = running + rowCost[row] + 16
                            if bandRows.isEmpty || bandCost + cost > Self.cellBudget * 16 * strips {
                                bandRows.append(first + row)
                                bandCost = 0
                            }
                            bandCost += cost
                            bandOfRow.append(Int32(truncatingIfNeeded: bandRows.count - 1))
                        }
                    }
                }
                bandRows.append(rows.upperBound)
                // Counted first, then placed: one array for every band.
                let bandCount = bandRows.count - 1
                starts.append(contentsOf: repeatElement(0, count: bandCount + 1))
                bandOfRow.withUnsafeBufferPointer { bandOfRow in
                    starts.withUnsafeMutableBufferPointer { starts in
                        var contourStart = 0
                        for end in ends {
                            let last = Int(end)
                            for index in contourStart...last {
                                let a = points[index], b = points[index == last ? contourStart : index + 1]
                                let low = Swift.max(Swift.min(a.y, b.y) >> 6, first), high = Swift.min(Swift.max(a.y, b.y) >> 6, lastRow)
                                guard high >= low else { continue }
                                for band in Int(bandOfRow[low - first])...Int(bandOfRow[high - first]) { starts[band + 1] += 1 }
                            }
                            contourStart = last + 1
                        }
                        for band in 0..<bandCount { starts[band + 1] += starts[band] }
                    }
                    edges.append(contentsOf: repeatElement(0, count: starts[bandCount]))
                    contourOf.append(contentsOf: repeatElement(0, count: starts[bandCount]))
                    var next = Array(starts[0..<bandCount])
                    edges.withUnsafeMutableBufferPointer { edges in
                        contourOf.withUnsafeMutableBufferPointer { contourOf in
                            next.withUnsafeMutableBufferPointer { next in
                                var contourStart = 0
                                for (contour, end) in ends.enumerated() {
                                    let last = Int(end)
                                    for index in contourStart...last {
                                        let a = points[index], b = points[index == last ? contourStart : index + 1]
                                        let low = Swift.max(Swift.min(a.y, b.y) >> 6, first)
                                        let high = Swift.min(Swift.max(a.y, b.y) >> 6, lastRow)
                                        guard high >= low else { continue }
                                        for band in Int(bandOfRow[low - first])...Int(bandOfRow[high - first]) {
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
                }
            }
        }
    }

    /// A run of edges left out of a box, joined by a line or two that stay out of it.
    private enum Run { case none, outsideRows, left, right }

    /// Sets `target` to the part of band `band` of `outline` over `columns`: per contour,
    /// the edges that reach that box, the others replaced by lines that give the box the
    /// same coverage.
    ///
    /// Edges entirely to the right of the box add nothing to it. Edges entirely to its left
    /// add only their height (FreeType gathers the cells left of its clip into one, whose
    /// cover carries into the row): a run of them, with edges above or below the band, is
    /// replaced by a vertical line at the left of the same rise, joined by horizontal lines
    /// that stay left of the box or out of its rows. Edges above or below the band were
    /// left out when sorting; they are runs of one side.
    func fill(_ target: FreeTypeOutline, band: Int, columns: Range<Int>, of outline: FreeTypeOutline) {
        let left = columns.lowerBound, right = columns.upperBound
        let leftX = (left - 1) << 6, rightX = (right + 1) << 6
        let first = starts[band], end = starts[band + 1]
        if summarizedBand != band { summarize(band, of: outline) }
        let blockLow = self.blockLow, blockHigh = self.blockHigh, blockContour = self.blockContour
        target.setLines { out, ends in
            outline.points.withUnsafeBufferPointer { points in
                outline.contourEnds.withUnsafeBufferPointer { contourEnds in
                    edges.withUnsafeBufferPointer { edges in
                        contourOf.withUnsafeBufferPointer { contourOf in
                            var position = first
                            while position < end {
                                let contour = Int(contourOf[position])
                                let contourStart = contour == 0 ? 0 : Int(contourEnds[contour - 1]) + 1
                                let contourLast = Int(contourEnds[contour])
                                let firstOut = out.count
                                let firstIndex = Int(edges[position])
                                var current = firstIndex
                                var run = Run.none, runStart = points[firstIndex], keptAny = false
                                out.append(runStart)
                                while position < end, Int(contourOf[position]) == contour {
                                    // A block of edges of this contour all on one side: one step.
                                    let block = (position - first) / Self.blockSize
                                    if (position - first) % Self.blockSize == 0, blockContour[block] == contour,
                                       blockHigh[block] < left || blockLow[block] >= right {
                                        let side: Run = blockHigh[block] < left ? .left : .right
                                        let edge = Int(edges[position])
                                        if edge != current, run == .none { run = .outsideRows; runStart = points[current] }
                                        if run == .none {
                                            run = side
                                            runStart = points[edge]
                                        } else if run == .outsideRows {
                                            run = side
                                        } else if run != side {
                                            Self.flush(&run, from: runStart, to: points[edge], endingThere: true, leftX: leftX, rightX: rightX,
                                                       into: &out)
                                            run = side
                                            runStart = points[edge]
                                        }
                                        let last = Int(edges[Swift.min(position + Self.blockSize, end) - 1])
                                        current = last == contourLast ? contourStart : last + 1
                                        position = Swift.min(position + Self.blockSize, end)
                                        continue
                                    }
                                    let edge = Int(edges[position])
                                    // Edges skipped since the last lie above or below the band.
                                    if edge != current, run == .none { run = .outsideRows; runStart = points[current] }
                                    let next = edge == contourLast ? contourStart : edge + 1
                                    let a = points[edge], b = points[next]
                                    let low = Swift.min(a.x, b.x) >> 6, high = Swift.max(a.x, b.x) >> 6
                                    let side: Run = high < left ? .left : low >= right ? .right : .none
                                    if side == .none {
                                        Self.flush(&run, from: runStart, to: a, endingThere: true, leftX: leftX, rightX: rightX, into: &out)
                                        out.append(b)
                                        keptAny = true
                                    } else if run == .none {
                                        run = side
                                        runStart = a
                                    } else if run == .outsideRows {
                                        run = side
                                    } else if run != side {
                                        Self.flush(&run, from: runStart, to: a, endingThere: true, leftX: leftX, rightX: rightX, into: &out)
                                        run = side
                                        runStart = a
                                    }
                                    current = next
                                    position += 1
                                }
                                guard keptAny else {
                                    // A closed contour wholly beside the box adds nothing to it.
                                    out.removeSubrange(firstOut...)
                                    continue
                                }
                                if current != firstIndex, run == .none { run = .outsideRows; runStart = points[current] }
                                // FreeType closes the contour back to its first point.
                                Self.flush(&run, from: runStart, to: points[firstIndex], endingThere: false, leftX: leftX, rightX: rightX, into: &out)
                                ends.append(Int32(truncatingIfNeeded: out.count - 1))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Ends a run from `start` at `point`: the line or lines that stand for it.
    private static func flush(_ run: inout Run, from start: FT_Vector, to point: FT_Vector, endingThere: Bool, leftX: Int, rightX: Int,
                              into out: inout [FT_Vector]) {
        switch run {
        case .none: return
        case .outsideRows: break
        case .left, .right:
            let x = run == .left ? leftX : rightX
            out.append(FT_Vector(x: x, y: start.y))
            out.append(FT_Vector(x: x, y: point.y))
        }
        if endingThere { out.append(point) }
        run = .none
    }

    /// The columns and contour of each block of band `band`'s edges, so that a box's
    /// outline passes over blocks wholly beside it in one step.
    private func summarize(_ band: Int, of outline: FreeTypeOutline) {
        summarizedBand = band
        blockLow.removeAll(keepingCapacity: true)
        blockHigh.removeAll(keepingCapacity: true)
        blockContour.removeAll(keepingCapacity: true)
        let first = starts[band], end = starts[band + 1]
        var position = first
        while position < end {
            let blockEnd = Swift.min(position + Self.blockSize, end)
            var low = Int.max, high = Int.min, contour = Int(contourOf[position])
            for index in position..<blockEnd {
                let edgeContour = Int(contourOf[index])
                if edgeContour != contour { contour = -1 }
                let edge = Int(edges[index])
                let contourLast = Int(outline.contourEnds[edgeContour])
                let contourStart = edgeContour == 0 ? 0 : Int(outline.contourEnds[edgeContour - 1]) + 1
                let a = outline.points[edge], b = outline.points[edge == contourLast ? contourStart : edge + 1]
                low = Swift.min(low, Swift.min(a.x, b.x) >> 6)
                high = Swift.max(high, Swift.max(a.x, b.x) >> 6)
            }
            blockLow.append(low)
            blockHigh.append(high)
            blockContour.append(contour)
            position = blockEnd
        }
    }
}
