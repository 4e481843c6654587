import PanelBase

/// Remembers the half-widths of corner ellipses on every sample row, so drawing the same
/// corner again (the same button every frame) costs a table look-up instead of a square
/// root per sample row.
///
/// On a top corner the sample rows sit at dy = cy − (4k + 2) from the centre; on a bottom
/// one at dy = 4k + 2 − cy. Either way (dy − 1) & 3 is the same for every row of that
/// corner (its phase), and (dy − 1) >> 2 numbers the rows, so one table serves every
/// corner with the same radii and phase.
final class CornerTableCache {
    private struct Key: Hashable {
        var rx: Int, ry: Int, phase: Int
    }

    /// Corners taller than this (1/64 px) compute their rows instead of keeping a table.
    static let largestCachedRadius = 1024 * 64
    /// The cache empties itself when it holds more tables than this.
    static let capacity = 64

    private var tables: [Key: UnsafeMutablePointer<Int32>] = [:]

    deinit {
        for table in tables.values { table.deallocate() }
    }

    /// Makes room for a new drawing: tables handed out earlier may be freed now, never
    /// while a drawing still uses them.
    func beginDrawing() {
        guard tables.count > CornerTableCache.capacity else { return }
        for table in tables.values { table.deallocate() }
        tables.removeAll(keepingCapacity: true)
    }

    /// Points each of the shape's corners at its table, building missing ones. The tables
    /// stay valid until the next `beginDrawing()`.
    func prepare(_ shape: inout ScanShape) {
        shape.topLeftTable = table(rx: shape.tlx, ry: shape.tly, phase: (shape.topLeftCY &- 3) & 3)
        shape.topRightTable = table(rx: shape.trx, ry: shape.try_, phase: (shape.topRightCY &- 3) & 3)
        shape.bottomRightTable = table(rx: shape.brx, ry: shape.bry, phase: (1 &- shape.bottomRightCY) & 3)
        shape.bottomLeftTable = table(rx: shape.blx, ry: shape.bly, phase: (1 &- shape.bottomLeftCY) & 3)
    }

    private func table(rx: Int, ry: Int, phase: Int) -> UnsafePointer<Int32>? {
        guard ry > 0, ry <= CornerTableCache.largestCachedRadius, rx <= CornerTableCache.largestCachedRadius else { return nil }
        let key = Key(rx: rx, ry: ry, phase: phase)
        if let table = tables[key] { return UnsafePointer(table) }
        // Rows dy = 4m + 1 + phase for every m with dy <= ry.
        let count = (ry - 1 - phase) / 4 + 1
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: Swift.max(1, count))
        for m in 0..<count {
            table[m] = Int32(ScanShape.ellipseHalfWidth(rx: rx, ry: ry, dy: 4 * m + 1 + phase))
        }
        tables[key] = table
        return UnsafePointer(table)
    }
}
